/// Presents steps as an NDJSON event stream: every record, errors
/// included, one JSON object per line (``JSONRenderer``) on one output.
///
/// With an ``errors`` output, each error (a bad script line, with its
/// number) is also written there as the plain line linear mode writes, so
/// whoever runs a script finds its mistakes on standard error in every
/// mode, while the event stream stays whole and in order.
public struct JSONPresenter: Presenter {
  /// How records become objects.
  public var renderer = JSONRenderer()
  /// Where the lines go.
  public var output: TextOutput
  /// Where errors go as plain lines too, if anywhere.
  public var errors: TextOutput?
  /// How errors become plain lines.
  public var errorRenderer: LinearRenderer

  /// Creates a presenter; with `errors`, errors go there too, as
  /// `errorRenderer` writes them.
  public init(
    output: TextOutput, errors: TextOutput? = nil, errorRenderer: LinearRenderer = LinearRenderer()
  ) {
    self.output = output
    self.errors = errors
    self.errorRenderer = errorRenderer
  }

  /// Writes the step's records, all at once, then its errors to
  /// ``errors``.
  ///
  /// - Complexity: O(n) in the total length of the records.
  public mutating func present(_ step: SessionStep) throws(PresentationError) {
    guard !step.records.isEmpty else { return }
    try output.write(renderer.lines(step.records[...]))
    guard let errors else { return }
    let failed = step.records.filter { $0.kind == .error }
    if !failed.isEmpty { try errors.write(errorRenderer.lines(failed[...])) }
  }
}
