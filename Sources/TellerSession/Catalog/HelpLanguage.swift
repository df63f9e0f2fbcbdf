/// The words of help in one language: what each line of the help's table
/// of line commands does, and how a command's syntax reads its argument.
///
/// Each language is a type of its own, in a file of its own
/// (``EnglishHelp``, ``KoreanHelp``), whose members switch over the help's
/// typed IDs with no default: a line, option or command added without its
/// words in every language does not compile. ``Catalog/helpLanguage``
/// chooses the type for the catalog's language.
protocol HelpLanguage: Sendable {
  /// What a line of the help's table of line commands does: "add
  /// customers".
  func action(_ line: LineCommandHelp) -> String
  /// A placeholder in a line command's syntax: "SETTING", "설정".
  func placeholder(_ placeholder: LineCommand.Placeholder) -> String
  /// Words to choose one of, as a list: "low, normal or high".
  func choiceList(_ words: [String]) -> String
}

extension Catalog {
  /// The help's words in the catalog's language.
  var helpLanguage: any HelpLanguage {
    switch language {
    case .english: EnglishHelp()
    case .korean: KoreanHelp()
    }
  }

  /// The line commands, in the order the help shows them, made from
  /// ``LineCommands/standard``: each line names the commands the table
  /// lists on it, with their syntax in this language. Commands are typed
  /// in English in every language.
  public var helpCommands: [HelpEntry] {
    let words = helpLanguage
    let table = LineCommands.standard
    return table.helpLines.map { line in
      let syntaxes = table.commands(on: line).filter(\.isListedInHelp).flatMap {
        $0.syntaxes(choices: words.choiceList, placeholder: words.placeholder)
      }
      return HelpEntry(
        id: line.rawValue, keys: syntaxes.joined(separator: ", "), action: words.action(line))
    }
  }
}
