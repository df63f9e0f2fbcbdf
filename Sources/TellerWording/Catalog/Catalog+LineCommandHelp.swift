import TellerInput

extension Catalog {
  /// The line commands, in the order the help shows them, made from
  /// ``LineCommands/standard``: each line names the commands the table
  /// lists on it, with their syntax in this language. Commands are typed
  /// in English in every language.
  public var helpCommands: [HelpEntry] {
    let table = LineCommands.standard
    return table.helpLines.map { line in
      let syntaxes = table.commands(on: line).filter(\.isListedInHelp).flatMap {
        $0.syntaxes(
          choices: { self[.alternatives($0)] }, placeholder: { self[.placeholder($0)] })
      }
      return HelpEntry(
        id: line.rawValue, keys: syntaxes.joined(separator: ", "), action: self[.action(line)])
    }
  }
}
