import TellerArguments

/// A place output goes to: a standard stream, or a file named by its path.
public enum OutputStreamName: Hashable, Sendable {
  /// Standard output.
  case standardOutput
  /// Standard error.
  case standardError
  /// A file, by its path.
  case file(String)
}

/// Why output could not be written, or the terminal refused what Teller
/// needed, with what the edge found as data: the stream or path, and the
/// system's reason.
public enum OutputProblem: Hashable, Sendable {
  /// A write to a stream failed, with the system's reason.
  case cannotWrite(OutputStreamName, reason: SystemReason)
  /// A write to a stream took fewer bytes than it was given.
  case shortWrite(OutputStreamName)
  /// The terminal's settings cannot be read, with the system's reason.
  case terminalSettingsUnreadable(reason: SystemReason)
  /// The terminal cannot be put into raw mode, with the system's reason.
  case rawModeRefused(reason: SystemReason)
  /// Standard output is not a terminal, so the full screen cannot be drawn.
  case notATerminal
  /// A write to the full screen's terminal failed, with the system's reason.
  case cannotWriteTerminal(reason: SystemReason)
  /// The speech recording ended with some of it unwritten.
  case recordingIncomplete
}

/// The words of output's and the terminal's problems, which the edge prints
/// on standard error in the user's language.
public enum OutputMessage: Hashable, Sendable {
  /// A problem, in one line.
  case problem(OutputProblem)
  /// The terminal refused raw mode, so input is read as lines.
  case readingLinesInstead(OutputProblem)
  /// `teller manual` could not show the page through `man`, so it writes
  /// the page as roff.
  case manualAsRoff(ManualViewProblem)
}
