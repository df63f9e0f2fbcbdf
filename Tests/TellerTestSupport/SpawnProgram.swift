import Foundation

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
  let folder = FileManager.default.temporaryDirectory
  let unique = UUID().uuidString
  let outPath = folder.appendingPathComponent("teller-spawn-\(unique).out").path
  let errPath = folder.appendingPathComponent("teller-spawn-\(unique).err").path
  defer {
    unlink(outPath)
    unlink(errPath)
  }
  let pid = try spawnInBackground(
    path, arguments, environment: environment, outPath: outPath, errPath: errPath)
  let status = try waitForExit(pid, timeout: timeout)
  let signal = status & 0x7F
  let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
  let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
  return ProcessResult(status: code, stdout: out, stderr: err)
}

/// Starts a program with `posix_spawn`, its standard input empty and its
/// output and errors written to files, with no signal blocked and every
/// signal at its default action, whatever thread of the test process
/// spawns it.
///
/// - Returns: the process ID, for the caller to wait on.
func spawnInBackground(
  _ path: String, _ arguments: [String], environment: [String: String], outPath: String,
  errPath: String
) throws -> pid_t {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

  var env = ProcessInfo.processInfo.environment
  for (key, value) in environment { env[key] = value }
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var noSignals = sigset_t()
  sigemptyset(&noSignals)
  var allSignals = sigset_t()
  sigfillset(&allSignals)
  posix_spawnattr_setsigmask(&attributes, &noSignals)
  posix_spawnattr_setsigdefault(&attributes, &allSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
  guard spawned == 0 else { throw TmuxError("Cannot start \(path): error \(spawned)") }
  return pid
}
