/// How the interactive session writes to standard output.
public enum OutputMode: String, Hashable, Sendable, CaseIterable {
  /// Plain lines for screen readers and pipes.
  case linear
  /// One JSON object per line.
  case json
  /// A full-screen view that redraws; not built yet, so it renders as linear.
  case fullScreen

  /// The renderer for this mode.
  ///
  /// - Parameters:
  ///   - timestamps: whether linear lines end with the model time.
  ///   - errorPrefix: what starts a linear error line.
  public func renderer(timestamps: Bool, errorPrefix: String = "Error: ") -> any OutputRenderer {
    switch self {
    case .json: return JSONRenderer()
    case .linear, .fullScreen:
      return LinearRenderer(timestamps: timestamps, errorPrefix: errorPrefix)
    }
  }
}
