import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerWording

/// A third work type that no line of Teller's sources knows: audits (감사),
/// a row the tests add after the exercise's deposits and loans, with their
/// names in both languages. The tests run it through the bank, the
/// screen, the statistics, `simulate` and the console, to show that a new
/// work type is data: a row of the table and a name in each language.
public enum AuditWorkType {
  /// The audits' row: one clerk at 0.5 s, a fifth of the customers.
  public static let settings = WorkTypeSettings(
    "audit", clerks: 1, serviceTime: .milliseconds(500), share: 0.2)

  /// The exercise's bank with audits added after deposits and loans, and
  /// a seed whose first add draws audits: customers 1 and 3 of its ten.
  public static let bank: BankConfiguration = {
    var bank = BankConfiguration(seed: 2)
    _ = bank.addWorkType(settings)
    return bank
  }()

  /// The audits' type: the third row.
  public static let type = WorkType(index: 2)

  /// A language's wording with the audits' names added.
  public static func wording(_ language: Language) -> any Wording {
    switch language {
    case .english:
      EnglishWording(
        workTypeNames: EnglishWording.standardWorkTypeNames.adding(
          type, name: "audit", title: "Audit", short: "Aud"))
    case .korean:
      KoreanWording(
        workTypeNames: KoreanWording.standardWorkTypeNames.adding(
          type, name: "감사", title: "감사", short: "감사"))
    }
  }

  /// A language's catalog that names audits.
  public static func catalog(_ language: Language) -> Catalog {
    Catalog(language: language, wording: wording(language))
  }

  /// A session on the audits' bank, worded by catalogs that name them.
  public static func session(
    _ language: Language = .english, bank: BankConfiguration = AuditWorkType.bank,
    inputIsKeys: Bool = false, terminalView: TerminalView? = nil
  ) -> Session {
    Session(
      settings: SessionSettings(
        language: language, bank: bank, inputIsKeys: inputIsKeys, terminalView: terminalView),
      catalog: catalog(language), englishCatalog: catalog(.english))
  }
}
