import TellerPlatform
import TellerSession

/// Finds and reads a terminal's compiled terminfo entry, where ncurses
/// looks for it: `TERMINFO`, `~/.terminfo`, `TERMINFO_DIRS`, then
/// `/etc/terminfo`, `/lib/terminfo` and `/usr/share/terminfo`, each under a
/// folder named by the first letter (or its hexadecimal code).
public enum TerminfoEntry {
  /// The `colors` of the entry for `TERM`: 0 for an entry without colour,
  /// nil when no entry is found or it cannot be read.
  public static func colors(term: String?, environment: (String) -> String?) -> Int? {
    guard let term, !term.isEmpty, !term.contains("/"), term != ".", term != "..",
      let first = term.unicodeScalars.first
    else { return nil }
    var folders: [String] = []
    if let own = environment("TERMINFO"), !own.isEmpty { folders.append(own) }
    if let home = environment("HOME"), !home.isEmpty { folders.append(home + "/.terminfo") }
    let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
    if let dirs = environment("TERMINFO_DIRS"), !dirs.isEmpty {
      for dir in dirs.split(separator: ":", omittingEmptySubsequences: false) {
        if dir.isEmpty { folders += system } else { folders.append(String(dir)) }
      }
    }
    folders += system
    let letter = String(first)
    let hex = String(first.value, radix: 16)
    for folder in folders {
      for sub in [letter, hex] {
        let path = folder + "/" + sub + "/" + term
        if let bytes = try? TextFile.readBytes(path: path, limit: 1 << 16) {
          return TerminfoColors.colors(inEntry: bytes)
        }
      }
    }
    return nil
  }
}
