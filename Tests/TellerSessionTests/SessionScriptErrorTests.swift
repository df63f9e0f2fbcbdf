import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerWording
import Testing

private func run(_ script: String, _ language: Language = .english) -> ScriptRun {
  ScriptRun(script: script, settings: SessionSettings(language: language))
}

private func errors(_ run: ScriptRun) -> [String] {
  run.records.filter { $0.kind == .error }.map(\.text)
}

@Suite("Session script errors")
struct SessionScriptErrorTests {
  @Test("A clean script exits 0; blank lines and comments are ignored")
  func cleanScript() {
    let script = run("# a comment\n\n   \nadd # add ten\n\twait 1s\nsummary\n")
    #expect(script.exitCode == .success)
    #expect(errors(script).isEmpty)
    #expect(script.session.now == .seconds(1))
    #expect(script.records.contains { $0.kind == .summary })
  }

  @Test(
    "Each bad line gives one error naming its line number and its command",
    arguments: [
      ("frobnicate", 1, "Line 1: Unknown command 'frobnicate'. Type help for commands."),
      ("wait -1s", 1, "Line 1: 'wait' needs a duration that is not negative; got 'wait -1s'."),
      (
        "verbosity loud", 1,
        "Line 1: 'verbosity' must be followed by low, normal or high; got 'verbosity loud'."
      ),
      ("rotor frobs", 1, "Line 1: No rotor setting 'frobs'. Type help for commands."),
      (
        "wait soon", 1,
        "Line 1: 'wait' needs 'idle' or a duration such as 2s, 500ms, 1.5s or 2m; got 'wait soon'."
      ),
      ("hints maybe", 1, "Line 1: 'hints' must be followed by on or off; got 'hints maybe'."),
      ("read", 1, "Line 1: 'read' must be followed by 'all'; got 'read'."),
    ])
  func oneBadLine(_ line: String, _ number: Int, _ expected: String) {
    let script = run(line)
    #expect(errors(script) == [expected])
    #expect(script.exitCode == .dataError)
    #expect(script.exitCode.rawValue == 65)
  }

  @Test("The rest of the script still runs after bad lines, and each is counted")
  func restRuns() {
    let script = run(
      "add\nbogus\nwait 1s\nwait -1s\nverbosity loud\nrotor frobs\nsummary\nwait idle")
    let found = errors(script)
    #expect(found.count == 4)
    #expect(found.map { $0.prefix(7) } == ["Line 2:", "Line 4:", "Line 5:", "Line 6:"])
    #expect(script.session.badLines == 4)
    #expect(script.exitCode == .dataError)
    #expect(script.records.contains { $0.kind == .summary })
    #expect(script.session.bank.isIdle)
    #expect(script.session.bank.workTime > .zero)
  }

  @Test("Errors come in order with the rest, at the line's place")
  func errorsInOrder() {
    let script = run("summary\nbogus\nsummary")
    let kinds = script.records.map(\.kind)
    #expect(kinds == [.welcome, .focus, .summary, .error, .summary])
    #expect(script.records[3].priority == .assertive)
  }

  @Test("Control characters in a bad line are made visible, never sent raw")
  func controlCharactersVisible() throws {
    let script = run("\u{1B}[31mred\u{07}\nwait \u{1B}[2J\nrotor \u{1B}]0;x\u{07}\nfoo\u{9B}bar")
    let found = errors(script)
    #expect(found.count == 4)
    for text in found {
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }
    #expect(found[0] == "Line 1: Unknown command '\\e[31mred\\u{7}'. Type help for commands.")
    #expect(found[1].hasSuffix("got 'wait \\e[2J'."))
    #expect(found[2] == "Line 3: No rotor setting '\\e]0;x\\u{7}'. Type help for commands.")
    #expect(found[3] == "Line 4: Unknown command 'foo\\u{9B}bar'. Type help for commands.")
    let rendered = found.map {
      LinearRenderer().render(OutputRecord(kind: .error, text: $0, time: .zero))
    }
    #expect(rendered.allSatisfy { $0.hasPrefix("Error: Line ") && !$0.contains("\u{1B}") })
  }

  @Test("Korean errors start with the line number and quote the value at fault")
  func korean() {
    let found = errors(run("foo\nwait -1s\nrotor\nverbosity loud # 주석\nrotor frobs", .korean))
    #expect(
      found == [
        "1번째 줄: 알 수 없는 명령 'foo'. 명령 목록을 보려면 help를 입력하세요.",
        "2번째 줄: '-1s'은(는) 'wait' 명령에 쓸 수 없는 값입니다. 명령 목록을 보려면 help를 입력하세요.",
        "3번째 줄: 'rotor' 명령에는 값이 필요합니다. 명령 목록을 보려면 help를 입력하세요.",
        "4번째 줄: 'loud'은(는) 'verbosity' 명령에 쓸 수 없는 값입니다. 명령 목록을 보려면 help를 입력하세요.",
        "5번째 줄: 'frobs' 로터 설정이 없습니다. 명령 목록을 보려면 help를 입력하세요.",
      ])
  }

  @Test("Korean error lines start with the Korean error word")
  func koreanPrefix() {
    #expect(Catalog.korean[.errorPrefix] == "오류: ")
    #expect(Catalog.english[.errorPrefix] == "Error: ")
  }

  @Test("A quit line ends the script: later lines, bad ones too, are not read")
  func quitStops() {
    let script = run("add\nquit\nbogus\nreset")
    #expect(errors(script).isEmpty)
    #expect(script.exitCode == .success)
    #expect(script.session.isFinished)
    #expect(script.session.bank.waitingCount == 7)
  }

  @Test("A bad line before quit still gives 65")
  func badThenQuit() {
    let script = run("bogus\nquit")
    #expect(script.exitCode == .dataError)
  }

  @Test("End of input finishes the session as quit does")
  func endOfInput() {
    for text in ["", "add", "add\n", "add\r\nwait 1s\r\n"] {
      let script = run(text)
      #expect(script.session.isFinished, "\(text)")
      #expect(script.exitCode == .success, "\(text)")
      #expect(errors(script).isEmpty, "\(text)")
    }
  }

  @Test("An unknown command is quoted as typed; known commands ignore case")
  func quotedAsTyped() {
    let script = run("ADD\nFrobNicate now\nWAIT 1S")
    #expect(errors(script) == ["Line 2: Unknown command 'FrobNicate'. Type help for commands."])
    #expect(script.session.bank.nextCustomerNumber == 11)
    #expect(script.session.now == .seconds(1))
  }

  @Test("Line numbers count blank lines and comments")
  func numbering() {
    let found = errors(run("\n# note\n\nadd\n\nbad one\n"))
    #expect(found == ["Line 6: Unknown command 'bad'. Type help for commands."])
  }

  @Test("A key that does nothing is an error but not a bad script line")
  func unknownKey() {
    var session = Session(settings: SessionSettings(inputIsKeys: true))
    _ = session.start()
    let records = session.handle(.key(.character("z")))
    #expect(records.map(\.kind) == [.error])
    #expect(records.first?.text == "Unknown key z, press question mark for help")
    #expect(session.exitCode == .success)
  }
}
