import TellerAccessibility
import TellerBank
import TellerWording

/// How a customer is kept in the Waiting and Processing lists: as a
/// ``ListItem`` (serial number, number, clerk, work type as a tag), made
/// into its element only when something reads it.
///
/// A customer's element is the one the lists always had: labelled for the
/// ear ("Customer 4, deposit"), shown as the screen's row ("4 - Deposit"),
/// with the clerk as its value in Processing ("clerk 1") and its work type
/// as a tag for the custom rotors. Its ID is `customer.` and its serial
/// number (``Bank/serial(of:)``), the same in both lists, so a customer is
/// one element from arrival to departure; before the first reset the
/// serial is the customer's number, and after one the shown number starts
/// again at 1 while the ID does not.
struct CustomerItems: ListItemTemplate {
  /// The prefix of every customer's ID.
  static let prefix = "customer"

  /// The wording of labels and values.
  let catalog: Catalog
  /// Whether the list shows each customer's clerk: Processing does.
  let showsClerk: Bool

  var idPrefix: String { Self.prefix }

  func element(for item: ListItem, id: ElementID) -> Element {
    let number = Int(item.number)
    guard let workType = WorkType(customerTags: item.tags) else {
      preconditionFailure("customer \(number) has no work type's tag")
    }
    return Element(
      id: id, label: catalog[.customerLabel(number: number, workType: workType)],
      value: showsClerk ? catalog[.clerkName(Int(item.detail))] : "", traits: .staticText,
      tags: item.tags,
      shownLabel: catalog[.customerRowLabel(number: number, workType: workType)])
  }

  /// A customer's item, with its serial number as the key and, at a
  /// clerk, the clerk's number.
  static func item(_ customer: Customer, serial: Int, clerk: Int = 0) -> ListItem {
    guard let number = Int32(exactly: customer.number), let clerk = UInt16(exactly: clerk) else {
      preconditionFailure("customer \(customer.number) or clerk \(clerk) is too big for the screen")
    }
    return ListItem(key: serial, number: number, detail: clerk, tags: .customer(customer.workType))
  }
}
