/// One process, as detection needs to know it: read from `/proc` by the
/// edge (`ScreenReaderCheck`), or written out by tests.
///
/// What the system does not let Teller read (another user's executable
/// and environment) is nil.
public struct ProcessEntry: Hashable, Sendable {
  /// The process number.
  public var id: Int
  /// The parent's process number, or 0.
  public var parent: Int
  /// The user that owns it.
  public var user: UInt32
  /// Its name (`/proc/N/comm`): the file it was started from, cut to 15
  /// bytes, unless it renamed itself.
  public var name: String
  /// The executable it runs (`/proc/N/exe`), such as `/usr/bin/python3.11`;
  /// nil when it cannot be read.
  public var executable: String?
  /// Its command line (`/proc/N/cmdline`), the program first.
  public var arguments: [String]
  /// Its environment (`/proc/N/environ`), nil when it cannot be read or
  /// was not read.
  public var environment: [String: String]?

  /// Creates an entry.
  public init(
    id: Int, parent: Int = 0, user: UInt32, name: String, executable: String? = nil,
    arguments: [String] = [], environment: [String: String]? = nil
  ) {
    self.id = id
    self.parent = parent
    self.user = user
    self.name = name
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
  }
}
