import TellerArguments

extension Catalog {
  /// A mistake in the configuration file, in one line that starts with
  /// `file:line` and names the key: "/home/ana/.config/teller/config:3:
  /// unknown key 'langage'; did you mean 'lang'?"
  ///
  /// The path, keys and values are outside text: they pass through
  /// `visibleText(_:)`, and quotations stop at ``ScriptLine/quoteLimit``
  /// characters.
  public func message(for error: ConfigError) -> String {
    self[.problem(error.problem, place: visibleText(error.place))]
  }
}
