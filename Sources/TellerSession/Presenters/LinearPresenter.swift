/// Presents steps as linear text for screen readers and pipes: each record
/// one line (``LinearRenderer``), errors on standard error and the rest on
/// standard output, in order, a run of lines at a time.
///
/// The split belongs here: a screen reader following standard output hears
/// the session, and errors stay apart where a script's runner looks for
/// them.
public struct LinearPresenter: Presenter {
  /// How records become lines.
  public var renderer: LinearRenderer
  /// Where everything but errors goes.
  public var output: TextOutput
  /// Where errors go.
  public var errors: TextOutput

  /// Creates a presenter; the renderer's defaults give plain lines.
  public init(renderer: LinearRenderer = LinearRenderer(), output: TextOutput, errors: TextOutput) {
    self.renderer = renderer
    self.output = output
    self.errors = errors
  }

  /// Writes the step's records: each run of errors to ``errors``, each run
  /// of the rest to ``output``.
  ///
  /// - Complexity: O(n) in the total length of the records.
  public mutating func present(_ step: SessionStep) throws(PresentationError) {
    let records = step.records
    var start = 0
    while start < records.count {
      let isError = records[start].kind == .error
      var end = start
      while end < records.count && (records[end].kind == .error) == isError { end += 1 }
      let text = renderer.lines(records[start..<end])
      try (isError ? errors : output).write(text)
      start = end
    }
  }
}
