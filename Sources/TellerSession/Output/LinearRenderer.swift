import TellerText

/// Renders records as plain lines for screen readers and pipes.
///
/// Each record is exactly one line: the sentence first, no escape codes,
/// no box drawing, every control character made visible. Only errors get a
/// prefix (`Error: ` by default); with timestamps, the model time ends the
/// line, as in `Customer 3 loan started [12.300 s]`.
public struct LinearRenderer: OutputRenderer, Hashable {
  /// Whether each line ends with the model time.
  public var timestamps: Bool
  /// What starts an error line, such as `Error: ` or `오류: `.
  public var errorPrefix: String

  /// Creates a renderer.
  public init(timestamps: Bool = false, errorPrefix: String = "Error: ") {
    self.timestamps = timestamps
    self.errorPrefix = errorPrefix
  }

  /// The record as one line, without a line ending.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func render(_ record: OutputRecord) -> String {
    var line = record.kind == .error ? visibleText(errorPrefix) : ""
    line += visibleText(record.text)
    if timestamps { line += " [" + record.time.timestampText + "]" }
    return line
  }
}
