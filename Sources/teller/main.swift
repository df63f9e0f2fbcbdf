import TellerApp
import TellerArguments
import TellerTerminal

// Teller's entry point: parse the command line, then hand over to one command.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: ExitCode
do {
  let parsed = try CommandTable.parser.parse(arguments)
  if parsed.has("help") {
    Shell.writeOut(CommandTable.parser.help(for: parsed.commandPath))
    status = .success
  } else if parsed.has("version") {
    Shell.writeOut("teller \(tellerVersion)\n")
    status = .success
  } else {
    switch parsed.commandPath.dropFirst().first {
    case "console": status = try runConsole(parsed)
    case "simulate": status = try runSimulate(parsed)
    case "inspect": status = try runInspect(parsed)
    case "audit": status = try runAudit(parsed)
    case "voices": status = try runVoices(parsed)
    default: status = try runInteractive(parsed)
    }
  }
} catch {
  Shell.writeError("teller: \(error.message)\n\(error.hint)\n")
  status = error.exitCode
}
Shell.exit(status)
