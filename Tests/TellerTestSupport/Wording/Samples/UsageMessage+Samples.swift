import TellerArguments
import TellerBank
import TellerWording

extension UsageMessage: MessageSamples {
  /// The cases of ``UsageMessage``, a kind for each problem.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case unknownOption, notLongOption, unexpectedArgument, noSuchSubcommand, notAnArgument
    case missingArgument, missingValue, unexpectedValue, notAChoice, notAWholeNumber
    case notAnUnsignedNumber, notANumber, environmentNotAChoice, emptyName, emptyFileName
    case unknownVoice, needsOption, program, unknownBrailleTable, hint
    case serviceTimeTooShort, clerksNeeded, sharesOverOne, tooManyBatchCustomers, runTooLong
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .problem(let problem, _): Self.kind(of: problem)
    case .hint: .hint
    case .bank(.serviceTimeTooShort): .serviceTimeTooShort
    case .bank(.clerksNeeded): .clerksNeeded
    case .bank(.sharesOverOne): .sharesOverOne
    case .bank(.tooManyBatchCustomers): .tooManyBatchCustomers
    case .bank(.runTooLong): .runTooLong
    }
  }

  /// The kind of a problem the parser and the option readers find.
  public static func kind(of problem: UsageError.Problem) -> Kind {
    switch problem {
    case .unknownOption: .unknownOption
    case .notLongOption: .notLongOption
    case .unexpectedArgument: .unexpectedArgument
    case .noSuchSubcommand: .noSuchSubcommand
    case .notAnArgument: .notAnArgument
    case .missingArgument: .missingArgument
    case .missingValue: .missingValue
    case .unexpectedValue: .unexpectedValue
    case .notAChoice: .notAChoice
    case .notAWholeNumber: .notAWholeNumber
    case .notAnUnsignedNumber: .notAnUnsignedNumber
    case .notANumber: .notANumber
    case .environmentNotAChoice: .environmentNotAChoice
    case .emptyName: .emptyName
    case .emptyFileName: .emptyFileName
    case .unknownVoice: .unknownVoice
    case .needsOption: .needsOption
    case .program: .program
    case .unknownBrailleTable: .unknownBrailleTable
    }
  }

  private static let loanless = BankUsageProblem.NoCustomers.share(
    option: "loan-share", value: "0")
  private static let onlyLoans = BankUsageProblem.NoCustomers.share(
    option: "loan-share", value: "1")

  /// Samples of one kind, with sample values, as `teller simulate`'s.
  public static func samples(of kind: Kind) -> [UsageMessage] {
    switch kind {
    case .hint: [.hint(command: "teller simulate")]
    case .serviceTimeTooShort:
      [.bank(.serviceTimeTooShort(option: "loan-time", upperSeconds: 3600, value: "1e-12"))]
    case .clerksNeeded:
      [
        .bank(.clerksNeeded(.loan, option: "loan-clerks", unless: loanless, upper: 100)),
        .bank(.clerksNeeded(.deposit, option: "deposit-clerks", unless: onlyLoans, upper: 100)),
        .bank(
          .clerksNeeded(
            .deposit, option: "deposit-clerks",
            unless: .sharesAddUpToOne(["loan-share", "audit-share"]), upper: 100)),
      ]
    case .sharesOverOne:
      [.bank(.sharesOverOne(options: ["loan-share", "audit-share"], total: "1.2"))]
    case .tooManyBatchCustomers:
      [.bank(.tooManyBatchCustomers(limit: 1_000_000, value: 2_000_000))]
    case .runTooLong: [.bank(.runTooLong(customers: 5, limitSeconds: 4_000_000_000))]
    case .program:
      [
        problem(
          .program(
            ProgramProblem(
              BankUsageProblem.clerksNeeded(
                .loan, option: "loan-clerks", unless: loanless, upper: 9))))
      ]
    case .unknownOption:
      [problem(.unknownOption("frob")), problem(.unknownOption("ix", suggestion: "ui"))]
    case .notLongOption: [problem(.notLongOption("-x"))]
    case .unexpectedArgument: [problem(.unexpectedArgument("extra"))]
    case .noSuchSubcommand:
      [
        problem(.noSuchSubcommand("walk", choices: ["console", "simulate"])),
        problem(
          .noSuchSubcommand("simulat", choices: ["console", "simulate"], suggestion: "simulate")),
      ]
    case .notAnArgument: [problem(.notAnArgument("zsh2", choices: ["bash", "zsh", "fish"]))]
    case .missingArgument: [problem(.missingArgument(choices: ["bash", "zsh", "fish"]))]
    case .missingValue: [problem(.missingValue(option: "batch", placeholder: "N"))]
    case .unexpectedValue: [problem(.unexpectedValue(option: "json", value: "yes"))]
    case .notAChoice:
      [problem(.notAChoice(option: "ui", choices: ["auto", "linear"], value: "tui"))]
    case .notAWholeNumber:
      [problem(.notAWholeNumber(option: "batch", range: 1...1000, value: "0"))]
    case .notAnUnsignedNumber: [problem(.notAnUnsignedNumber(option: "seed", value: "-1"))]
    case .notANumber:
      [
        problem(
          .notANumber(
            option: "debounce", range: .init(lower: 0, includesLower: true, upper: 60),
            value: "99")),
        problem(
          .notANumber(
            option: "rate", range: .init(lower: 0, includesLower: false, upper: nil), value: "0")),
      ]
    case .environmentNotAChoice:
      [
        problem(
          .environmentNotAChoice(variable: "TELLER_UI", choices: ["auto", "json"], value: "x"))
      ]
    case .emptyName: [problem(.emptyName(option: "voice", examples: ["en", "ko"]))]
    case .emptyFileName: [problem(.emptyFileName(option: "speech-wav"))]
    case .unknownVoice:
      [problem(.unknownVoice(option: "voice", voice: "zz", engine: "eSpeak NG"))]
    case .needsOption:
      [problem(.needsOption(option: "braille-table", requires: "braille", value: "on"))]
    case .unknownBrailleTable:
      [
        problem(
          .unknownBrailleTable(
            option: "braille-table", value: "zz.ctb", searched: ["/usr/share/liblouis/tables"],
            examples: ["en-ueb-g2.ctb", "ko-2006-g1.ctb"]))
      ]
    }
  }

  /// A problem of `teller simulate`'s command line.
  private static func problem(_ problem: UsageError.Problem) -> UsageMessage {
    .problem(problem, command: "teller simulate")
  }
}
