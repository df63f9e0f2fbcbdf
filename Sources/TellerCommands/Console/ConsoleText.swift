import TellerAccessibility
import TellerBank
import TellerSession
import TellerWording

/// The console app's texts, in Korean and English, exactly as the exercise
/// gives them: ``ConsoleMessage``s worded by a catalog.
public struct ConsoleText: Hashable, Sendable {
  /// The catalog that words every line.
  public let catalog: Catalog

  /// Creates the texts worded by `catalog`.
  public init(catalog: Catalog) { self.catalog = catalog }

  /// The language of the texts.
  public var language: Language { catalog.language }

  /// The menu's choice lines, shown before the prompt.
  public var menu: [String] { [catalog[.openChoice], catalog[.quitChoice]] }

  /// The prompt, ending with a space; the answer follows on the same line.
  public var prompt: String { catalog[.prompt] }

  /// What is said after input that is neither 1 nor 2.
  public var invalidChoice: String { catalog[.invalidChoice] }

  /// A work type's name as the console says it.
  public func name(of type: WorkType) -> String { catalog[.workName(type)] }

  /// A clerk started serving a customer: `3번 고객 대출업무 시작`.
  public func started(_ customer: Customer) -> String {
    catalog[.started(number: customer.number, work: customer.workType)]
  }

  /// A clerk finished serving a customer: `11번 고객 예금업무 완료`.
  public func finished(_ customer: Customer) -> String {
    catalog[.finished(number: customer.number, work: customer.workType)]
  }

  /// The closing line of a business day, with the time to 2 decimals.
  public func closed(customers: Int, time: ModelTime) -> String {
    catalog[.closed(customers: customers, time: time)]
  }
}
