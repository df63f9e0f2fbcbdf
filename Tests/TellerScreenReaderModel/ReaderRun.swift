/// Everything one run of Teller under a screen reader left to judge: what
/// was sent to speech and what became of it, the keys typed, and for a
/// braille display the cells it showed.
public struct ReaderRun: Sendable {
  /// The run's name, dotted: the reader and the mode, such as
  /// `fenrir.linear-n`.
  public var name: String
  /// Every message sent to speech, with its fate.
  public var messages: [SpokenMessage]
  /// The keys typed, in order: the one that starts Teller first (when the
  /// reader needs one), then the scenario's.
  public var keys: [KeyPress]
  /// When the run ended (the last log entry, or when it was stopped).
  public var end: LogInstant
  /// What a braille display showed, for a reader with one.
  public var cells: BrailleCells?
  /// The view Teller started in, `linear` or `full-screen`, when it was read.
  public var view: String?
  /// The lines of Teller's terminal near the end of the run, as the
  /// terminal holds them (not as the screen reader tracked them), the
  /// prompt before Teller left out: what a braille display should show
  /// pieces of. Empty when not read.
  public var screenLines: [String]

  /// Creates a run.
  public init(
    name: String, messages: [SpokenMessage], keys: [KeyPress], end: LogInstant,
    cells: BrailleCells? = nil, view: String? = nil, screenLines: [String] = []
  ) {
    self.name = name
    self.messages = messages
    self.keys = keys
    self.end = end
    self.cells = cells
    self.view = view
    self.screenLines = screenLines
  }

  /// The seconds after the first key that the braille figures leave out:
  /// Teller starting and writing its first lines.
  public static let brailleGrace = 2.0

  /// The first key of a name, such as `a` or `q`.
  public func key(_ name: String) -> KeyPress? { keys.first { $0.name == name } }

  /// What was sent between `a` and `q` (the whole run when either is
  /// missing), with how long each message takes to say when known.
  public func tally(duration: (SpokenMessage) -> Double? = { _ in nil }) -> SpeechTally {
    SpeechTally(messages, from: key("a")?.at, to: key("q")?.at, runEnd: end, duration: duration)
  }

  /// The answers to the keys that have answer words, in order, each with
  /// the key after it.
  public var answers: [(key: KeyPress, fate: AnswerFate)] {
    keys.indices.compactMap { index in
      let key = keys[index]
      guard key.answer != nil else { return nil }
      let next = index + 1 < keys.count ? keys[index + 1] : nil
      return (key, AnswerFate(of: key, next: next, in: messages))
    }
  }

  /// Whether a braille display's text is a piece of one of Teller's lines
  /// (``screenLines``): not blank, not the screen reader's own message,
  /// not a mix of two lines.
  public func isTellerLine(_ cells: String) -> Bool {
    !cells.allSatisfy(\.isWhitespace) && screenLines.contains { $0.contains(cells) }
  }

  /// The share of the time from `start` to `q` that the braille display
  /// showed a piece of a Teller line (``isTellerLine(_:)``), 0 to 1; nil
  /// without a display or without `q`.
  public func tellerLineShare(from start: LogInstant) -> Double? {
    guard let cells, let end = key("q")?.at else { return nil }
    return cells.share(from: start, to: end, showing: isTellerLine)
  }

  /// The share of the time from `start` to `q` that the braille display
  /// was blank, 0 to 1; nil without a display or without `q`.
  public func blankShare(from start: LogInstant) -> Double? {
    guard let cells, let end = key("q")?.at else { return nil }
    return cells.share(from: start, to: end) { $0.allSatisfy(\.isWhitespace) }
  }

  /// The run's figures, one per line: the tally between `a` and `q`, each
  /// answer's fate, the view, and the braille display's states.
  ///
  /// - Parameter duration: how long a message takes to say whole, for
  ///   the seconds of speech sent; nil when not measured.
  public func figures(duration: (SpokenMessage) -> Double? = { _ in nil }) -> [Figure] {
    var result: [Figure] = []
    if let view { result.append(Figure("\(name).view", view)) }
    let tally = self.tally(duration: duration)
    result += [
      Figure("\(name).utterances", String(tally.utterances), "messages"),
      Figure("\(name).characters", String(tally.characters), "characters"),
      Figure(
        "\(name).speech-sent", tally.secondsSent.map(Decimals.seconds) ?? "unknown",
        tally.secondsSent == nil ? "(not measured)" : "s"),
      Figure("\(name).speech-heard", Decimals.seconds(tally.secondsHeard), "s"),
      Figure(
        "\(name).fates", "\(tally.heard) heard, \(tally.cut) cut, \(tally.dropped) dropped"),
    ]
    for (number, answer) in answers.enumerated() {
      result.append(
        Figure("\(name).answer.\(number + 1).\(answer.key.name)", answer.fate.description))
    }
    if let cells, let start = keys.first?.at, let end = key("q")?.at {
      let settled = start.adding(seconds: ReaderRun.brailleGrace)
      if settled < end, let teller = tellerLineShare(from: settled),
        let blank = blankShare(from: settled)
      {
        result.append(
          Figure("\(name).braille.teller-line", Decimals.fixed(teller * 100, 1), "% of the time"))
        result.append(
          Figure("\(name).braille.blank", Decimals.fixed(blank * 100, 1), "% of the time"))
      }
      for (number, state) in cells.states(from: start, to: end).enumerated() {
        result.append(
          Figure(
            "\(name).braille.\(number + 1)",
            "\"\(state.text)\" at \(Decimals.seconds(start.seconds(to: state.at))) s"))
      }
    }
    return result
  }
}

extension ReaderRun {
  /// One line per message, for reading a run: when it was queued (seconds
  /// from the first key), its client and priority, its fate and its text.
  public var messageLines: [Figure] {
    let start = keys.first?.at ?? messages.first?.queuedAt ?? end
    return messages.enumerated().map { number, message in
      func at(_ instant: LogInstant) -> String { Decimals.seconds(start.seconds(to: instant)) }
      let fate: String
      switch message.fate {
      case .heard(let began, let ended): fate = "heard \(at(began))–\(at(ended))"
      case .cut(let began, let cut): fate = "cut \(at(began))–\(at(cut))"
      case .dropped(let when): fate = "dropped" + (when.map { " at \(at($0))" } ?? "")
      case .speakingAtEnd(let began): fate = "speaking from \(at(began)) at the end"
      }
      let text = message.spokenText
      let shown = text.count > 100 ? String(text.prefix(100)) + "…" : text
      return Figure(
        "\(name).message.\(number + 1)",
        "queued \(at(message.queuedAt)) \(message.client)/\(message.priority), \(fate): \"\(shown)\""
      )
    }
  }
}
