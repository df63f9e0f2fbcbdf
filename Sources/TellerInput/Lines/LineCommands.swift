import TellerAccessibility
import TellerText

/// The table of line commands: the one grammar of script lines.
///
/// ``LineCommandParser`` reads lines with it, the help's table of line
/// commands (``Catalog/helpCommands``) and the manual page are made from
/// it, and a test holds the README's table to it, as ``KeyBindings`` is
/// for keys. The commands:
///
/// - bank: `add` (or `add customers`), `reset`, `activate`;
/// - moving: `next`, `previous` (or `prev`), `first`, `last`, `up`,
///   `down`; `next heading|button|list`, `previous heading|button|list`
///   (or the plural);
/// - long lists: `next page`, `previous page`, `first in list`,
///   `last in list`, `go to customer 12` (or `customer 12`);
/// - rotor: `rotor next`, `rotor previous`, `rotor SETTING`: a setting of
///   ``rotorSettings``, `rotor heading 2` (or `rotor heading level 2`), or
///   a custom rotor's name such as `rotor loan customers`;
/// - reading: `where` (or `where am i`), `read all`, `summary`, `repeat`,
///   `history`, `history back`, `history forward`;
/// - settings: `verbosity low|normal|high`, `hints on|off`;
/// - time: `wait 2s`, `wait 500ms`, `wait 1.5s`, `wait 2m`, `wait idle`;
/// - `help`, `quit`.
public struct LineCommands: Sendable {
  /// What a line whose first word starts commands, but which fits none of
  /// them, is told, when more than that it takes nothing after it.
  public enum Mistake: Hashable, Sendable {
    /// `next` or `previous` followed by something that is no kind to jump to.
    case jumpNeedsKind(forward: Bool)
    /// `go` without `to customer` and a number.
    case customerNeedsNumber
    /// `read` without `all`.
    case readNeedsAll
    /// `history` followed by something other than `back` or `forward`.
    case historyNeedsDirection
  }

  /// The commands, in the order the help lists them.
  public let commands: [LineCommand]
  /// The mistake of a line that starts with a word, when it is more than
  /// "takes nothing after it".
  public let mistakes: [String: Mistake]
  /// The keys, for a line that is one key: it is told the line command
  /// that does what the key does.
  public let keys: KeyBindings
  /// The forms that start with each first word, longest first, with the
  /// index of their command; among forms of one length, a command that
  /// takes nothing comes before one that reads an argument.
  private let formsByWord: [String: [(form: [String], command: Int)]]

  /// The words a line may start with: each form's first, in table order,
  /// once each; what an unknown first word is held against.
  private let firstWords: [String]

  /// Creates a table.
  ///
  /// - Parameters:
  ///   - commands: the commands, in the order the help lists them.
  ///   - mistakes: what a line that starts with a word is told.
  ///   - keys: the key table a one-key line is looked up in.
  public init(
    _ commands: [LineCommand], mistakes: [String: Mistake], keys: KeyBindings = .standard
  ) {
    self.commands = commands
    self.mistakes = mistakes
    self.keys = keys
    var seen: Set<String> = []
    self.firstWords = commands.flatMap { $0.forms.map { $0[0] } }.filter {
      seen.insert($0).inserted
    }
    var byWord: [String: [(form: [String], command: Int)]] = [:]
    for (index, command) in commands.enumerated() {
      for form in command.forms { byWord[form[0], default: []].append((form, index)) }
    }
    self.formsByWord = byWord.mapValues { forms in
      forms.enumerated().sorted { a, b in
        if a.element.form.count != b.element.form.count {
          return a.element.form.count > b.element.form.count
        }
        let aGives = Self.takesNothing(commands[a.element.command])
        let bGives = Self.takesNothing(commands[b.element.command])
        return aGives != bGives ? aGives : a.offset < b.offset
      }.map(\.element)
    }
  }

  private static func takesNothing(_ command: LineCommand) -> Bool {
    if case .gives = command.reading { return true }
    return false
  }

  /// The command lowercased words give: the longest form the line starts
  /// with whose command reads the rest.
  ///
  /// - Throws: ``LineCommandError`` saying what is wrong, with the line.
  /// - Complexity: O(f · w) for f forms that start with the line's first
  ///   word and w words.
  public func command(
    for words: [String], line: ScriptLine
  ) throws(LineCommandError) -> SessionCommand {
    guard let first = words.first else { throw .unknownCommand(line) }
    guard formsByWord[first] != nil || mistakes[first] != nil else {
      throw unknown(words, line: line)
    }
    let forms = formsByWord[first] ?? []
    for (form, index) in forms where words.starts(with: form) {
      if let command = try commands[index].read(words.dropFirst(form.count), line: line) {
        return command
      }
    }
    switch mistakes[first] {
    case .jumpNeedsKind(let forward): throw .jumpNeedsKind(line, forward: forward)
    case .customerNeedsNumber: throw .customerNeedsNumber(line)
    case .readNeedsAll: throw .readNeedsAll(line)
    case .historyNeedsDirection: throw .historyNeedsDirection(line)
    case nil:
      // The one longer form the word starts, as in "'first' takes nothing
      // after it (or 'first in list')": of several, the one the words
      // after it begin ("first c" for "first cell"), if just one does.
      let longer = forms.map(\.form).filter { $0.count > 1 }
      let fitting = longer.filter { form in
        zip(form.dropFirst(), words.dropFirst()).allSatisfy { $0.hasPrefix($1) }
      }
      let candidates = fitting.isEmpty ? longer : fitting
      let endings = candidates.map { $0.dropFirst().joined(separator: " ") }
      guard forms.contains(where: { $0.form.count == 1 }) else {
        throw .needsMore(line, endings: endings)
      }
      throw .takesNothing(line, alternative: endings.count == 1 ? endings[0] : nil)
    }
  }

  /// The words of the first line command that gives a command, as typed
  /// in its first form: "reset", "where"; nil when no line command gives
  /// it (`m`'s view switch is a key alone).
  ///
  /// - Complexity: O(c) for c commands.
  public func words(giving command: SessionCommand) -> String? {
    commands.first { $0.reading == .gives(command) }?.forms[0].joined(separator: " ")
  }

  /// What a line whose first word starts no command is told: a line of
  /// one key (`a`, `?`, `ㅁ`) the line command that does what the key
  /// does; any other the line it likely meant. That is the line with its
  /// first word made the nearest one the table has (``NearestWord``), when
  /// it reads as a command ("next heading" for "nxt heading"), else that
  /// word's first form ("read all" for "red").
  ///
  /// - Complexity: O(w · n) for w first words of n characters, and one
  ///   reading of the line.
  func unknown(_ words: [String], line: ScriptLine) -> LineCommandError {
    if line.words.count == 1, let typed = line.words.first, typed.count == 1,
      let key = typed.first, let command = keys.command(for: .character(key))
    {
      return .keyAsLine(line, lineCommand: self.words(giving: command))
    }
    guard let word = NearestWord.suggestion(for: words[0], among: firstWords) else {
      return .unknownCommand(line)
    }
    let corrected = [word] + words.dropFirst()
    if (try? command(for: corrected, line: line)) != nil {
      return .unknownCommand(line, suggestion: corrected.joined(separator: " "))
    }
    let form = commands.lazy.flatMap(\.forms).first { $0[0] == word } ?? [word]
    return .unknownCommand(line, suggestion: form.joined(separator: " "))
  }

  /// The commands on a line of the help, in table order.
  public func commands(on line: LineCommandHelp) -> [LineCommand] {
    commands.filter { $0.help == line }
  }

  /// The help's lines, in the order of their first command in the table.
  public var helpLines: [LineCommandHelp] {
    var seen: Set<LineCommandHelp> = []
    return commands.map(\.help).filter { seen.insert($0).inserted }
  }
}
