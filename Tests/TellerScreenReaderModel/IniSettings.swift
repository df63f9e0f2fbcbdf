/// Settings in an INI file such as Fenrir's `settings.conf`: `[section]`
/// headers and `key=value` lines, `#` comments.
public enum IniSettings {
  /// One setting: a section, a key in it, and its value.
  public struct Setting: Hashable, Sendable {
    /// The section, without brackets.
    public var section: String
    /// The key.
    public var key: String
    /// The value.
    public var value: String

    /// Creates a setting.
    public init(_ section: String, _ key: String, _ value: String) {
      self.section = section
      self.key = key
      self.value = value
    }
  }

  /// The file with settings changed: in each setting's section, a line
  /// `key=…` (not commented out) gets the new value; a key the section
  /// lacks is added right after its header, and a section the file lacks
  /// is added at the end.
  ///
  /// - Complexity: O(lines · settings).
  public static func changing(_ text: String, _ settings: [Setting]) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for setting in settings {
      var section: String?
      var header: Int?
      var replaced = false
      for index in lines.indices {
        let line = lines[index]
        if line.hasPrefix("[") && line.hasSuffix("]") {
          section = String(line.dropFirst().dropLast())
          if section == setting.section { header = index }
        } else if section == setting.section, line.hasPrefix(setting.key + "=") {
          lines[index] = setting.key + "=" + setting.value
          replaced = true
        }
      }
      guard !replaced else { continue }
      let line = setting.key + "=" + setting.value
      if let header {
        lines.insert(line, at: header + 1)
      } else {
        lines += ["[" + setting.section + "]", line]
      }
    }
    return lines.joined(separator: "\n")
  }
}
