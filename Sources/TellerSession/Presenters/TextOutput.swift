/// Somewhere text goes, such as standard output: a write that may fail.
///
/// The shell makes them for the standard streams; tests collect into
/// memory.
public struct TextOutput {
  private let body: (String) throws(PresentationError) -> Void

  /// Creates an output from what writes to it.
  public init(_ write: @escaping (String) throws(PresentationError) -> Void) {
    body = write
  }

  /// Writes text, all of it, or throws.
  public func write(_ text: String) throws(PresentationError) { try body(text) }
}
