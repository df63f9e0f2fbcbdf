import TellerAccessibility
import TellerBank
import TellerWording

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

extension RotorHelpLine {
  /// Every line of the help's rotor settings for a bank, in the order the
  /// help shows them: the screen's own, then each work type's rotor in
  /// the order the rotor offers them.
  public static func lines(_ bank: BankConfiguration) -> [RotorHelpLine] {
    screenLines + CustomerRotors.order(bank).map { .customers($0) }
  }
}
