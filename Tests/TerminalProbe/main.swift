import TellerArguments
import TellerBank
import TellerInput
import TellerSession
import TellerTerminal
import TellerWording

#if canImport(Glibc)
  import Glibc
#endif

/// A core that echoes each key with its command and each line with its
/// number, so terminal tests can watch the shell loop at work.
struct ProbeCore: SessionCore {
  var now = ModelTime.zero
  var nextWakeTime: ModelTime? { nil }
  var isFinished = false
  var exitCode = ExitCode.success
  let processID: Int32

  mutating func start() -> SessionStep {
    step(
      [OutputRecord(kind: .welcome, text: "Probe ready, process \(processID).", time: now)],
      cause: .start)
  }

  mutating func handle(_ input: SessionInput) -> SessionStep {
    step(records(for: input), cause: .noCommand)
  }

  private func step(_ records: [OutputRecord], cause: SessionStep.Cause) -> SessionStep {
    SessionStep(records: records, cause: cause, screen: .blank(at: now))
  }

  private mutating func records(for input: SessionInput) -> [OutputRecord] {
    switch input {
    case .key(let key):
      let command = KeyBindings.standard.command(for: key)
      if command == .quit || command == .interrupt {
        isFinished = true
        if command == .interrupt { exitCode = .interrupted }
        return [OutputRecord(kind: .description, text: "Quit by \(key.name).", time: now)]
      }
      let name = command.map { "\($0)" } ?? "none"
      return [OutputRecord(kind: .focus, text: "Key \(key.name): \(name).", time: now)]
    case .command(let command):
      return [OutputRecord(kind: .focus, text: "Command \(command).", time: now)]
    case .line(let text, let number):
      if text == "quit" { isFinished = true }
      return [OutputRecord(kind: .focus, text: "Line \(number): \(text)", time: now)]
    case .endOfInput:
      isFinished = true
      return [OutputRecord(kind: .description, text: "End of input.", time: now)]
    case .notice(let notice):
      return [OutputRecord(kind: .announcement, text: Catalog.english.sentence(notice), time: now)]
    }
  }

  mutating func advance(to time: ModelTime) -> SessionStep {
    now = time
    return step([], cause: .timePassing)
  }
}

let presenter = OutputMode.linear.presenter(
  timestamps: false, catalog: .english, output: TerminalShell.standardOutput,
  errors: TerminalShell.standardOutput)
let status = TerminalShell.run(
  ProbeCore(processID: getpid()), presenter: presenter, clock: .virtual, catalog: .english)
Shell.exit(status)
