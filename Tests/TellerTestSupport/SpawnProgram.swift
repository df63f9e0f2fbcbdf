import Foundation
import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program with `posix_spawn` and `waitpid`, its standard input
/// empty and its output caught in temporary files, and waits for it, at
/// most `timeout`: a program still running then is killed and the test
/// fails.
///
/// Unlike `runProgram`, it never waits on pipes and never relies on
/// Foundation's child-process monitor, so a program that leaves a daemon
/// behind (as `tmux new-session -d` does) cannot make it hang. The child
/// starts with no signal blocked and every signal at its default action,
/// whatever thread of the test process spawns it.
public func spawnProgram(
  _ path: String, _ arguments: [String], environment: [String: String] = [:],
  timeout: Duration = childTimeout
) throws -> ProcessResult {
  let (outPath, errPath) = temporaryFilePair("spawn", "out", "err")
  defer {
    unlink(outPath)
    unlink(errPath)
  }
  let pid = try spawnInBackground(
    path, arguments, environment: environment, output: .file(outPath), error: .file(errPath))
  let status = try waitForExit(pid, timeout: timeout)
  let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
  let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
  return ProcessResult(status: status, stdout: out, stderr: err)
}

/// Starts a program with `posix_spawn`, its standard input empty unless
/// given, with no signal blocked and every signal at its default action,
/// whatever thread of the test process spawns it, its environment the test
/// process's with changes.
///
/// - Returns: the process ID, for the caller to wait on.
/// - Throws: ``TmuxError`` when it cannot be started.
func spawnInBackground(
  _ path: String, _ arguments: [String], environment: [String: String],
  input: Subprocess.Stream = .null, output: Subprocess.Stream, error: Subprocess.Stream
) throws -> pid_t {
  let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  do {
    return try Subprocess.start(
      path, arguments, input: input, output: output, error: error, environment: variables)
  } catch {
    throw TmuxError("Cannot start \(path): \(error)")
  }
}
