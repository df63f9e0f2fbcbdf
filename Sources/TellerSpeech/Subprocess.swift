import TellerArguments

#if canImport(Glibc)
  import Glibc
#endif

/// Starting and waiting for child processes: audio players,
/// `speech-dispatcher --spawn`, `espeak-ng` in the benchmark.
///
/// Children start with no signal blocked and every signal at its default
/// action, whatever thread starts them, and with the given standard streams.
public enum Subprocess {
  /// What a child's standard stream is.
  public enum Stream: Sendable {
    /// `/dev/null`.
    case null
    /// A file descriptor of this process, duplicated onto the stream.
    case descriptor(Int32)
    /// A file: read for standard input; created or emptied for output.
    case file(String)
  }

  /// Starts a program.
  ///
  /// - Parameters:
  ///   - path: the program; without a `/` it is looked for on `PATH`.
  ///   - arguments: its arguments, without the program name.
  ///   - input, output, error: its standard streams.
  ///   - environment: its environment; this process's when nil.
  /// - Returns: the process id, or nil when it cannot be started.
  public static func start(
    _ path: String, _ arguments: [String], input: Stream = .null, output: Stream = .null,
    error: Stream = .null, environment: [String: String]? = nil
  ) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let streams = [(input, Int32(0), O_RDONLY), (output, 1, O_WRONLY), (error, 2, O_WRONLY)]
    for (stream, target, mode) in streams {
      switch stream {
      case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", mode, 0)
      case .descriptor(let fd): posix_spawn_file_actions_adddup2(&actions, fd, target)
      case .file(let path):
        let flags = target == 0 ? mode : mode | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o600)
      }
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
    let started = envp.map { spawn($0) } ?? spawn(environ)
    return started == 0 ? process : nil
  }

  /// How a child ended.
  public enum Ending: Hashable, Sendable, CustomStringConvertible {
    /// It exited with a status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)

    /// Whether it exited with status 0.
    public var succeeded: Bool { self == .exited(0) }

    /// `exit status N` or `signal N`.
    public var description: String {
      switch self {
      case .exited(let status): "exit status \(status)"
      case .signalled(let signal): "signal \(signal)"
      }
    }

    init(status: Int32) {
      let signal = status & 0x7F
      self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
  }

  /// Reaps a child if it has ended, without waiting.
  ///
  /// - Returns: how it ended, or nil while it runs.
  public static func reapIfEnded(_ process: pid_t) -> Ending? {
    var status: Int32 = 0
    let result = waitpid(process, &status, WNOHANG)
    if result == process { return Ending(status: status) }
    if result < 0 && errno == ECHILD { return .exited(0) }
    return nil
  }

  /// Waits for a child to end and reaps it; if it outlives the time
  /// given, kills it with SIGKILL and reaps it.
  ///
  /// - Returns: how it ended, or nil when it had to be killed.
  @discardableResult
  public static func wait(_ process: pid_t, timeout: Duration) -> Ending? {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      if let ending = reapIfEnded(process) { return ending }
      if clock.now >= deadline {
        _ = kill(process, SIGKILL)
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 && errno == EINTR {}
        return nil
      }
      _ = poll(nil, 0, 5)
    }
  }
}
