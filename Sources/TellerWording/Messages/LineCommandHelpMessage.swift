import TellerInput

/// The words of the help's table of line commands: what each line does,
/// and how a command's syntax names its argument. Commands are typed in
/// English in every language; choices are joined as
/// ``KeyNameMessage/alternatives(_:)``.
public enum LineCommandHelpMessage: Hashable, Sendable {
  /// What a line of the table does: "add customers".
  case action(LineCommandHelp)
  /// A placeholder in a command's syntax: "SETTING", "설정".
  case placeholder(LineCommand.Placeholder)
}
