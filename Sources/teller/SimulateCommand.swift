import TellerArguments
import TellerBank
import TellerCommands
import TellerSession
import TellerTerminal

/// Runs `teller simulate`: the bank fast-forward, then its statistics as
/// text or, with `--json`, as one JSON object. The wall time is measured
/// here, on the continuous clock.
enum SimulateCommand: TellerCommand {
  static let spec = CommandTable.simulate

  static func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
    let options = try SimulateOptions(arguments, locale: Shell.messagesLocale)
    let clock = ContinuousClock()
    let start = clock.now
    let statistics = options.simulation.run()
    let elapsed = (clock.now - start).components
    let wallSeconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    return Shell.emit(
      options.json
        ? SimulateReport.json(statistics, options: options, wallSeconds: wallSeconds)
        : SimulateReport.text(statistics, options: options, wallSeconds: wallSeconds),
      status: .success, in: Catalog(language: options.language))
  }
}
