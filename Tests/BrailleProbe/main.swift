import TellerBraille
import TellerBrailleModel
import TellerSession

#if canImport(Glibc)
  import Glibc
#endif

// A tiny BrlAPI client the braille tests run against a real BRLTTY.
//
//   teller-braille-probe [--hold] [--keys] [--child] [--fork] TEXT
//
// It connects (BRLAPI_HOST says where), claims the display, writes TEXT
// and reports each step on standard output, one line each. Without
// --hold it then exits. With --hold it waits for signals: SIGUSR1 ends it
// through exit(), as Teller's Shell.exit does, so the exit hook releases
// the display; SIGUSR2 writes TEXT again twice and reports the results;
// SIGTERM ends it the usual way. With --keys it also reads the display's
// keys and reports each code, BrlAPI's own expansion beside Teller's, and
// the input Teller makes of it. With --child it first starts a program
// that outlives it (sleep), to show the socket is not inherited. With
// --fork it forks a copy of itself that holds the socket and only waits,
// and has an ending signal or a crash shut the socket down (as Teller does), to show
// the display is let go although a copy of the socket lives on.
// When braille is unavailable it prints the one-line reason on standard
// error and exits with 69 (EX_UNAVAILABLE).

func say(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

nonisolated(unsafe) var quitRequested: sig_atomic_t = 0
nonisolated(unsafe) var writeRequested: sig_atomic_t = 0

let arguments = Array(CommandLine.arguments.dropFirst())
let hold = arguments.contains("--hold")
let readKeys = arguments.contains("--keys")
let startChild = arguments.contains("--child")
let forkCopy = arguments.contains("--fork")
let text = arguments.last { !$0.hasPrefix("--") } ?? ""

let connection: BrailleConnection
do {
  connection = try BrailleConnection.connect()
} catch {
  let message = Array(error.message(in: .english).utf8)
  _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(69)
}
say("connected \(connection.width)x\(connection.height) path \(connection.terminalPath)")

if startChild {
  var child: pid_t = 0
  let words: [String] = ["/bin/sleep", "30"]
  let argv = words.map { strdup($0) } + [nil]
  let spawned = posix_spawn(&child, "/bin/sleep", nil, nil, argv, environ)
  argv.forEach { free($0) }
  say(spawned == 0 ? "child \(child)" : "child failed \(spawned)")
}

if forkCopy {
  connection.shutDownOnEndingSignals()
  let copy = fork()
  if copy == 0 {
    while true { pause() }
  }
  say("fork \(copy)")
}

func show(_ text: String) -> String {
  do {
    try connection.write(text)
    return "wrote \(text)"
  } catch {
    return "write failed: \(error.reason)"
  }
}

say(show(text))
guard hold else {
  connection.release()
  say("released")
  exit(0)
}

signal(SIGUSR1) { _ in quitRequested = 1 }
signal(SIGUSR2) { _ in writeRequested = 1 }
let library = connection.library
while quitRequested == 0 {
  if writeRequested != 0 {
    writeRequested = 0
    say(show(text))
    say(show(text))
  }
  var poller = pollfd(
    fd: readKeys ? connection.fileDescriptor : -1, events: Int16(POLLIN), revents: 0)
  _ = poll(&poller, 1, 100)
  guard readKeys, poller.revents != 0 else { continue }
  do {
    for code in try connection.readKeys() {
      let same = library.expand(code) == code.expansion ? "same" : "different"
      let input = BrailleInput(code).map { "\($0)" } ?? "none"
      say("key \(code) expansion \(same) input \(input)")
    }
  } catch {
    say("read failed: \(error.reason)")
    break
  }
}
say("quitting")
exit(0)
