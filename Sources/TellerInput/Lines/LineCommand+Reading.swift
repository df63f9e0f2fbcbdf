import TellerAccessibility
import TellerBank

extension LineCommand {
  /// The command the words after this command's own give.
  ///
  /// - Parameters:
  ///   - rest: the lowercased words after the command's form.
  ///   - line: the line, for errors.
  /// - Returns: nil when the command takes nothing and something follows,
  ///   so a shorter command may still fit the line.
  /// - Throws: ``LineCommandError`` when the command reads an argument
  ///   and what follows is not one.
  func read(
    _ rest: ArraySlice<String>, line: ScriptLine
  ) throws(LineCommandError) -> SessionCommand? {
    switch reading {
    case .gives(let command):
      return rest.isEmpty ? command : nil
    case .customerNumber:
      guard rest.count == 1, let word = rest.first,
        word.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let number = Int(word)
      else { throw .customerNeedsNumber(line) }
      return .goToCustomer(number)
    case .rotorSetting:
      return .rotor(try Self.rotorSetting(rest, line: line))
    case .verbosityLevel:
      guard rest.count == 1, let level = rest.first.flatMap(Verbosity.init(rawValue:)) else {
        throw .verbosityNeedsLevel(line)
      }
      return .verbosity(level)
    case .hintsSwitch:
      switch Array(rest) {
      case [Self.switchWords.on]: return .hints(true)
      case [Self.switchWords.off]: return .hints(false)
      default: throw .hintsNeedsSwitch(line)
      }
    case .duration:
      return .wait(try Self.duration(rest, line: line))
    }
  }

  /// Reads a rotor setting: a name of ``LineCommands/rotorSettings``, a
  /// heading level, or a custom rotor's name, single-spaced.
  private static func rotorSetting(
    _ words: ArraySlice<String>, line: ScriptLine
  ) throws(LineCommandError) -> RotorSetting {
    guard let first = words.first else { throw .rotorNeedsSetting(line) }
    if let named = LineCommands.rotorSettings.first(where: { $0.forms.contains(Array(words)) }) {
      return named.setting
    }
    if LineCommands.headingLevelWords.contains(first) {
      var tail = words.dropFirst()
      if tail.first == LineCommands.levelWord { tail = tail.dropFirst() }
      guard tail.count == 1, let level = tail.first.flatMap({ Int($0) }),
        LineCommands.headingLevels.contains(level)
      else { throw .rotorHeadingNeedsLevel(line) }
      return .headingLevel(level)
    }
    return .custom(words.joined(separator: " "))
  }

  /// Reads a span of time: one word, or a number and its unit apart.
  private static func duration(
    _ words: ArraySlice<String>, line: ScriptLine
  ) throws(LineCommandError) -> ModelTime {
    let unitApart = words.count == 2 && words.last?.allSatisfy(\.isLetter) == true
    guard words.count == 1 || unitApart, let first = words.first else {
      throw .waitNeedsDuration(line)
    }
    if first.hasPrefix("-") { throw .waitNegative(line) }
    guard let span = parseDuration(words.joined()) else { throw .waitNeedsDuration(line) }
    return span
  }
}
