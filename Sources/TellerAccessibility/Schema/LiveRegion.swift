/// How urgently changes to an element are announced.
public enum LiveRegion: String, Hashable, Sendable, CaseIterable {
  /// Changes are not announced.
  case off
  /// Changes are announced when the reader is idle.
  case polite
  /// Changes interrupt whatever is being said.
  case assertive
}
