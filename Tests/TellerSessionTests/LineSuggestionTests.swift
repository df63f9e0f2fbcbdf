import TellerAccessibility
import TellerInput
import TellerSession
import Testing

/// A line that is no command is told the line it likely meant, from the
/// table of line commands; a line that is one key is told the line
/// command that does what the key does, from the key table.
@Suite("Line commands: suggestions and keys typed as lines")
struct LineSuggestionTests {
  private func error(_ text: String) -> LineCommandError? {
    do {
      _ = try LineCommandParser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "A slip of one or two edits, or the start of a word, is offered the line it likely meant",
    arguments: [
      ("ad", "add"), ("qut", "quit"), ("hepl", "help"), ("rest", "reset"), ("sum", "summary"),
      ("nxt heading", "next heading"), ("Nxt", "next"), ("red", "read all"),
      ("reed all", "read all"), ("og to customer 3", "go to customer 3"),
      ("verbositi high", "verbosity high"), ("wiat 2s", "wait 2s"),
      ("histroy back", "history back"),
    ])
  func suggested(_ typed: String, _ meant: String) throws {
    #expect(error(typed) == .unknownCommand(ScriptLine(typed), suggestion: meant))
    // What is offered is a line the parser reads, or a form that then says
    // what it needs.
    if meant != "read all" { #expect(try LineCommandParser.parse(meant) != nil) }
  }

  @Test(
    "A word far from every command, or too short to tell, is offered nothing",
    arguments: ["frob", "xyz", "zz", "re", String(repeating: "a", count: 41)])
  func nothingOffered(_ typed: String) {
    #expect(error(typed) == .unknownCommand(ScriptLine(typed)))
  }

  @Test("Every character key typed as a line names the line command that does the same, if any")
  func keysAsLines() throws {
    var withCommand = 0
    for binding in KeyBindings.standard.bindings {
      guard case .character(let character) = binding.key, character != "#" else { continue }
      let typed = String(character)
      guard case .keyAsLine(let line, let command)? = error(typed) else {
        Issue.record("'\(typed)' gave \(String(describing: error(typed)))")
        continue
      }
      #expect(line == ScriptLine(typed))
      if let command {
        withCommand += 1
        #expect(try LineCommandParser.parse(command) == binding.command, "\(typed): \(command)")
      } else {
        #expect(
          !LineCommands.standard.commands.contains { $0.reading == .gives(binding.command) },
          "\(typed)")
      }
    }
    #expect(withCommand >= 20)
    #expect(error("a") == .keyAsLine(ScriptLine("a"), lineCommand: "add"))
    #expect(error("q") == .keyAsLine(ScriptLine("q"), lineCommand: "quit"))
    #expect(error("n") == .keyAsLine(ScriptLine("n"), lineCommand: "next"))
    #expect(error("G") == .keyAsLine(ScriptLine("G"), lineCommand: "last"))
    #expect(error("m") == .keyAsLine(ScriptLine("m"), lineCommand: nil))
    // A Hangul jamo is the letter key it sits on, as at the terminal.
    #expect(error("ㅁ") == .keyAsLine(ScriptLine("ㅁ"), lineCommand: "add"))
    // A letter no key has, and two letters, are unknown commands.
    #expect(error("z") == .unknownCommand(ScriptLine("z")))
    #expect(error("a a") != .keyAsLine(ScriptLine("a a"), lineCommand: "add"))
  }

  @Test("Both languages say the suggestion and the key, naming the line")
  func wording() {
    func said(_ script: String, _ language: Language) -> [String] {
      ScriptRun(script: script, settings: SessionSettings(language: language)).records
        .filter { $0.kind == .error }.map(\.text)
    }
    #expect(
      said("ad\na\nm\n", .english) == [
        "Line 1: Unknown command 'ad'; did you mean 'add'?",
        "Line 2: 'a' is a key; the line command for it is 'add'.",
        "Line 3: 'm' is a key at a terminal; no line command does the same.",
      ])
    #expect(
      said("ad\na\nm\n", .korean) == [
        "1번째 줄: 알 수 없는 명령 'ad'. 'add'을(를) 뜻했나요?",
        "2번째 줄: 'a'은(는) 키입니다. 같은 일을 하는 줄 명령은 'add'입니다.",
        "3번째 줄: 'm'은(는) 터미널에서 쓰는 키입니다. 같은 일을 하는 줄 명령은 없습니다.",
      ])
    // A line that names nothing near keeps pointing at help.
    #expect(said("frob\n", .english) == ["Line 1: Unknown command 'frob'. Type help for commands."])
  }
}
