import TellerArguments
import TellerFullScreen
import TellerFullScreenView
import TellerSession
import TellerTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A full-screen program for the terminal tests: it draws a small screen
/// with TellerFullScreen, shows the name of each key it reads, and leaves
/// by `q` (0), Ctrl-C (130), `e` (a thrown error, 1) or `k` (a crash);
/// Ctrl-Z stops it; `n` writes a line of noise to standard error, as a
/// speech library might. `--ascii` draws without box drawing.

struct ProbeFailure: Error {}

func content(size: Size, lastKey: String, frames: Int) -> BankScreenContent {
  BankScreenContent(
    title: Line("Probe"),
    summary: Line("Probe \(size), process \(getpid())"),
    buttons: [Button("Add 10 customers", isFocused: true), Button("Reset")],
    timer: Line("Frame \(frames)"),
    panes: [
      PaneContent(title: Line("Waiting (0)"), count: 0, placeholder: Line("Empty")) { _ in
        Line("")
      }
    ],
    status: Line("Key: \(lastKey)"), hint: Line("q quit"))
}

func run() throws -> Int32 {
  let ascii = CommandLine.arguments.contains("--ascii")
  let terminal = FullScreenTerminal()
  try terminal.enter()
  defer { terminal.leave() }
  var source = FileDescriptorSource(wakeFileDescriptor: terminal.wakeFileDescriptor)
  var decoder = KeyDecoder()
  var lastKey = "none"
  var frames = 0
  while true {
    if terminal.takeResize() { terminal.invalidate() }
    let size = terminal.size ?? Size(width: 80, height: 24)
    frames += 1
    let screen = BankScreenLayout.render(
      content(size: size, lastKey: lastKey, frames: frames), size: size,
      appearance: Appearance(usesColor: true, usesBoxDrawing: !ascii))
    try terminal.draw(screen.frame)
    var keys: [Key] = []
    switch source.read(timeoutMilliseconds: decoder.hasPending ? 50 : -1) {
    case .bytes(let bytes): keys = decoder.decode(bytes)
    case .timeout: keys = decoder.hasPending ? decoder.flush() : []
    case .endOfFile: return 0
    }
    for key in keys {
      switch key {
      case .character("q"): return 0
      case .control("c"): return 130
      case .control("z"): terminal.suspend()
      case .character("e"): throw ProbeFailure()
      case .character("k"): fatalError("The probe crashed on purpose.")
      case .character("n"):
        Shell.writeError("probe noise on standard error\n")
        lastKey = "n"
      case .paste(let text): lastKey = "Paste (\(text.count) characters)"
      default: lastKey = key.name
      }
    }
  }
}

do {
  Shell.exit(ExitCode(try run()))
} catch let error as TerminalError {
  Shell.writeError("probe: \(error.message)\n")
  Shell.exit(.osError)
} catch let error as TerminalWriteError {
  Shell.writeError("probe: \(error.message)\n")
  Shell.exit(error.exitCode)
} catch {
  Shell.writeError("probe: failed on purpose.\n")
  Shell.exit(.failure)
}
