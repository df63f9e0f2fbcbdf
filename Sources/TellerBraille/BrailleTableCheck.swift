import TellerArguments
import TellerPlatform
import TellerSession

/// Whether the braille table asked for (`--braille-table`) exists, found
/// the way liblouis's own resolver finds a table, so a misspelt name is a
/// usage error before the session starts rather than a display that
/// quietly shows something else.
///
/// Each table of a comma-separated list is looked for as a path as given
/// (absolute, or from the working directory), then beside the list's
/// first table, then in each folder of `LOUIS_TABLEPATH` (and its
/// `liblouis/tables`), or, with that unset, in
/// ``LiblouisLibrary/tablesFolder``. A table that exists but does not
/// compile is not a usage error: it is said once when braille starts.
public enum BrailleTableCheck {
  /// The folders liblouis searches, in order.
  ///
  /// - Parameter environment: looks up an environment variable.
  public static func searchFolders(environment: (String) -> String?) -> [String] {
    let variable = environment(LiblouisLibrary.tablePathVariable) ?? ""
    if variable.isEmpty { return [LiblouisLibrary.tablesFolder] }
    return variable.split(separator: ",", omittingEmptySubsequences: false).flatMap { folder in
      let folder = folder.isEmpty ? "." : String(folder)
      return [folder, folder + "/liblouis/tables"]
    }
  }

  /// The first table of a list that none of the places holds, or nil when
  /// every one is found.
  ///
  /// - Parameters:
  ///   - list: one table, or several separated by commas.
  ///   - environment: looks up an environment variable.
  public static func missingTable(in list: String, environment: (String) -> String?) -> String? {
    let folders = searchFolders(environment: environment)
    var base: String?
    for table in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      if table.isEmpty { return table }
      var places = [table] + folders.map { $0 + "/" + table }
      if let base, let slash = base.lastIndex(of: "/") {
        places.insert(String(base[...slash]) + table, at: 0)
      }
      guard places.contains(where: FileSystem.isFile) else { return table }
      if base == nil { base = table }
    }
    return nil
  }

  /// Checks the table asked for, when braille is on and liblouis loads.
  ///
  /// Without liblouis nothing is checked here: braille says once that
  /// liblouis is needed.
  ///
  /// - Throws: ``UsageError`` naming `--braille-table` when a table of the
  ///   list is in none of liblouis's folders.
  public static func check(
    _ options: BrailleOptions, command: String, environment: (String) -> String?
  ) throws(UsageError) {
    guard options.isEnabled, let table = options.table, LiblouisLibrary.shared != nil else {
      return
    }
    guard let missing = missingTable(in: table, environment: environment) else { return }
    throw UsageError(
      .unknownBrailleTable(
        option: "braille-table", value: missing,
        searched: searchFolders(environment: environment), examples: BrailleOptions.exampleTables),
      command: command)
  }
}
