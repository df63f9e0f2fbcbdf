import TellerAccessibility
import TellerBank

extension BankScreen {
  /// Whether an element is a customer's item, in either list.
  public static func isCustomer(_ element: Element) -> Bool {
    element.id.rawValue.hasPrefix(customerPrefix)
  }

  /// The work type of a customer's item, or nil for any other element.
  ///
  /// The work type is read from the label's second part ("Customer 4,
  /// loan", "4번 고객, 대출") in any language, so the predicates work on a
  /// tree built in English or Korean.
  public static func workType(of element: Element) -> WorkType? {
    guard isCustomer(element) else { return nil }
    let parts = element.label.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count >= 2 else { return nil }
    let name = parts[1].drop { $0 == " " }
    for (type, names) in workTypeNames where names.contains(where: { $0 == name }) {
      return type
    }
    return nil
  }

  /// Whether an element is a loan customer's item: the predicate of the
  /// "Loan customers" custom rotor.
  public static func isLoanCustomer(_ element: Element) -> Bool {
    workType(of: element) == .loan
  }

  /// Whether an element is a deposit customer's item: the predicate of the
  /// "Deposit customers" custom rotor.
  public static func isDepositCustomer(_ element: Element) -> Bool {
    workType(of: element) == .deposit
  }

  private static let workTypeNames: [(WorkType, [String])] = WorkType.allCases.map { type in
    (type, Language.allCases.map { Catalog(language: $0).workTypeName(type) })
  }
}
