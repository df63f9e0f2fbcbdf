extension Catalog {
  /// The entries of the catalog's members about input and the help's
  /// scope, for ``entries``.
  var inputEntries: [CatalogEntry] {
    var list = [
      CatalogEntry(name: "helpRefusedKeys", text: helpRefusedKeys.text),
      CatalogEntry(name: "helpRotorHeading", text: helpRotorHeading),
    ]
    for entry in helpRotorSettings {
      list.append(CatalogEntry(name: "helpRotorSettings[\(entry.id)]", text: entry.text))
    }
    return list
  }
}
