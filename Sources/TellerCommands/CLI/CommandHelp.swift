import TellerAccessibility
import TellerArguments
import TellerSession

/// `--help` of every command, in the user's language: the command table's
/// English, or Korean through ``Catalog/helpTranslation``.
public enum CommandHelp {
  /// The help text of the command at a path, such as `["teller",
  /// "simulate"]`.
  public static func text(for path: [String], language: Language) -> String {
    CommandTable.parser.help(for: path, in: Catalog(language: language).helpTranslation)
  }

  /// Every sentence of the command table that help shows: summaries,
  /// usages (but not a list of argument words, such as `bash|zsh|fish`)
  /// and option help, each once, in table order.
  public static func sentences(of root: CommandSpec = CommandTable.root) -> [String] {
    var seen: Set<String> = []
    var result: [String] = []
    func add(_ text: String) {
      if !text.isEmpty && seen.insert(text).inserted { result.append(text) }
    }
    for command in Completions.commands(root) {
      add(command.spec.summary)
      if command.spec.arguments.isEmpty { add(command.spec.usage) }
      command.spec.options.forEach { add($0.help) }
      add(command.spec.discussion)
    }
    return result
  }
}
