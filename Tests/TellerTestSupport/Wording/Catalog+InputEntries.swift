import TellerArguments
import TellerBank
import TellerInput
import TellerSession
import TellerWording

extension Catalog {
  /// The entries of the catalog's members about input and the help's
  /// scope, for ``entries``.
  public var inputEntries: [CatalogEntry] {
    var list = [
      CatalogEntry(name: "helpRefusedKeys", text: helpRefusedKeys.text),
      CatalogEntry(name: "helpRotorHeading", text: self[.rotorHeading]),
      CatalogEntry(name: "usageLine", text: usageLine(for: UsageError(.unknownOption("x")))),
    ]
    list.append(
      CatalogEntry(
        name: "unknownKey(sequence)", text: message(for: .unknownKey(.unknown("\\e[99~")))))
    for entry in helpRotorSettings(BankConfiguration()) {
      list.append(CatalogEntry(name: "helpRotorSettings[\(entry.id)]", text: entry.text))
    }
    return list
  }
}
