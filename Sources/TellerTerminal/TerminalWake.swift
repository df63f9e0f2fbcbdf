import TellerPlatform

/// The one pipe that wakes the input wait from a signal handler: SIGWINCH
/// (a resize), SIGCONT (back from Ctrl-Z, to repaint) and a stop that the
/// loop carries out (``TerminalSuspension``) write a byte to it, each after
/// setting its flag in the restore state. The loop's
/// ``FileDescriptorSource`` watches the read end beside the keys and
/// empties it; whoever acts on a wake reads its flag, never the pipe, so
/// one wake is never taken for another.
///
/// One pipe serves the process for its whole life, so linear mode, the
/// full-screen view (switched with `m`) and braille share it. Both ends are
/// non-blocking and closed on exec.
public enum TerminalWake {
  /// The read end, made on first use; -1 if no pipe could be made.
  public static var readDescriptor: Int32 {
    makeIfNeeded()
    return ends.read
  }

  /// Empties a non-blocking descriptor.
  static func drain(_ fd: Int32) {
    guard fd >= 0 else { return }
    FileDescriptor(fd).drain()
  }

  nonisolated(unsafe) private static var ends: (read: Int32, write: Int32) = (-1, -1)

  /// Makes the pipe and hands its write end to the signal handlers. Call
  /// from the main flow only.
  private static func makeIfNeeded() {
    guard ends.read < 0 else { return }
    guard let pipe = try? Pipe.open(nonBlocking: true) else { return }
    ends = (pipe.readEnd.rawValue, pipe.writeEnd.rawValue)
    terminalRestoreState.pointee.wakeFileDescriptor = pipe.writeEnd.rawValue
  }
}
