/// Presents steps as an NDJSON event stream: every record, errors
/// included, one JSON object per line (``JSONRenderer``) on one output.
public struct JSONPresenter: Presenter {
  /// How records become objects.
  public var renderer = JSONRenderer()
  /// Where the lines go.
  public var output: TextOutput

  /// Creates a presenter.
  public init(output: TextOutput) { self.output = output }

  /// Writes the step's records, all at once.
  ///
  /// - Complexity: O(n) in the total length of the records.
  public mutating func present(_ step: SessionStep) throws(PresentationError) {
    guard !step.records.isEmpty else { return }
    try output.write(renderer.lines(step.records[...]))
  }
}
