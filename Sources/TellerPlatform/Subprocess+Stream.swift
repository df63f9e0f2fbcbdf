#if canImport(Glibc)
  import Glibc
#endif

extension Subprocess {
  /// What a child's standard stream is.
  public enum Stream: Sendable {
    /// This process's own stream of the same number.
    case inherited
    /// `/dev/null`.
    case null
    /// No stream at all, as the shell's `>&-` leaves it.
    case closed
    /// A file descriptor of this process, duplicated onto the stream. Give
    /// one that closes on exec (such as an end from
    /// ``Subprocess/openPipe()``), so the child holds no second copy.
    case descriptor(Int32)
    /// A file: read for standard input; created or emptied for output.
    case file(String)

    /// Adds the file action that makes this the child's stream `target`
    /// (0, 1 or 2).
    func add(to actions: inout posix_spawn_file_actions_t, as target: Int32) {
      let mode = target == 0 ? O_RDONLY : O_WRONLY
      switch self {
      case .inherited: break
      case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", mode, 0)
      case .closed: posix_spawn_file_actions_addclose(&actions, target)
      case .descriptor(let fd): posix_spawn_file_actions_adddup2(&actions, fd, target)
      case .file(let path):
        let flags = target == 0 ? mode : mode | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o600)
      }
    }
  }
}
