import TellerAccessibility
import TellerBank

extension ElementTags {
  /// A loan customer's item, in either list: what the "Loan customers"
  /// rotor finds.
  public static let loanCustomer = ElementTags(rawValue: 1 << 0)
  /// A deposit customer's item, in either list: what the "Deposit
  /// customers" rotor finds.
  public static let depositCustomer = ElementTags(rawValue: 1 << 1)

  /// The tag of a customer's item with a work type.
  public static func customer(_ workType: WorkType) -> ElementTags {
    switch workType {
    case .deposit: .depositCustomer
    case .loan: .loanCustomer
    }
  }
}
