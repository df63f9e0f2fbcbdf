import Foundation
import TellerPlatform
import TellerSpeech
import TellerTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// What a finished process left behind.
struct RunResult {
  /// The exit status, or 128 plus the signal that ended it.
  var status: Int32
  /// Everything written to standard output.
  var stdout: String
  /// Everything written to standard error.
  var stderr: String
}

/// A child process did not end in time, and was killed.
struct TimedOut: Error, CustomStringConvertible {
  var description: String
}

/// Runs a program with its standard input from text, its output caught in
/// files, and waits at most `timeout`, killing it then.
///
/// - Returns: what it left, and how long it ran.
func runTimed(
  _ path: String, _ arguments: [String], stdin: String = "",
  environment: [String: String] = [:], timeout: Duration = .seconds(120)
) throws -> (result: RunResult, elapsed: Duration) {
  let input = temporaryPath("stdin")
  let output = temporaryPath("stdout")
  let errors = temporaryPath("stderr")
  defer {
    for path in [input, output, errors] { unlink(path) }
  }
  try stdin.write(toFile: input, atomically: true, encoding: .utf8)
  var variables = ProcessInfo.processInfo.environment.merging(["LANG": "C.UTF-8"]) { $1 }
  for (key, value) in environment { variables[key] = value }
  let clock = ContinuousClock()
  let start = clock.now
  guard
    let pid = try? Subprocess.start(
      path, arguments, input: .file(input), output: .file(output), error: .file(errors),
      environment: variables)
  else { throw TimedOut(description: "\(path) could not start") }
  let status = try waitTimed(pid, timeout: timeout, what: path)
  let elapsed = clock.now - start
  let out = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  let err = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
  return (RunResult(status: status, stdout: out, stderr: err), elapsed)
}

/// Runs the built `teller` as ``runTimed(_:_:stdin:environment:timeout:)`` does.
func runTellerTimed(
  _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
  timeout: Duration = .seconds(120)
) throws -> RunResult {
  try runTimed(
    TestSupport.tellerPath, arguments, stdin: stdin,
    environment: TestSupport.tellerEnvironment(environment), timeout: timeout
  ).result
}

/// Waits for a child and reaps it, killing it with SIGKILL when it
/// outlives the timeout (then throwing).
///
/// - Returns: its exit status, or 128 plus the signal that ended it.
@discardableResult
func waitTimed(_ pid: pid_t, timeout: Duration, what: String) throws -> Int32 {
  guard let ending = Subprocess.wait(pid, timeout: timeout) else {
    throw TimedOut(description: "\(what) did not end within \(timeout); killed")
  }
  return ending.shellStatus
}

/// Waits for a Foundation process to end, killing it with SIGKILL when it
/// outlives the timeout (then throwing), as ``waitForExit(_:timeout:)`` does.
///
/// - Returns: its exit status, or the signal that ended it.
@discardableResult
func waitTimed(_ process: Process, timeout: Duration) throws -> Int32 {
  try waitForExit(process, timeout: timeout)
  return process.terminationStatus
}

/// Writes an executable shell script and returns its path.
func shellScript(_ name: String, _ body: String) throws -> String {
  let path = temporaryPath(name)
  try writeExecutable(path, "#!/bin/sh\n" + body + "\n")
  return path
}

/// Writes an executable file, its descriptor closed on exec: a child that
/// another test thread starts meanwhile must not hold it open, or running
/// the file would fail with "text file busy".
func writeExecutable(_ path: String, _ text: String) throws {
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
  guard fd >= 0 else { throw TimedOut(description: "cannot write \(path): \(errno)") }
  defer { close(fd) }
  let bytes = Array(text.utf8)
  guard write(fd, bytes, bytes.count) == bytes.count else {
    throw TimedOut(description: "cannot write \(path): \(errno)")
  }
}

/// Whether a process id names a running process.
func isRunning(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 }
