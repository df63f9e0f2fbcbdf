import TellerInput

/// Keys and symbols as they are spoken: the names of printable symbols in
/// words, and the key that lines meant to be heard name for a command.
///
/// A speech synthesizer, and a screen reader at its usual punctuation
/// level, says nothing for `?` ("Press for help"), so every line meant to
/// be heard names a symbol in words: "question mark", "물음표".
extension Catalog {
  /// The key a spoken line names for a command: the first one the
  /// standard table binds, which is the printable one where there is one,
  /// in words ("question mark", "n").
  public func spokenKey(for command: SessionCommand) -> String {
    KeyBindings.standard.keys(for: command).first.map(keyName) ?? ""
  }

  /// A printable symbol's name in words, or nil for a letter, a digit or
  /// a symbol without one here.
  public func symbolName(_ character: Character) -> String? {
    let name = self[.keyName(character)]
    return name.isEmpty ? nil : name
  }

  /// A symbol's name as speech says it when the symbol stands alone, as a
  /// key does in "Press ? for help": "question mark", "물음표"; nil for a
  /// character that has no spoken name here (letters, digits, dashes,
  /// which read as a pause, and anything not listed).
  public func spokenSymbolName(_ symbol: Character) -> String? {
    let name = self[.spokenName(symbol)]
    return name.isEmpty ? nil : name
  }
}
