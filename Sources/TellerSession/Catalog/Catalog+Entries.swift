import TellerAccessibility
import TellerArguments
import TellerBank

extension Catalog {
  /// Every string of the catalog, with sample arguments, in a fixed order.
  ///
  /// A new member of the catalog belongs here too, so completeness tests
  /// see it in every language.
  public var entries: [CatalogEntry] {
    var list: [CatalogEntry] = []
    func add(_ name: String, _ text: String) { list.append(CatalogEntry(name: name, text: text)) }
    list += ScreenMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += AnnouncementMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += ViewMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += ErrorMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += BrailleMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += SimulateMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += SoundMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += SymbolMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += ListMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += HelpScopeMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    add("helpTitle", helpTitle)
    add("helpKeysHeading", helpKeysHeading)
    add("helpCommandsHeading", helpCommandsHeading)
    add("closeHelpLabel", closeHelpLabel)
    add("closeHelpHint", closeHelpHint)
    for entry in helpKeys { add("helpKeys[\(entry.id)]", entry.action) }
    for entry in helpCommands { add("helpCommands[\(entry.id)]", entry.action) }
    add("keysText(Down, Up)", keysText([.down, .up]))
    add("keysText([, ])", keysText([.character("["), .character("]")]))
    add("keyName(R)", keyName(.character("R")))
    for (name, problem) in Self.sampleUsageProblems {
      add("usage(\(name))", message(for: UsageError(problem, command: "teller simulate")))
    }
    add("usageHint", usageHint(for: UsageError(.unknownOption("x"))))
    list += inputEntries
    list += listEntries
    return list
  }

  /// One command-line mistake of each kind, with sample values.
  static let sampleUsageProblems: [(String, UsageError.Problem)] =
    sampleParserProblems + sampleBankProblems.map { ($0, .program(ProgramProblem($1))) }

  /// One mistake of each kind the parser and the option readers find.
  static let sampleParserProblems: [(String, UsageError.Problem)] = [
    ("unknownOption", .unknownOption("frob")),
    ("notLongOption", .notLongOption("-x")),
    ("unexpectedArgument", .unexpectedArgument("extra")),
    ("noSuchSubcommand", .noSuchSubcommand("walk", choices: ["console", "simulate"])),
    ("missingValue", .missingValue(option: "batch", placeholder: "N")),
    ("unexpectedValue", .unexpectedValue(option: "json", value: "yes")),
    ("notAChoice", .notAChoice(option: "ui", choices: ["auto", "linear"], value: "tui")),
    ("notAWholeNumber", .notAWholeNumber(option: "batch", range: 1...1000, value: "0")),
    ("notAnUnsignedNumber", .notAnUnsignedNumber(option: "seed", value: "-1")),
    (
      "notANumber(from to)",
      .notANumber(
        option: "debounce", range: .init(lower: 0, includesLower: true, upper: 60), value: "99")
    ),
    (
      "notANumber(greater than)",
      .notANumber(
        option: "rate", range: .init(lower: 0, includesLower: false, upper: nil), value: "0")
    ),
    (
      "environmentNotAChoice",
      .environmentNotAChoice(variable: "TELLER_UI", choices: ["auto", "json"], value: "x")
    ),
    ("emptyName", .emptyName(option: "voice", examples: ["en", "ko"])),
    ("emptyFileName", .emptyFileName(option: "speech-wav")),
    ("unknownVoice", .unknownVoice(option: "voice", voice: "zz", engine: "eSpeak NG")),
  ]

  /// One bank option problem of each kind, with sample values.
  static let sampleBankProblems: [(String, BankUsageProblem)] = [
    (
      "serviceTimeTooShort",
      .serviceTimeTooShort(option: "loan-time", upperSeconds: 3600, value: "1e-12")
    ),
    ("clerksNeeded(loans)", .clerksNeeded(forLoans: true, upper: 100)),
    ("clerksNeeded(deposits)", .clerksNeeded(forLoans: false, upper: 100)),
    ("tooManyBatchCustomers", .tooManyBatchCustomers(limit: 1_000_000, value: 2_000_000)),
    ("runTooLong", .runTooLong(customers: 5, limitSeconds: 4_000_000_000)),
  ]
}
