/// One SSIP command a client sends, encoded as the line the protocol wants.
///
/// Arguments that come from outside (a language, a voice name, a user name)
/// are cleaned so that no line end or control character can reach the
/// server: a command is always exactly one line.
public enum SSIPCommand: Hashable, Sendable {
  /// `SET self CLIENT_NAME user:client:component`.
  case setClientName(user: String, client: String, component: String)
  /// `SET self PRIORITY p`.
  case setPriority(SSIPPriority)
  /// `SET self LANGUAGE code`, such as `en` or `ko`.
  case setLanguage(String)
  /// `SET self SYNTHESIS_VOICE name`, a voice of the current synthesizer.
  case setSynthesisVoice(String)
  /// `SET self RATE n`, n from −100 to 100.
  case setRate(Int)
  /// `SET self PITCH n`, n from −100 to 100.
  case setPitch(Int)
  /// `SET self VOLUME n`, n from −100 to 100.
  case setVolume(Int)
  /// `SET self NOTIFICATION all on|off`: whether events are sent.
  case setNotifications(Bool)
  /// `SPEAK`: the server answers 230, then takes the text (see ``SSIPText``).
  case speak
  /// `SOUND_ICON name`: plays one of the server's sound icons, a message of
  /// the current priority.
  case soundIcon(String)
  /// `CANCEL self`: stops what this client is saying and drops what it queued.
  case cancel
  /// `STOP self`: stops only what this client is saying now.
  case stop
  /// `LIST SYNTHESIS_VOICES`: the current synthesizer's voices with their languages.
  case listSynthesisVoices
  /// `LIST OUTPUT_MODULES`.
  case listOutputModules
  /// `QUIT`: closes the connection.
  case quit

  /// The lowest value of rate, pitch and volume.
  public static let lowestValue = -100
  /// The highest value of rate, pitch and volume.
  public static let highestValue = 100

  /// The command's line, without the line end.
  ///
  /// - Complexity: O(n) in the length of the arguments.
  public var text: String {
    switch self {
    case .setClientName(let user, let client, let component):
      let parts = [user, client, component].map(SSIPCommand.namePart)
      return "SET self CLIENT_NAME " + parts.joined(separator: ":")
    case .setPriority(let priority): return "SET self PRIORITY \(priority.rawValue)"
    case .setLanguage(let code): return "SET self LANGUAGE \(SSIPCommand.word(code))"
    case .setSynthesisVoice(let name):
      return "SET self SYNTHESIS_VOICE \(SSIPCommand.argument(name))"
    case .setRate(let value): return "SET self RATE \(SSIPCommand.clamped(value))"
    case .setPitch(let value): return "SET self PITCH \(SSIPCommand.clamped(value))"
    case .setVolume(let value): return "SET self VOLUME \(SSIPCommand.clamped(value))"
    case .setNotifications(let on): return "SET self NOTIFICATION all \(on ? "on" : "off")"
    case .speak: return "SPEAK"
    case .soundIcon(let name): return "SOUND_ICON \(SSIPCommand.word(name))"
    case .cancel: return "CANCEL self"
    case .stop: return "STOP self"
    case .listSynthesisVoices: return "LIST SYNTHESIS_VOICES"
    case .listOutputModules: return "LIST OUTPUT_MODULES"
    case .quit: return "QUIT"
    }
  }

  /// The command's line with its CR LF, as sent.
  public var line: String { text + "\r\n" }

  /// A value forced into −100…100.
  static func clamped(_ value: Int) -> Int {
    min(highestValue, max(lowestValue, value))
  }

  /// A part of a client name: letters, digits, `-` and `_` only; anything
  /// else becomes `_`, and an empty part becomes `unknown`.
  static func namePart(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      let isASCIIAlphanumeric =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
      out.unicodeScalars.append(isASCIIAlphanumeric || scalar == "-" ? scalar : "_")
    }
    return out.isEmpty ? "unknown" : out
  }

  /// One word: control characters and spaces are dropped.
  static func word(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) && $0 != " " }))
  }

  /// The rest of a line: control characters become spaces, the ends are trimmed.
  static func argument(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { out.append(isControl(scalar) ? " " : scalar) }
    return String(out).trimmingSpaces()
  }

  /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || v == 0x2028 || v == 0x2029
  }
}

extension String {
  /// The text without spaces at either end.
  func trimmingSpaces() -> String {
    var scalars = Substring(self).unicodeScalars
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
