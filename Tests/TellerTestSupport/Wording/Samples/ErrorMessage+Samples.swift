import TellerInput
import TellerWording

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
  public static var samples: [LineCommandError] {
    func line(_ text: String) -> ScriptLine { ScriptLine(text) }
    return [
      .unknownCommand(line("xyz")), .unknownCommand(line("ad"), suggestion: "add"),
      .keyAsLine(line("a"), lineCommand: "add"), .keyAsLine(line("m"), lineCommand: nil),
      .takesNothing(line("add 3"), alternative: nil),
      .takesNothing(line("history 3"), alternative: "back"),
      .needsMore(line("cell"), endings: ["right", "left", "down", "up"]),
      .needsMore(line("start row"), endings: ["of row"]),
      .jumpNeedsKind(line("next 3"), forward: true), .customerNeedsNumber(line("go to customer")),
      .rotorNeedsSetting(line("rotor")), .rotorHeadingNeedsLevel(line("rotor heading 9")),
      .readNeedsAll(line("read")), .historyNeedsDirection(line("history 3")),
      .verbosityNeedsLevel(line("verbosity")), .hintsNeedsSwitch(line("hints maybe")),
      .waitNeedsDuration(line("wait abc")), .waitNegative(line("wait -1s")),
      .lineTooLong(line("add add add")),
    ]
  }
}
