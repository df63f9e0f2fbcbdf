import TellerAccessibility
import TellerArguments
import TellerSession
import TellerWording

/// `--help` of every command, in a catalog's wording.
public enum CommandHelp {
  /// The help text of the command at a path, such as `["teller",
  /// "simulate"]`, in a catalog's wording: English, Korean or the
  /// test-only pseudo-language.
  public static func text(for path: [String], catalog: Catalog) -> String {
    CommandTable.parser.help(for: path, words: catalog.helpWords)
  }

  /// The path of every command of the table, top first, such as
  /// `["teller", "simulate"]`.
  public static func paths(of root: CommandSpec = CommandTable.root) -> [[String]] {
    Completions.commands(root).map { $0.path.split(separator: " ").map(String.init) }
  }
}
