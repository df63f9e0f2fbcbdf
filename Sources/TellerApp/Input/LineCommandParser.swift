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
  /// - Throws: ``LineCommandError`` naming the command and quoting the line.
  /// - Complexity: O(n) in the length of the line.
  public static func parse(_ line: String) throws(LineCommandError) -> SessionCommand? {
    var words: [String] = []
    for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" })
    {
      if word.hasPrefix("#") { break }
      words.append(word.lowercased())
    }
    guard let name = words.first else { return nil }
    let rest = Array(words.dropFirst())
    let shown = trimmed(line)

    func fail(_ problem: String) -> LineCommandError {
      LineCommandError(command: name, line: shown, problem: problem)
    }
    func plain(_ command: SessionCommand, allowing extra: [String] = []) throws(LineCommandError)
      -> SessionCommand
    {
      guard rest.isEmpty || rest == extra else {
        let form = extra.isEmpty ? "" : " (or '\(([name] + extra).joined(separator: " "))')"
        throw fail("'\(name)' takes nothing after it\(form)")
      }
      return command
    }

    switch name {
    case "add": return try plain(.addCustomers, allowing: ["customers"])
    case "reset": return try plain(.reset)
    case "activate": return try plain(.activate)
    case "first": return try plain(.first)
    case "last": return try plain(.last)
    case "up": return try plain(.rotorMovePrevious)
    case "down": return try plain(.rotorMoveNext)
    case "where": return try plain(.whereAmI, allowing: ["am", "i"])
    case "summary": return try plain(.summary)
    case "repeat": return try plain(.repeatLast)
    case "help": return try plain(.help)
    case "quit": return try plain(.quit)
    case "next", "previous", "prev":
      let forward = name == "next"
      let word = forward ? "next" : "previous"
      switch rest {
      case []: return forward ? .next : .previous
      case ["heading"], ["headings"]: return forward ? .nextHeading : .previousHeading
      case ["button"], ["buttons"]: return forward ? .nextButton : .previousButton
      case ["list"], ["lists"]: return forward ? .nextList : .previousList
      default:
        throw fail("'\(word)' takes nothing, 'heading', 'button' or 'list' after it")
      }
    case "rotor":
      return try rotor(rest, fail: fail)
    case "read":
      guard rest == ["all"] else { throw fail("'read' must be followed by 'all'") }
      return .readAll
    case "history":
      switch rest {
      case []: return .history
      case ["back"]: return .historyBack
      case ["forward"]: return .historyForward
      default: throw fail("'history' takes nothing, 'back' or 'forward' after it")
      }
    case "verbosity":
      guard rest.count == 1, let level = Verbosity(rawValue: rest[0]) else {
        throw fail("'verbosity' must be followed by low, normal or high")
      }
      return .verbosity(level)
    case "hints":
      switch rest {
      case ["on"]: return .hints(true)
      case ["off"]: return .hints(false)
      default: throw fail("'hints' must be followed by on or off")
      }
    case "wait":
      if rest == ["idle"] { return .waitIdle }
      let problem = "'wait' needs 'idle' or a duration such as 2s, 500ms, 1.5s or 2m"
      guard rest.count == 1 || (rest.count == 2 && rest[1].allSatisfy(\.isLetter)) else {
        throw fail(problem)
      }
      if rest[0].hasPrefix("-") { throw fail("'wait' needs a duration that is not negative") }
      guard let span = parseDuration(rest.joined()) else { throw fail(problem) }
      return .wait(span)
    default:
      throw LineCommandError(
        command: name, line: shown,
        problem:
          "Unknown command '\(LineCommandError.shortened(name))'; type 'help' for the list of commands",
        isUnknownCommand: true)
    }
  }

  /// Reads the words after `rotor`.
  private static func rotor(
    _ words: [String], fail: (String) -> LineCommandError
  ) throws(LineCommandError) -> SessionCommand {
    switch words {
    case []:
      throw fail("'rotor' needs next, previous or a setting such as headings or buttons")
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
      else { throw fail("'rotor heading' needs a level from 1 to 6, such as 'rotor heading 2'") }
      return .rotor(.headingLevel(level))
    }
    return .rotor(.custom(words.joined(separator: " ")))
  }

  /// The line without spaces, tabs and line ends around it.
  private static func trimmed(_ line: String) -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let start = line.firstIndex(where: { !isBlank($0) }),
      let end = line.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(line[start...end])
  }
}
