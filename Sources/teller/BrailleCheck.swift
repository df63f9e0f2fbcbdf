import TellerApp
import TellerArguments
import TellerBraille
import TellerTerminal

/// Reads `--braille`, `--braille-flash` and `TELLER_BRAILLE` for `teller`,
/// the interactive bank, and says in one line on standard error when
/// braille is asked for but not shown.
///
/// - Throws: ``UsageError`` naming `--braille-flash` or `TELLER_BRAILLE`
///   when its value is wrong.
func checkBraille(_ arguments: ParsedArguments) throws(UsageError) {
  let options = try BrailleOptions(
    arguments, environment: Shell.environment(BrailleOptions.environmentVariable))
  guard options.isEnabled else { return }
  do {
    _ = try BrlAPILibrary()
    Shell.writeError(
      BrailleUnavailable("this version of Teller does not drive a braille display yet.").message)
  } catch {
    Shell.writeError(error.message)
  }
}
