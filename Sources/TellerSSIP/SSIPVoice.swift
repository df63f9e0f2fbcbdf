/// A voice of the server's synthesizer, as `LIST SYNTHESIS_VOICES` gives it.
public struct SSIPVoice: Hashable, Sendable {
  /// The name to give `SET self SYNTHESIS_VOICE`.
  public var name: String
  /// Its language code, such as `en-us` or `ko`.
  public var language: String
  /// Its variant, or nil when the server says `none`.
  public var variant: String?

  /// Creates a voice.
  public init(name: String, language: String, variant: String? = nil) {
    self.name = name
    self.language = language
    self.variant = variant
  }

  /// Reads one data line of the reply: the name, the language and the
  /// variant, separated by tabs (servers since 0.9) or, in older servers,
  /// by spaces. Returns nil for a line without a language.
  public init?(line: String) {
    let tabbed = line.split(separator: "\t", omittingEmptySubsequences: false)
    let fields =
      tabbed.count >= 2 ? tabbed : line.split(separator: " ", omittingEmptySubsequences: true)
    guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty else { return nil }
    name = String(fields[0])
    language = String(fields[1])
    let variant = fields.count >= 3 ? String(fields[2]) : "none"
    self.variant = variant == "none" || variant.isEmpty ? nil : variant
  }
}
