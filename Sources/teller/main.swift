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
  // Mistakes are reported in the user's language: --lang if it is there
  // and valid, otherwise the locale's.
  let catalog = Catalog(
    language: .ofCommandLine(arguments, locale: Shell.messagesLocale))
  Shell.writeError("teller: \(catalog.message(for: error))\n\(catalog.usageHint(for: error))\n")
  status = error.exitCode
}
Shell.exit(status)
