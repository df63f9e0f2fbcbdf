import TellerArguments
import TellerCommands
import TellerPlatform
import TellerSession
import TellerTerminal
import TellerWording

/// Runs `teller inspect`: a script in virtual time, then the screen's tree.
///
/// Bad script lines are reported on standard error with their line
/// numbers; the dump is still printed and the exit status is 65. A missing
/// script file exits 66.
enum InspectCommand: TellerCommand {
  static let spec = CommandTable.inspect

  static func run(_ arguments: ParsedArguments, catalog: Catalog) throws(UsageError) -> ExitCode {
    let settings = try SessionSettings(arguments, locale: Shell.messagesLocale, inputIsKeys: false)
    var script = ""
    if let path = arguments[CommandTable.script] {
      do {
        script = try TextFile.read(path: path)
      } catch {
        Shell.writeError(
          "teller inspect: --\(CommandTable.script.name): \(catalog[error.wording])\n")
        return error.exitCode
      }
    }
    let run = ScriptRun(script: script, settings: settings)
    let renderer = LinearRenderer(errorPrefix: catalog[.errorPrefix])
    let errors = run.records.filter { $0.kind == .error }.map { renderer.render($0) + "\n" }
    do throws(PresentationError) {
      try Shell.write(errors.joined(), to: 2, named: .standardError)
    } catch {
      return Shell.outputFailed(error, status: run.exitCode, in: catalog)
    }
    return Shell.emit(run.dump, status: run.exitCode, in: catalog)
  }
}
