import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

// Starts a child that must not outlive this process, as an audio player
// is started, and ends this process while the child exists but its kill is
// not yet armed: the widest the window between `posix_spawn` and arming
// can be, held open on purpose. The child leads its own process group and
// starts one more process in it, as a wrapper script would.
//
//   teller-spawn-probe signal-here    SIGTERM sent from the starting thread
//   teller-spawn-probe signal-other   SIGTERM handled on the main thread
//                                     while another thread starts the child
//   teller-spawn-probe exit-other     `exit` on the main thread while
//                                     another thread starts the child
//
// It writes the child's process id on a line of its own before it ends, so
// the test can look for anything left of the child's group. It ends by
// SIGTERM, or exits 0 for exit-other; 64 for a wrong argument, 70 when the
// child could not start.

/// How long the starting thread holds the window open after the ending
/// began: far longer than a signal handler or `exit` on another thread
/// takes to run.
let windowMilliseconds = 300

let mode = CommandLine.arguments.dropFirst().first ?? ""
guard ["signal-here", "signal-other", "exit-other"].contains(mode) else {
  var usage = Array("usage: teller-spawn-probe signal-here|signal-other|exit-other\n".utf8)
  _ = write(2, &usage, usage.count)
  exit(64)
}

guard let action = EmergencyAction.killProcess() else { exit(70) }
// The main thread waits for a byte on this pipe, then exits.
guard let exitPipe = Subprocess.openPipe() else { exit(70) }

/// Writes the child's process id, then ends this process as the mode says,
/// before the kill is armed.
func endWhileStarting(_ child: pid_t) {
  var line = Array("\(child)\n".utf8)
  _ = write(1, &line, line.count)
  switch mode {
  case "exit-other":
    var byte: UInt8 = 1
    _ = write(exitPipe.write, &byte, 1)
  default:
    _ = kill(getpid(), SIGTERM)
  }
  var pause = timespec(tv_sec: 0, tv_nsec: windowMilliseconds * 1_000_000)
  _ = nanosleep(&pause, nil)
}

func startChild() {
  do {
    _ = try Subprocess.start(
      "/bin/sh", ["-c", "sleep 60 & sleep 60"], ownProcessGroup: true,
      armKill: { child in
        endWhileStarting(child)
        action.setProcess(child)
      })
  } catch {
    exit(70)
  }
  // Not reached while the window works: the ending comes first.
  var pause = timespec(tv_sec: 10, tv_nsec: 0)
  _ = nanosleep(&pause, nil)
}

if mode == "signal-here" {
  startChild()
} else {
  guard let worker = WorkerThread.start({ startChild() }) else { exit(70) }
  var byte: UInt8 = 0
  // The main thread waits here, where SIGTERM reaches it; at the byte it exits.
  if read(exitPipe.read, &byte, 1) == 1 { exit(0) }
  _ = worker.join(timeoutMilliseconds: 10_000)
}
exit(70)
