import TellerBank

/// One piece of console output, stamped with the model time it belongs to.
public struct ConsoleOutput: Hashable, Sendable {
  /// The text, without a newline.
  public var text: String
  /// Whether a newline follows; false for the prompt.
  public var endsLine: Bool = true
  /// The model time since the input that caused it. The shell prints it
  /// at once under a virtual clock, or at this time after the input under a
  /// real one.
  public var time: ModelTime = .zero

  /// The text as written to the terminal, with its newline if it has one.
  public var rendered: String { endsLine ? text + "\n" : text }
}
