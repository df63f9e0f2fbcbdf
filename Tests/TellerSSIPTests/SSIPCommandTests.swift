import TellerSSIP
import Testing

@Suite("SSIP commands: one line each, arguments made safe")
struct SSIPCommandTests {
  @Test("Every command is its SSIP line, ended with CR LF")
  func lines() {
    let expected: [(SSIPCommand, String)] = [
      (
        .setClientName(user: "ann", client: "teller", component: "main"),
        "SET self CLIENT_NAME ann:teller:main"
      ),
      (.setPriority(.important), "SET self PRIORITY important"),
      (.setPriority(.message), "SET self PRIORITY message"),
      (.setPriority(.text), "SET self PRIORITY text"),
      (.setLanguage("ko"), "SET self LANGUAGE ko"),
      (.setSynthesisVoice("English (America)"), "SET self SYNTHESIS_VOICE English (America)"),
      (.setRate(-40), "SET self RATE -40"),
      (.setPitch(0), "SET self PITCH 0"),
      (.setVolume(100), "SET self VOLUME 100"),
      (.setNotifications(true), "SET self NOTIFICATION all on"),
      (.setNotifications(false), "SET self NOTIFICATION all off"),
      (.speak, "SPEAK"), (.cancel, "CANCEL self"), (.stop, "STOP self"),
      (.listSynthesisVoices, "LIST SYNTHESIS_VOICES"),
      (.listOutputModules, "LIST OUTPUT_MODULES"), (.quit, "QUIT"),
    ]
    for (command, text) in expected {
      #expect(command.text == text)
      #expect(command.line == text + "\r\n")
    }
  }

  @Test("Rate, pitch and volume are held to -100...100: edges kept, beyond clamped")
  func clamped() {
    #expect(SSIPCommand.setRate(-100).text == "SET self RATE -100")
    #expect(SSIPCommand.setRate(100).text == "SET self RATE 100")
    #expect(SSIPCommand.setRate(-101).text == "SET self RATE -100")
    #expect(SSIPCommand.setPitch(500).text == "SET self PITCH 100")
    #expect(SSIPCommand.setVolume(Int.min).text == "SET self VOLUME -100")
  }

  @Test("No argument can end the line or start another command")
  func injection() {
    let voice = SSIPCommand.setSynthesisVoice("evil\r\nQUIT\n").line
    #expect(voice == "SET self SYNTHESIS_VOICE evil  QUIT\r\n")
    #expect(SSIPCommand.setLanguage("en\r\nCANCEL all").line == "SET self LANGUAGE enCANCELall\r\n")
    for command in [
      SSIPCommand.setSynthesisVoice("a\u{2028}b\u{85}c\u{7F}"), .setLanguage("\u{1B}[2J"),
    ] {
      #expect(command.line.filter { $0 == "\r\n" }.count == 1)
      #expect(!command.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
  }

  @Test("Client name parts keep letters, digits, - and _; others become _; empty is unknown")
  func clientName() {
    #expect(
      SSIPCommand.setClientName(user: "j.doe smith", client: "teller", component: "").text
        == "SET self CLIENT_NAME j_doe_smith:teller:unknown")
    #expect(
      SSIPCommand.setClientName(user: "김", client: "tel:ler", component: "a-b_c").text
        == "SET self CLIENT_NAME _:tel_ler:a-b_c")
  }
}

@Suite("SSIP message bodies: CR LF lines, dot-stuffed, ended by a lone dot")
struct SSIPTextTests {
  @Test("Edge ladder: empty, one line, two lines, a leading dot, a lone dot")
  func bodies() {
    #expect(SSIPText.body("") == "\r\n.\r\n")
    #expect(SSIPText.body("Hello") == "Hello\r\n.\r\n")
    #expect(SSIPText.body("one\ntwo") == "one\r\ntwo\r\n.\r\n")
    #expect(SSIPText.body(".hidden") == "..hidden\r\n.\r\n")
    #expect(SSIPText.body("a\n.\nb") == "a\r\n..\r\nb\r\n.\r\n")
    #expect(SSIPText.body("...") == "....\r\n.\r\n")
  }

  @Test("Every line end becomes CR LF: CR LF, lone CR, lone LF, U+2028")
  func lineEnds() {
    #expect(SSIPText.body("a\r\nb\rc\nd\u{2028}e") == "a\r\nb\r\nc\r\nd\r\ne\r\n.\r\n")
    #expect(SSIPText.body("a\r\n\r\nb") == "a\r\n\r\nb\r\n.\r\n")
  }

  @Test("Other control characters become spaces; Korean passes unchanged")
  func controls() {
    #expect(SSIPText.body("a\u{1B}b\tc") == "a b c\r\n.\r\n")
    #expect(SSIPText.body("고객 10명 추가") == "고객 10명 추가\r\n.\r\n")
  }

  @Test("Decoding undoes encoding, line ends made LF; a body without its end is nil")
  func roundTrip() {
    for text in ["", "x", ".", "..", "a\n.b\n..c", "고객\n.점"] {
      #expect(SSIPText.decode(SSIPText.body(text)) == text)
    }
    #expect(SSIPText.decode("no end\r\n") == nil)
  }
}
