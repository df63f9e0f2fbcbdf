import TellerAccessibility
import TellerArguments

extension Catalog {
  /// Said when hints are turned on or off: "Hints on" / "Hints off".
  public func hintsChanged(to enabled: Bool) -> String {
    switch (language, enabled) {
    case (.english, true): "Hints on"
    case (.english, false): "Hints off"
    case (.korean, true): "힌트 켬"
    case (.korean, false): "힌트 끔"
    }
  }

  /// The rotor part of "where am I": "rotor: Headings".
  public func rotorIs(_ name: String) -> String {
    switch language {
    case .english: "rotor: \(name)"
    case .korean: "로터: \(name)"
    }
  }

  /// Said when a line asks for a rotor setting the screen does not offer.
  public func noSuchRotor(_ name: String, line: Int?) -> String {
    let shown = visibleText(name)
    switch language {
    case .english:
      return "No rotor setting '\(shown)'" + onLine(line) + ". " + typeHelp
    case .korean:
      return linePrefix(line) + "'\(shown)' 로터 설정이 없습니다. " + typeHelp
    }
  }

  /// An error in a script line, naming the line: "Line 3: …".
  public func lineError(_ message: String, line: Int) -> String {
    switch language {
    case .english: "Line \(line): \(visibleText(message))"
    case .korean: "\(line)번째 줄: \(visibleText(message))"
    }
  }

  /// Said when "where am I" finds nothing focused.
  public var nothingFocused: String {
    switch language {
    case .english: "Nothing is focused"
    case .korean: "초점이 없습니다"
    }
  }

  /// Said when a wait would take the session past the latest model time.
  public func waitTooLong(line: Int?) -> String {
    switch language {
    case .english:
      return (line.map { "Line \($0): " } ?? "")
        + "That wait is too long: the bank's clock stops at 4,000,000,000 seconds."
    case .korean:
      return linePrefix(line) + "기다리는 시간이 너무 깁니다. 은행 시계는 40억 초에서 멈춥니다."
    }
  }
}
