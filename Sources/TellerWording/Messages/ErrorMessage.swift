import TellerInput
/// The words of a session's errors and refusals: bad line commands, unknown
/// keys, the history's ends, the rotor, hints, and the line an error is on.
///
/// Text from the user is made visible by the renderer
/// (`visibleText(_:)`, `visibleQuote(_:)`), so control characters never
/// reach the terminal.
public enum ErrorMessage: Hashable, Sendable {
  /// A bad line command: "Unknown command 'xyz' on line 3. Type help for
  /// commands."
  case unknownCommand(String, line: Int?)
  /// A command given without the value it needs.
  case missingArgument(command: String, line: Int?)
  /// A value a command cannot use.
  case invalidValue(String, command: String, line: Int?)
  /// What is wrong with a script line, without its line number.
  case lineProblem(LineCommandError)
  /// A key that does nothing, with the help key in words.
  case unknownKey(String, helpKey: String)
  /// The name of a key sequence the decoder does not know.
  case unknownKeySequence
  /// What starts an error line in linear output: "Error: ".
  case errorPrefix
  /// Said when the history is asked for before anything was announced.
  case noAnnouncements
  /// Said when stepping back past the oldest announcement kept.
  case noOlderAnnouncement
  /// Said when stepping forward past the newest announcement.
  case noNewerAnnouncement
  /// Said when hints are turned on or off.
  case hintsChanged(Bool)
  /// The rotor part of "where am I": "rotor: Headings".
  case rotorIs(String)
  /// A line asks for a rotor setting the screen does not offer.
  case noSuchRotor(String, line: Int?)
  /// An error in a script line, naming the line: "Line 3: …".
  case lineError(String, line: Int)
  /// Said when "where am I" finds nothing focused.
  case nothingFocused
  /// A wait would take the session past the latest model time.
  case waitTooLong(line: Int?)
  /// An add cut short by the bank's most customers at once: how many were
  /// added of how many asked, the limit, and how to reset.
  case customerLimitReached(added: Int, asked: Int, limit: Int, reset: CommandWay)
}

/// How a sentence tells the user to give a command: a key, named in
/// words ("x"), when keys drive the session, or a line command ("reset")
/// when lines do.
public enum CommandWay: Hashable, Sendable {
  /// A key, in words.
  case key(String)
  /// A line command's words.
  case line(String)
}

extension ErrorMessage: MessageSamples {
  /// The cases of ``ErrorMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case unknownCommand, missingArgument, invalidValue, lineProblem, unknownKey
    case unknownKeySequence, errorPrefix, noAnnouncements, noOlderAnnouncement
    case noNewerAnnouncement, hintsChanged, rotorIs, noSuchRotor, lineError, nothingFocused
    case waitTooLong, customerLimitReached
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .unknownCommand: .unknownCommand
    case .missingArgument: .missingArgument
    case .invalidValue: .invalidValue
    case .lineProblem: .lineProblem
    case .unknownKey: .unknownKey
    case .unknownKeySequence: .unknownKeySequence
    case .errorPrefix: .errorPrefix
    case .noAnnouncements: .noAnnouncements
    case .noOlderAnnouncement: .noOlderAnnouncement
    case .noNewerAnnouncement: .noNewerAnnouncement
    case .hintsChanged: .hintsChanged
    case .rotorIs: .rotorIs
    case .noSuchRotor: .noSuchRotor
    case .lineError: .lineError
    case .nothingFocused: .nothingFocused
    case .waitTooLong: .waitTooLong
    case .customerLimitReached: .customerLimitReached
    }
  }

  /// Samples of one kind, with typical payloads.
  public static func samples(of kind: Kind) -> [ErrorMessage] {
    switch kind {
    case .unknownCommand: [.unknownCommand("xyz", line: 3), .unknownCommand("xyz", line: nil)]
    case .missingArgument: [.missingArgument(command: "wait", line: 4)]
    case .invalidValue: [.invalidValue("abc", command: "wait", line: 5)]
    case .lineProblem: LineCommandError.samples.map { .lineProblem($0) }
    case .unknownKey: [.unknownKey("x", helpKey: "?")]
    case .unknownKeySequence: [.unknownKeySequence]
    case .errorPrefix: [.errorPrefix]
    case .noAnnouncements: [.noAnnouncements]
    case .noOlderAnnouncement: [.noOlderAnnouncement]
    case .noNewerAnnouncement: [.noNewerAnnouncement]
    case .hintsChanged: [.hintsChanged(true), .hintsChanged(false)]
    case .rotorIs: [.rotorIs("X")]
    case .noSuchRotor: [.noSuchRotor("xyz", line: 2), .noSuchRotor("xyz", line: nil)]
    case .lineError: [.lineError("X", line: 3)]
    case .nothingFocused: [.nothingFocused]
    case .waitTooLong: [.waitTooLong(line: 7), .waitTooLong(line: nil)]
    case .customerLimitReached:
      [
        .customerLimitReached(added: 4, asked: 10, limit: 1_000_000, reset: .key("x")),
        .customerLimitReached(added: 0, asked: 10, limit: 1_000_000, reset: .line("reset")),
      ]
    }
  }
}

extension LineCommandError {
  /// One error of each kind, on sample lines.
  static var samples: [LineCommandError] {
    func line(_ text: String) -> ScriptLine { ScriptLine(text) }
    return [
      .unknownCommand(line("xyz")), .unknownCommand(line("ad"), suggestion: "add"),
      .keyAsLine(line("a"), lineCommand: "add"), .keyAsLine(line("m"), lineCommand: nil),
      .takesNothing(line("add 3"), alternative: nil),
      .takesNothing(line("history 3"), alternative: "back"),
      .jumpNeedsKind(line("next 3"), forward: true), .customerNeedsNumber(line("go to customer")),
      .rotorNeedsSetting(line("rotor")), .rotorHeadingNeedsLevel(line("rotor heading 9")),
      .readNeedsAll(line("read")), .historyNeedsDirection(line("history 3")),
      .verbosityNeedsLevel(line("verbosity")), .hintsNeedsSwitch(line("hints maybe")),
      .waitNeedsDuration(line("wait abc")), .waitNegative(line("wait -1s")),
      .lineTooLong(line("add add add")),
    ]
  }
}
