/// Reads speech-dispatcher's log (``SpeechDispatcherLog``) into the
/// messages its clients sent, each with its fate.
///
/// It follows what every client's messages go through, whether or not the
/// client asked for SSIP notifications:
///
/// - `FD:DATA:|SET self CLIENT_NAME user:app:part` names the client on a
///   socket, `FD:DATA:|SET self RATE N` sets its rate, and `FD:DATA:|SPEAK`
///   (or `CHAR`, `KEY`) starts a message on it;
/// - `Queueing message |TEXT| with priority N` queues it, and the reply
///   `FD:REPLY:|225-ID` numbers it;
/// - `before: |TEXT|` (the text as queued, before speech-dispatcher's
///   symbol tables rewrite it), or else `MSG before index marking: |TEXT|`,
///   hands a message to the speech module; the module's events `701 BEGIN`,
///   `702 END` and `703 STOP` then say whether it began, ended or was cut;
/// - a message never handed to the module was dropped; for a client with
///   notifications on, `FD:REPLY:|703-ID` says when.
///
/// A message handed to the module is matched with the oldest waiting one of
/// the same text; ``unmatchedDispatches`` counts those that matched no text
/// and were taken as the oldest waiting message instead.
public struct SpeechLogReader: Sendable {
  /// The messages, in the order they were queued.
  public private(set) var messages: [SpokenMessage] = []
  /// Messages handed to the module whose text matched none waiting.
  public private(set) var unmatchedDispatches = 0
  /// The last entry's time, or nil for an empty log.
  public private(set) var end: LogInstant?

  private struct Waiting {
    var socket: Int
    var client: String
    var priority: String
    var text: String
    var queuedAt: LogInstant
    var number: Int?
    var rate: Int?
    var dispatched = false
    var began: LogInstant?
    var ended: LogInstant?
    var cutAt: LogInstant?
    var cancelledAt: LogInstant?
  }

  /// Reads a log's entries.
  ///
  /// - Complexity: O(e + d · m) for e entries, d messages handed to the
  ///   module and m messages.
  public init(_ log: SpeechDispatcherLog) {
    var clients: [Int: String] = [:]
    var rates: [Int: Int] = [:]
    var speakingSocket: Int?
    var waiting: [Waiting] = []
    var handedAlready = false
    var current: Int?
    for entry in log.entries {
      let body = entry.body
      end = entry.time
      if let (socket, command) = Self.data(body) {
        let words = command.split(separator: " ", maxSplits: 3)
        if words.count >= 4, words[0].uppercased() == "SET", words[2].uppercased() == "CLIENT_NAME"
        {
          let name = words[3].filter { $0 != "\"" }.split(
            separator: ":", omittingEmptySubsequences: false)
          clients[socket] = name.count >= 2 ? String(name[1]) : String(words[3])
        } else if words.count >= 4, words[0].uppercased() == "SET", words[2].uppercased() == "RATE"
        {
          rates[socket] = Int(words[3])
        } else if let word = words.first,
          ["SPEAK", "CHAR", "KEY", "SOUND_ICON"].contains(word.uppercased())
        {
          speakingSocket = socket
        }
      } else if let (socket, code, number) = Self.reply(body) {
        if code == 225,
          let index = waiting.lastIndex(where: { $0.socket == socket && $0.number == nil })
        {
          waiting[index].number = number
        } else if code == 703, let index = waiting.firstIndex(where: { $0.number == number }),
          waiting[index].cancelledAt == nil
        {
          waiting[index].cancelledAt = entry.time
        }
      } else if let (text, priority) = Self.queued(body) {
        let socket = speakingSocket ?? -1
        waiting.append(
          Waiting(
            socket: socket, client: clients[socket] ?? "", priority: priority, text: text,
            queuedAt: entry.time, rate: rates[socket]))
      } else if body.hasPrefix("before: |") {
        // A message's text as it was queued, before the symbol tables
        // rewrote it: the module is about to get it. `CHAR` messages
        // have no index marking, so this is all the log says of them.
        let original = Self.between(body, after: "before: |", before: "|")
        current = dispatch(original, in: &waiting, at: entry.time)
        handedAlready = true
      } else if body.hasPrefix("MSG before index marking: |") {
        if !handedAlready {
          let text = Self.between(
            body, after: "MSG before index marking: |", before: "|, ssml_mode")
          current = dispatch(text, in: &waiting, at: entry.time)
        }
        handedAlready = false
      } else if body.hasPrefix("Event from output module"), let index = current,
        let event = Self.moduleEvent(body)
      {
        switch event {
        case 701 where waiting[index].began == nil: waiting[index].began = entry.time
        case 702:
          waiting[index].ended = entry.time
          current = nil
        case 703:
          waiting[index].cutAt = entry.time
          current = nil
        default: break
        }
      } else if body.hasPrefix("Removing client on fd "),
        let socket = Int(body.dropFirst("Removing client on fd ".count))
      {
        clients[socket] = nil
        rates[socket] = nil
      }
    }
    messages = waiting.map { message in
      let fate: SpeechFate
      if let began = message.began {
        if let ended = message.ended {
          fate = .heard(began: began, ended: ended)
        } else if let cut = message.cutAt {
          fate = .cut(began: began, at: cut)
        } else {
          fate = .speakingAtEnd(began: began)
        }
      } else {
        fate = .dropped(at: message.cancelledAt ?? message.cutAt)
      }
      return SpokenMessage(
        client: message.client, priority: message.priority, text: message.text,
        queuedAt: message.queuedAt, number: message.number, rate: message.rate, fate: fate)
    }
  }

  /// Reads a log's text.
  public init(text: String) { self.init(SpeechDispatcherLog(text)) }

  /// Marks the message the module is handed as handed, and returns its
  /// index: the oldest waiting one of the text, compared as it is, then
  /// as plain text (speech-dispatcher can change white space), then the
  /// one that begins with most of it (it can also write `…` as `...`);
  /// failing all, the oldest waiting one (``unmatchedDispatches`` counts
  /// those).
  private mutating func dispatch(
    _ text: String, in waiting: inout [Waiting], at time: LogInstant
  ) -> Int? {
    let candidates = waiting.indices.filter {
      !waiting[$0].dispatched && waiting[$0].queuedAt <= time
    }
    let plain = SpeakableText.plain(text)
    var chosen =
      candidates.first { waiting[$0].text == text }
      ?? candidates.first { SpeakableText.plain(waiting[$0].text) == plain }
      ?? Self.mostlyAlike(text, among: candidates.map { ($0, waiting[$0].text) })
    if chosen == nil, let oldest = candidates.first {
      chosen = oldest
      unmatchedDispatches += 1
    }
    if let chosen { waiting[chosen].dispatched = true }
    return chosen
  }

  /// The candidate whose text shares the longest beginning with a text,
  /// when that beginning is at least half of the shorter of the two.
  static func mostlyAlike(_ text: String, among candidates: [(Int, String)]) -> Int? {
    var best: (index: Int, length: Int)?
    for (index, other) in candidates {
      let shared = zip(text.unicodeScalars, other.unicodeScalars).prefix { $0 == $1 }.count
      let shorter = min(text.unicodeScalars.count, other.unicodeScalars.count)
      if shared > 0, shared * 2 >= shorter, shared > (best?.length ?? 0) { best = (index, shared) }
    }
    return best?.index
  }

  /// A client's line: its socket and the command's first line, for
  /// `FD:DATA:|COMMAND`.
  static func data(_ body: String) -> (Int, Substring)? {
    guard let marker = body.firstRange(of: ":DATA:|"), let socket = Int(body[..<marker.lowerBound])
    else { return nil }
    let rest = body[marker.upperBound...]
    return (socket, rest.prefix { !$0.isNewline })
  }

  /// A reply to a client: its socket, the code and the number after it,
  /// for `FD:REPLY:|CODE-NUMBER`.
  static func reply(_ body: String) -> (Int, Int, Int)? {
    guard let marker = body.firstRange(of: ":REPLY:|"), let socket = Int(body[..<marker.lowerBound])
    else { return nil }
    let first = body[marker.upperBound...].prefix { !$0.isNewline }
    let parts = first.split(separator: "-", maxSplits: 1)
    guard parts.count == 2, let code = Int(parts[0]), let number = Int(parts[1]) else {
      return nil
    }
    return (socket, code, number)
  }

  /// A queued message's text and priority, for `Queueing message |TEXT|
  /// with priority N`.
  static func queued(_ body: String) -> (String, String)? {
    let start = "Queueing message |"
    guard body.hasPrefix(start), let marker = body.ranges(of: "| with priority ").last
    else { return nil }
    let text = String(body[body.index(body.startIndex, offsetBy: start.count)..<marker.lowerBound])
    let number = body[marker.upperBound...].prefix { $0.isNumber }
    return (text, priorityName(Int(number) ?? 0))
  }

  /// SSIP's name for speech-dispatcher's priority number.
  static func priorityName(_ number: Int) -> String {
    switch number {
    case 1: "important"
    case 2: "message"
    case 3: "text"
    case 4: "notification"
    case 5: "progress"
    default: "priority \(number)"
    }
  }

  /// The event number in `Event from output module …: |70N …`.
  static func moduleEvent(_ body: String) -> Int? {
    guard let bar = body.firstIndex(of: "|") else { return nil }
    return Int(body[body.index(after: bar)...].prefix { $0.isNumber })
  }

  /// The text between a prefix and the last occurrence of a suffix.
  static func between(_ body: String, after prefix: String, before suffix: String) -> String {
    let rest = body.dropFirst(prefix.count)
    guard let end = rest.ranges(of: suffix).last else { return String(rest) }
    return String(rest[..<end.lowerBound])
  }
}
