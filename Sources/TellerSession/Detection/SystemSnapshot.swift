/// What screen-reader detection looks at: the processes, Teller's own
/// process, user and environment, and whether the kernel has Speakup.
///
/// The edge (`ScreenReaderCheck`) fills it from `/proc` and `/sys`; tests
/// write it out, so ``ScreenReaderDetection`` is a pure function of it.
public struct SystemSnapshot: Hashable, Sendable {
  /// The processes, in any order.
  public var processes: [ProcessEntry]
  /// Teller's own process number.
  public var ownProcess: Int
  /// The user Teller runs as.
  public var ownUser: UInt32
  /// Teller's environment: the variables that say which graphical session
  /// it runs in (`DISPLAY`, `WAYLAND_DISPLAY`, `DBUS_SESSION_BUS_ADDRESS`).
  public var ownEnvironment: [String: String]
  /// Whether the kernel has Speakup (`/sys/accessibility/speakup` or the
  /// `speakup` module).
  public var speakupLoaded: Bool

  /// Creates a snapshot.
  public init(
    processes: [ProcessEntry], ownProcess: Int, ownUser: UInt32,
    ownEnvironment: [String: String] = [:], speakupLoaded: Bool = false
  ) {
    self.processes = processes
    self.ownProcess = ownProcess
    self.ownUser = ownUser
    self.ownEnvironment = ownEnvironment
    self.speakupLoaded = speakupLoaded
  }
}
