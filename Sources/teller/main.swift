import TellerAccessibility
import TellerArguments
import TellerCommands
import TellerSession
import TellerTerminal
import TellerWording

// Teller's entry point: parse the command line, fill in the configuration
// file's defaults (for `teller` itself), then hand over to one command.
// Every way out goes through Shell.exit, which turns a lost write into 74.
Shell.prepareStandardStreams()
let arguments = Array(CommandLine.arguments.dropFirst())
let locale = Shell.messagesLocale
// The words of the command line's language (its --lang, or the locale's),
// until the configuration file is read.
let commandLine = Catalog(language: .ofCommandLine(arguments, locale: locale))
// A crash says its line in the user's language: the command line's until
// the configuration file is read, then the session's.
CrashEnding.prepare(in: commandLine)
if let charset = Shell.characterLocale, OutputCharset.differsFromUTF8(locale: charset) {
  Shell.writeError(Catalog.standardErrorLine(commandLine.writesUTF8(locale: charset)))
}
// A lost write that no command said is said at exit in the command line's
// language: the configuration file is not read again to find one.
Shell.exit(runTeller(arguments, locale: locale, commandLine: commandLine), in: commandLine)

/// Runs one command line and returns its exit status.
///
/// - Parameter commandLine: the words of the command line's language, for
///   its mistakes and the configuration file's.
func runTeller(_ arguments: [String], locale: String?, commandLine: Catalog) -> ExitCode {
  let parsed: ParsedArguments
  do {
    parsed = try CommandTable.parser.parse(arguments)
  } catch {
    return reportUsage(error, catalog: commandLine)
  }
  // The configuration file sets defaults of `teller` itself; `--version`
  // needs none, and `--help` needs no valid one: it takes the file's
  // language when the file is sound, and ignores a file with a mistake,
  // since the mistake's own message sends the user to `teller --help`.
  var defaults: ConfigDefaults?
  if parsed.commandPath.count == 1 && !parsed[SessionOptionTable.version],
    let path = ConfigFileReader.path
  {
    do {
      if let file = try ConfigFileReader.read(path: path) {
        defaults = try ConfigDefaults(
          file, arguments: parsed, command: CommandTable.root, environment: Shell.environment)
      }
    } catch  where !parsed.wantsHelp {
      return reportConfig(error, catalog: commandLine)
    } catch {
      defaults = nil
    }
  }
  let configured = defaults?.arguments ?? parsed
  let language = Language.of(configured, locale: locale)
  let catalog = language == commandLine.language ? commandLine : Catalog(language: language)
  CrashEnding.prepare(in: catalog)
  do {
    return try runCommand(configured, catalog: catalog)
  } catch {
    if let blamed = defaults?.blame(error) { return reportConfig(blamed, catalog: catalog) }
    return reportUsage(error, catalog: catalog)
  }
}

/// Runs the command a parsed command line names.
func runCommand(_ parsed: ParsedArguments, catalog: Catalog) throws(UsageError) -> ExitCode {
  if parsed.wantsHelp {
    let help = CommandTable.parser.help(for: parsed.commandPath, words: catalog.helpWords)
    return Shell.emit(help, status: .success, in: catalog)
  }
  if parsed[SessionOptionTable.version] {
    return Shell.emit(versionLine(commit: sourceCommit) + "\n", status: .success, in: catalog)
  }
  return try tellerCommand(for: parsed).run(parsed, catalog: catalog)
}

/// Says what is wrong with the command line, and the help to read, in one
/// line: 64.
func reportUsage(_ error: UsageError, catalog: Catalog) -> ExitCode {
  Shell.writeError(Catalog.standardErrorLine(catalog.usageLine(for: error)))
  return error.exitCode
}

/// Says what is wrong with the configuration file, naming its line: 78.
func reportConfig(_ error: ConfigError, catalog: Catalog) -> ExitCode {
  Shell.writeError(Catalog.standardErrorLine(catalog.message(for: error)))
  return error.exitCode
}
