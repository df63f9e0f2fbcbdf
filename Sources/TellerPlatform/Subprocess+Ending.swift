extension Subprocess {
  /// How a child ended.
  public enum Ending: Hashable, Sendable, CustomStringConvertible {
    /// It exited with a status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)

    /// Reads a status as `waitpid` and `wait4` give it.
    public init(waitStatus status: Int32) {
      let signal = status & 0x7F
      self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// Whether it exited with status 0.
    public var succeeded: Bool { self == .exited(0) }

    /// The status as a shell reports it: the exit status, or 128 plus the
    /// signal that ended it.
    public var shellStatus: Int32 {
      switch self {
      case .exited(let status): status
      case .signalled(let signal): 128 + signal
      }
    }

    /// `exit status N` or `signal N`.
    public var description: String {
      switch self {
      case .exited(let status): "exit status \(status)"
      case .signalled(let signal): "signal \(signal)"
      }
    }
  }
}
