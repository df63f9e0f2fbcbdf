import TellerAccessibility
import TellerBank

/// Reads script lines into session commands.
///
/// Words are separated by spaces or tabs and compared without regard to
/// case. Blank lines and comments (a word starting with `#` and everything
/// after it) give nil. The commands:
///
/// - bank: `add`, `reset`, `activate`;
/// - moving: `next`, `previous`, `first`, `last`, `up`, `down`;
///   `next heading|button|list`, `previous heading|button|list`;
/// - long lists: `next page`, `previous page`, `first in list`,
///   `last in list`, `go to customer 12` (or `customer 12`);
/// - rotor: `rotor next`, `rotor previous`, `rotor headings`,
///   `rotor heading 2` (or `rotor heading level 2`), `rotor buttons`,
///   `rotor lists`, `rotor updates`, `rotor adjust value`, or a custom
///   rotor's name such as `rotor loan customers`;
/// - reading: `where`, `read all`, `summary`, `repeat`, `history`,
///   `history back`, `history forward`;
/// - settings: `verbosity low|normal|high`, `hints on|off`;
/// - time: `wait 2s`, `wait 500ms`, `wait 1.5s`, `wait 2m`, `wait idle`;
/// - `help`, `quit`.
public enum LineCommandParser {
  /// Parses one line; nil for a blank line or a comment.
  ///
  /// - Throws: ``LineCommandError`` saying what is wrong, with the line.
  /// - Complexity: O(n) in the length of the line.
  public static func parse(_ text: String) throws(LineCommandError) -> SessionCommand? {
    guard text.utf8.count <= ScriptLine.maximumLength else {
      // Read no further than what a message quotes.
      throw .lineTooLong(ScriptLine(String(text.prefix(ScriptLine.quoteLimit + 1))))
    }
    let line = ScriptLine(text)
    let words = line.words.map { $0.lowercased() }
    guard let name = words.first else { return nil }
    let rest = Array(words.dropFirst())

    func plain(_ command: SessionCommand, allowing extra: [String] = []) throws(LineCommandError)
      -> SessionCommand
    {
      guard rest.isEmpty || rest == extra else {
        throw .takesNothing(line, alternative: extra.isEmpty ? nil : extra.joined(separator: " "))
      }
      return command
    }

    switch name {
    case "add": return try plain(.addCustomers, allowing: ["customers"])
    case "reset": return try plain(.reset)
    case "activate": return try plain(.activate)
    case "first", "last":
      if rest == ["in", "list"] { return name == "first" ? .firstInList : .lastInList }
      guard rest.isEmpty else { throw .takesNothing(line, alternative: "in list") }
      return name == "first" ? .first : .last
    case "customer", "go":
      return try goToCustomer(name == "go" ? rest : ["to", "customer"] + rest, line: line)
    case "up": return try plain(.rotorMovePrevious)
    case "down": return try plain(.rotorMoveNext)
    case "where": return try plain(.whereAmI, allowing: ["am", "i"])
    case "summary": return try plain(.summary)
    case "repeat": return try plain(.repeatLast)
    case "help": return try plain(.help)
    case "quit": return try plain(.quit)
    case "next", "previous", "prev":
      let forward = name == "next"
      switch rest {
      case []: return forward ? .next : .previous
      case ["heading"], ["headings"]: return forward ? .nextHeading : .previousHeading
      case ["button"], ["buttons"]: return forward ? .nextButton : .previousButton
      case ["list"], ["lists"]: return forward ? .nextList : .previousList
      case ["page"]: return forward ? .nextPage : .previousPage
      default: throw .jumpNeedsKind(line, forward: forward)
      }
    case "rotor":
      return try rotor(rest, line: line)
    case "read":
      guard rest == ["all"] else { throw .readNeedsAll(line) }
      return .readAll
    case "history":
      switch rest {
      case []: return .history
      case ["back"]: return .historyBack
      case ["forward"]: return .historyForward
      default: throw .historyNeedsDirection(line)
      }
    case "verbosity":
      guard rest.count == 1, let level = Verbosity(rawValue: rest[0]) else {
        throw .verbosityNeedsLevel(line)
      }
      return .verbosity(level)
    case "hints":
      switch rest {
      case ["on"]: return .hints(true)
      case ["off"]: return .hints(false)
      default: throw .hintsNeedsSwitch(line)
      }
    case "wait":
      if rest == ["idle"] { return .waitIdle }
      guard rest.count == 1 || (rest.count == 2 && rest[1].allSatisfy(\.isLetter)) else {
        throw .waitNeedsDuration(line)
      }
      if rest[0].hasPrefix("-") { throw .waitNegative(line) }
      guard let span = parseDuration(rest.joined()) else { throw .waitNeedsDuration(line) }
      return .wait(span)
    default:
      throw .unknownCommand(line)
    }
  }

  /// Reads the words after `go`: `to customer` and a number.
  private static func goToCustomer(
    _ words: [String], line: ScriptLine
  ) throws(LineCommandError) -> SessionCommand {
    guard words.count == 3, words[0] == "to", words[1] == "customer",
      words[2].allSatisfy({ $0.isASCII && $0.isWholeNumber }), let number = Int(words[2])
    else { throw .customerNeedsNumber(line) }
    return .goToCustomer(number)
  }

  /// Reads the words after `rotor`.
  private static func rotor(
    _ words: [String], line: ScriptLine
  ) throws(LineCommandError) -> SessionCommand {
    switch words {
    case []: throw .rotorNeedsSetting(line)
    case ["next"]: return .rotorSettingNext
    case ["previous"], ["prev"]: return .rotorSettingPrevious
    case ["headings"], ["heading"]: return .rotor(.headings)
    case ["buttons"], ["button"]: return .rotor(.buttons)
    case ["lists"], ["list"]: return .rotor(.lists)
    case ["updates"], ["update"]: return .rotor(.updates)
    case ["adjust", "value"], ["adjust"]: return .rotor(.adjustValue)
    default: break
    }
    if words[0] == "heading" || words[0] == "headings" {
      var tail = words.dropFirst()
      if tail.first == "level" { tail = tail.dropFirst() }
      guard tail.count == 1, let level = Int(tail[tail.startIndex]), (1...6).contains(level)
      else { throw .rotorHeadingNeedsLevel(line) }
      return .rotor(.headingLevel(level))
    }
    return .rotor(.custom(words.joined(separator: " ")))
  }
}
