#if canImport(Glibc)
  import Glibc
#endif

/// Starting child processes and waiting for them: speech's audio players
/// and `speech-dispatcher --spawn`, the benchmark's children and the
/// tests' programs.
///
/// Children start with no signal blocked and every signal at its default
/// action, whatever thread starts them and whatever this process ignores
/// (such as SIGPIPE), and with the given standard streams.
public enum Subprocess {
  /// A program that could not be started.
  public struct StartFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error number `posix_spawn` returned, such as `ENOENT`.
    public var code: Int32

    /// `error N`.
    public var description: String { "error \(code)" }
  }

  /// Starts a program.
  ///
  /// - Parameters:
  ///   - path: the program; without a `/` it is looked for on `PATH`.
  ///   - arguments: its arguments, without the program name.
  ///   - input, output, error: its standard streams.
  ///   - environment: its whole environment; this process's when nil.
  ///   - ownProcessGroup: start it as the leader of a process group of its
  ///     own, so `kill(-pid, …)` reaches it and every process it starts.
  ///   - armKill: for a child that must not outlive Teller, arms its
  ///     emergency kill (``EmergencyAction/setProcess(_:)``) with its
  ///     process id the moment `posix_spawn` returns, before any of
  ///     ``EmergencyActions``' handlers can run on any thread
  ///     (``EmergencyStartGate``): it must be quick, allocate nothing and
  ///     take no lock. When Teller is already ending, the child is not
  ///     started.
  /// - Returns: the process id, for ``wait(_:timeout:checkingEvery:usage:)``
  ///   or ``reapIfEnded(_:usage:)``.
  /// - Throws: ``StartFailure`` when it cannot be started (`ECANCELED`
  ///   when Teller is ending and `armKill` was given).
  public static func start(
    _ path: String, _ arguments: [String], input: Stream = .null, output: Stream = .null,
    error: Stream = .null, environment: [String: String]? = nil, ownProcessGroup: Bool = false,
    armKill: ((pid_t) -> Void)? = nil
  ) throws(StartFailure) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    input.add(to: &actions, as: 0)
    output.add(to: &actions, as: 1)
    error.add(to: &actions, as: 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if ownProcessGroup {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer {
      argv.forEach { free($0) }
      envp?.forEach { free($0) }
    }
    var process: pid_t = 0
    func spawn(_ variables: UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
      path.contains("/")
        ? posix_spawn(&process, path, &actions, &attributes, argv, variables)
        : posix_spawnp(&process, path, &actions, &attributes, argv, variables)
    }
    func spawnAndArm() -> Int32 {
      guard let armKill else { return envp.map { spawn($0) } ?? spawn(environ) }
      return EmergencyStartGate.blockingEmergencySignals {
        guard EmergencyStartGate.process.enter() else { return ECANCELED }
        defer { EmergencyStartGate.process.leave() }
        let started = envp.map { spawn($0) } ?? spawn(environ)
        if started == 0 { armKill(process) }
        return started
      }
    }
    let started = spawnAndArm()
    guard started == 0 else { throw StartFailure(code: started) }
    return process
  }

  /// This process's environment with some variables added or changed, for
  /// a child's `environment`.
  public static func environment(adding changes: [String: String]) -> [String: String] {
    Environment.all.merging(changes) { $1 }
  }

  /// Opens a pipe whose ends close when a program is started, so a child
  /// gets only the end given to it as a standard stream (as a
  /// ``Stream/descriptor(_:)``).
  ///
  /// - Returns: the ends, or nil when no pipe can be made.
  public static func openPipe() -> (read: Int32, write: Int32)? {
    guard let pipe = try? Pipe.open() else { return nil }
    return (pipe.readEnd.rawValue, pipe.writeEnd.rawValue)
  }
}
