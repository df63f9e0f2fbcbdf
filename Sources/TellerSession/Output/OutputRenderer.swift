/// Turns output records into text for standard output, one line each.
public protocol OutputRenderer: Sendable {
  /// The record as one line, without a line ending.
  func render(_ record: OutputRecord) -> String
}

extension OutputRenderer {
  /// The records as lines, each ended by a newline, ready to write at once.
  ///
  /// - Complexity: O(n) in the total length of the records.
  public func lines(_ records: ArraySlice<OutputRecord>) -> String {
    var out = ""
    for record in records {
      out += render(record)
      out += "\n"
    }
    return out
  }
}

extension OutputRenderer {
  /// The records as lines, each ended by a newline, ready to write at once.
  ///
  /// - Complexity: O(n) in the total length of the records.
  public func lines(_ records: [OutputRecord]) -> String { lines(records[...]) }
}
