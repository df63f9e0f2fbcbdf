import TellerAccessibility
import TellerBank

/// The screen's custom rotors: one per work type of the bank, such as
/// "Loan customers", each finding the customers of its type by their tag
/// (``ElementTags/customer(_:)``). The help lists them in the same order.
public enum CustomerRotors {
  /// The types whose rotors come first, in order: loans, as the rotor has
  /// always offered them. Every other type's rotor follows in table order.
  public static let leading: [WorkType] = [.loan]

  /// A bank's work types in the order their rotors come.
  public static func order(_ bank: BankConfiguration) -> [WorkType] {
    let types = bank.types
    let first = leading.filter(types.contains)
    return first + types.filter { !first.contains($0) }
  }

  /// A bank's rotors, named in a catalog.
  public static func rotors(_ bank: BankConfiguration, catalog: Catalog) -> [CustomRotor] {
    order(bank).map { CustomRotor(name: catalog[.rotorName($0)], tags: .customer($0)) }
  }
}
