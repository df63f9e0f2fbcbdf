import TellerPlatform

extension Shell {
  /// Whether a file descriptor is a terminal.
  public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    FileDescriptor(fileDescriptor).isTerminal
  }

  /// Whether standard input is a terminal.
  public static var standardInputIsTerminal: Bool { isTerminal(0) }

  /// Whether standard output is a terminal.
  public static var standardOutputIsTerminal: Bool { isTerminal(1) }
}
