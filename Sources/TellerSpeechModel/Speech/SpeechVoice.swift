import TellerArguments

/// A voice a speech engine has installed, for `teller voices`.
public struct SpeechVoice: Hashable, Sendable {
  /// The name `--voice` takes.
  public var name: String
  /// Its languages, most fitting first, such as `en-us` and `en`.
  public var languages: [String]
  /// A longer name the engine gives it, if it differs.
  public var description: String?

  /// Creates a voice.
  public init(name: String, languages: [String], description: String? = nil) {
    self.name = name
    self.languages = languages
    self.description = description == name ? nil : description
  }

  /// Whether it speaks a language: one of its languages is the code, or
  /// starts with the code and a dash (`en` matches `en-us`), ignoring case.
  public func speaks(_ code: String) -> Bool {
    let code = code.lowercased()
    return languages.contains { language in
      let language = language.lowercased()
      return language == code || language.hasPrefix(code + "-")
    }
  }

  /// One line for the list: the name, its languages and its longer name,
  /// such as `gmw/en-US: en-us, en (English_(America))`, outside text made
  /// visible.
  public var line: String {
    var line = visibleText(name) + ": " + languages.map(visibleText).joined(separator: ", ")
    if let description, !description.isEmpty { line += " (\(visibleText(description)))" }
    return line
  }
}
