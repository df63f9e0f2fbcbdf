import TellerArguments
import TellerBank
import TellerCommands
import TellerSession
import TellerTerminal
import TellerWording

/// Runs `teller console`: the exercise's console bank, menu choices on
/// standard input, starts and finishes on standard output.
///
/// Under `--clock virtual` every line comes out at once; otherwise each
/// comes out at its model time after the choice, read off the continuous
/// clock, as the seed's app does. When standard input is not a terminal the
/// choice is echoed after the prompt, so a transcript reads as a session.
/// At a terminal, keys typed while a day runs are not echoed into its
/// lines, and are thrown away before the next prompt, so a `2` typed early
/// never quits the menu it did not see.
enum ConsoleCommand: TellerCommand {
  static let spec = CommandTable.console

  static func run(_ arguments: ParsedArguments, catalog: Catalog) throws(UsageError) -> ExitCode {
    let options = try ConsoleOptions(arguments, locale: Shell.messagesLocale)
    var session = ConsoleSession(catalog: catalog, seed: options.seed)
    let atTerminal = Shell.standardInputIsTerminal
    do throws(PresentationError) {
      try write(session.start(), realTime: nil)
      while !session.isFinished {
        guard let line = readLine(strippingNewline: true) else {
          try write(session.endOfInput(), realTime: nil)
          break
        }
        let driver = options.virtualClock ? nil : RealTimeDriver(clock: ContinuousClock())
        let output = session.handle(line, echo: !atTerminal)
        if atTerminal { try? RawMode.enterWithoutEcho(fileDescriptor: 0) }
        defer {
          if atTerminal {
            RawMode.discardTypeAhead(fileDescriptor: 0)
            RawMode.restore()
          }
        }
        try write(output, realTime: driver)
      }
    } catch {
      // Standard output failed or its reader went away: stop here.
      return Shell.outputFailed(error, status: .success, in: catalog)
    }
    return .success
  }
}

/// Writes console output, each piece at its model time when a driver maps
/// model time onto the real clock.
///
/// - Throws: ``PresentationError`` when standard output cannot be written.
private func write(
  _ output: [ConsoleOutput], realTime driver: RealTimeDriver<ContinuousClock>?
) throws(PresentationError) {
  for piece in output {
    if let driver { Shell.sleep(until: driver.instant(for: piece.time), on: driver.clock) }
    try Shell.write(piece.rendered, to: 1, named: .standardOutput)
  }
}
