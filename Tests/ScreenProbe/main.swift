import TellerArguments
import TellerFullScreen
import TellerFullScreenView
import TellerInput
import TellerPlatform
import TellerSession
import TellerTerminal
import TellerWording

#if canImport(Glibc)
  import Glibc
#endif

/// A full-screen program for the terminal tests: it draws a small screen
/// with TellerFullScreen, shows the name of each key it reads, and leaves
/// by `q` (0), Ctrl-C (130), `e` (a thrown error, 1) or `k` (a crash: a
/// trap, an illegal instruction on x86-64), `o` (its stack overflowed) or
/// `w` (a worker thread's stack overflowed); `t` starts a thread that only
/// waits; Ctrl-Z stops it; `n` writes a line of noise to standard error, as a
/// speech library might. `--ascii` draws without box drawing.
///
/// With `TELLER_PROBE_EARLIER_HANDLER=1` in its environment it first
/// installs a handler of its own for SIGSEGV and SIGILL, as the runtime's
/// backtracer is installed before Teller's: it says whether it was given
/// the fault's own information or a raised signal's, and returns, as the
/// backtracer does. A crash writes Teller's English crash line.

struct ProbeFailure: Error {}

/// The handler `TELLER_PROBE_EARLIER_HANDLER` asks for, on the signal
/// stack as the runtime's is. Async-signal-safe.
func installEarlierHandler() {
  for signal in [SIGSEGV, SIGILL] {
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = { _, info, _ in
      // The kernel's own codes are positive; a raised signal's are not.
      let fault = (info?.pointee.si_code ?? 0) > 0
      let line: StaticString =
        fault ? "earlier handler: given the fault\n" : "earlier handler: given a raised signal\n"
      line.withUTF8Buffer { _ = write(2, $0.baseAddress, $0.count) }
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_SIGINFO | SA_ONSTACK)
    _ = sigaction(signal, &action, nil)
  }
}

/// Recurses until the stack is gone: each call keeps a kilobyte of it, and
/// uses it after the call below, so no optimizer makes a loop of it.
@inline(never)
func overflowStack(_ depth: Int) -> Int {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { frame in
    frame.initialize(repeating: UInt8(truncatingIfNeeded: depth))
    return overflowStack(depth + 1) &+ Int(frame[depth % 1024])
  }
}

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
    status: Line("Key: \(lastKey)"), hint: Line("q quit"),
    hiddenRows: { Catalog.english[.hiddenRows($0)] },
    tooSmall: { Catalog.english[.terminalTooSmall(needed: "\($0)", actual: "\($1)")] })
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
      case .character("o"): lastKey = "\(overflowStack(0))"
      case .character("w"):
        WorkerThread.start { _ = overflowStack(0) }?.join()
      case .character("t"):
        // A second thread that only waits, for a signal sent to it alone.
        _ = WorkerThread.start {
          while true { _ = sleep(60) }
        }
        lastKey = "thread started"
      case .character("n"):
        Shell.writeError("probe noise on standard error\n")
        lastKey = "n"
      case .paste(let text): lastKey = "Paste (\(text.count) characters)"
      default: lastKey = key.name
      }
    }
  }
}

if getenv("TELLER_PROBE_EARLIER_HANDLER").map({ String(cString: $0) }) == "1" {
  installEarlierHandler()
}
CrashEnding.prepare(in: .english)
do {
  Shell.exit(ExitCode(try run()))
} catch let error as TerminalError {
  Shell.writeError("probe: \(error.message(in: .english))\n")
  Shell.exit(.osError)
} catch let error as TerminalWriteError {
  Shell.writeError("probe: \(error.message(in: .english))\n")
  Shell.exit(error.exitCode)
} catch {
  Shell.writeError("probe: failed on purpose.\n")
  Shell.exit(.failure)
}
