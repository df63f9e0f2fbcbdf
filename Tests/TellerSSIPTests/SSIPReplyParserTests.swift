import Testing

@testable import TellerSSIP

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("SSIP replies: whole replies from bytes split anywhere")
struct SSIPReplyParserTests {
  @Test("One-line reply, multi-line reply, and several in one read")
  func replies() throws {
    var parser = SSIPReplyParser()
    #expect(
      try parser.push(bytes("208 OK CLIENT NAME SET\r\n"))
        == [SSIPReply(code: 208, message: "OK CLIENT NAME SET")])
    let queued = try parser.push(
      bytes("225-21\r\n225 OK MESSAGE QUEUED\r\n202 OK PRIORITY SET\r\n"))
    #expect(
      queued == [
        SSIPReply(code: 225, data: ["21"], message: "OK MESSAGE QUEUED"),
        SSIPReply(code: 202, message: "OK PRIORITY SET"),
      ])
    #expect(!parser.isInsideReply)
  }

  @Test("Bytes split at every position give the same replies")
  func splits() throws {
    let text =
      "249-English (America)\ten-us\tnone\r\n249-한국어\tko\tnone\r\n249 OK VOICE LIST SENT\r\n"
    let all = bytes(text)
    for cut in 0...all.count {
      var parser = SSIPReplyParser()
      var replies = try parser.push(all[0..<cut])
      if cut > 0 && cut < all.count { #expect(parser.isInsideReply) }
      replies += try parser.push(all[cut...])
      #expect(replies.count == 1)
      #expect(replies.first?.data == ["English (America)\ten-us\tnone", "한국어\tko\tnone"])
      #expect(replies.first?.code == 249)
    }
  }

  @Test("A bare LF ends a line too; a code alone ends a reply")
  func lenient() throws {
    var parser = SSIPReplyParser()
    #expect(try parser.push(bytes("231 HAPPY HACKING\n200\r\n")).map(\.code) == [231, 200])
  }

  @Test("A line that is not SSIP is an error, and the parser stays failed")
  func malformed() {
    var parser = SSIPReplyParser()
    #expect(throws: SSIPProtocolError.malformedLine("HTTP/1.1 400 Bad Request")) {
      _ = try parser.push(bytes("HTTP/1.1 400 Bad Request\r\n"))
    }
    #expect(throws: SSIPProtocolError.self) { _ = try parser.push(bytes("200 OK\r\n")) }
    for line in ["20 OK", "2000OK", "abc OK", "200_OK"] {
      var fresh = SSIPReplyParser()
      #expect(throws: SSIPProtocolError.self) { _ = try fresh.push(bytes(line + "\r\n")) }
    }
  }

  @Test("A line longer than the limit is an error before its end arrives")
  func tooLong() {
    var parser = SSIPReplyParser()
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: SSIPReplyParser.maximumLineLength + 1)
    #expect(throws: SSIPProtocolError.lineTooLong) { _ = try parser.push(long) }
  }

  @Test("Codes fall into their groups; 1xx and 2xx succeed; 7xx are events")
  func groups() {
    let cases: [(Int, SSIPReply.Group, Bool)] = [
      (100, .information, true), (225, .success, true), (300, .serverError, false),
      (410, .clientError, false), (500, .syntaxError, false), (702, .event, false),
      (999, .unknown, false), (600, .unknown, false),
    ]
    for (code, group, success) in cases {
      let reply = SSIPReply(code: code, message: "")
      #expect(reply.group == group)
      #expect(reply.isSuccess == success)
      #expect(reply.isEvent == (group == .event))
    }
    #expect(SSIPReply(code: 410, message: "ERR INVALID VOICE").summary == "410 ERR INVALID VOICE")
  }

  @Test("Errors describe themselves with what the server sent made visible")
  func descriptions() {
    #expect(
      SSIPProtocolError.malformedLine("bad\u{1B}").description
        == "the server sent a line that is not SSIP: 'bad\\e'")
    #expect(
      SSIPProtocolError.unexpectedReply(
        command: "SPEAK", reply: SSIPReply(code: 401, message: "ERR")
      ).description == "'SPEAK' was answered 401 ERR")
  }
}

@Suite("SSIP events and voices")
struct SSIPEventTests {
  @Test("Each event code is its kind, with the message and client ids")
  func events() throws {
    var parser = SSIPReplyParser()
    let replies = try parser.push(
      bytes(
        "701-12\r\n701-3\r\n701 BEGIN\r\n702-12\r\n702-3\r\n702 END\r\n"
          + "703-13\r\n703-3\r\n703 CANCELED\r\n704-1\r\n704-3\r\n704 PAUSED\r\n"
          + "705-1\r\n705-3\r\n705 RESUMED\r\n700-1\r\n700-3\r\n700-mark1\r\n700 INDEX MARK\r\n"))
    let events = replies.compactMap(SSIPEvent.init)
    #expect(
      events == [
        SSIPEvent(kind: .begin, messageID: 12, clientID: 3),
        SSIPEvent(kind: .end, messageID: 12, clientID: 3),
        SSIPEvent(kind: .cancel, messageID: 13, clientID: 3),
        SSIPEvent(kind: .pause, messageID: 1, clientID: 3),
        SSIPEvent(kind: .resume, messageID: 1, clientID: 3),
        SSIPEvent(kind: .indexMark("mark1"), messageID: 1, clientID: 3),
      ])
  }

  @Test("Replies that are not well-formed events give none")
  func notEvents() {
    #expect(SSIPEvent(SSIPReply(code: 225, data: ["1", "2"], message: "OK")) == nil)
    #expect(SSIPEvent(SSIPReply(code: 701, data: ["1"], message: "BEGIN")) == nil)
    #expect(SSIPEvent(SSIPReply(code: 701, data: ["x", "2"], message: "BEGIN")) == nil)
    #expect(SSIPEvent(SSIPReply(code: 700, data: ["1", "2"], message: "INDEX MARK")) == nil)
    #expect(SSIPEvent(SSIPReply(code: 709, data: ["1", "2"], message: "?")) == nil)
  }

  @Test("Voice lines: tabs or spaces, variant none is nil, a line without language is nil")
  func voices() {
    #expect(
      SSIPVoice(line: "English (America)\ten-us\tnone")
        == SSIPVoice(name: "English (America)", language: "en-us"))
    #expect(
      SSIPVoice(line: "Afrikaans+Adam\taf\tAdam")
        == SSIPVoice(name: "Afrikaans+Adam", language: "af", variant: "Adam"))
    #expect(SSIPVoice(line: "welsh-test cy none") == SSIPVoice(name: "welsh-test", language: "cy"))
    #expect(SSIPVoice(line: "ko\tko") == SSIPVoice(name: "ko", language: "ko"))
    #expect(SSIPVoice(line: "lonely") == nil)
    #expect(SSIPVoice(line: "") == nil)
  }
}
