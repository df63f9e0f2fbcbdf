import TellerAccessibility
import TellerBank
import TellerSession
import TellerWording
import Testing

/// The most customers a session's bank holds at once: an add past it adds
/// what fits and says so, in the user's language, naming the way to reset.
@Suite("Session: the most customers at once")
struct SessionCustomerLimitTests {
  /// A script run on a bank that holds at most 25 customers, with nobody
  /// served (the clock never moves).
  private func run(
    _ script: String, _ language: Language = .english, keys: Bool = false
  ) -> ScriptRun {
    var settings = SessionSettings(language: language, inputIsKeys: keys)
    settings.customerLimit = 25
    settings.clockIsVirtual = true
    settings.pacesReader = false
    return ScriptRun(script: script, settings: settings)
  }

  private func errors(_ run: ScriptRun) -> [String] {
    run.records.filter { $0.kind == .error }.map(\.text)
  }

  @Test("The limit is a million: about 60 MB of customers at about 60 bytes each")
  func defaultLimit() {
    #expect(SessionSettings().customerLimit == 1_000_000)
    #expect(SessionSettings.defaultCustomerLimit == 1_000_000)
  }

  @Test("An add past the limit adds what fits and says how many, the limit and how to reset")
  func english() {
    let script = run("add\nadd\nadd\nadd\nwait 1ms\n")
    #expect(script.session.bank.customerCount == 25)
    #expect(
      errors(script) == [
        "The bank is full at 25 customers: 5 of 10 added. Type reset, then add more.",
        "The bank is full at 25 customers: none added. Type reset, then add more.",
      ])
    // Not a bad line: the script still exits 0.
    #expect(script.exitCode == .success)
    // The part it allowed is answered at once, as any add is.
    #expect(script.records.contains { $0.text.hasPrefix("5 customers added, 22 waiting") })
  }

  @Test("In Korean, with the reset command or the reset key")
  func korean() {
    #expect(
      errors(run("add\nadd\nadd\nadd\n", .korean)) == [
        "은행이 최대 25명으로 가득 찼습니다. 10명 중 5명만 추가했습니다. reset 명령으로 초기화한 뒤 더 추가하세요.",
        "은행이 최대 25명으로 가득 찼습니다. 고객을 추가하지 않았습니다. reset 명령으로 초기화한 뒤 더 추가하세요.",
      ])
  }

  @Test("With keys, the answer names the reset key")
  func keys() {
    var settings = SessionSettings(inputIsKeys: true)
    settings.customerLimit = 10
    settings.clockIsVirtual = true
    var session = Session(settings: settings)
    _ = session.start()
    _ = session.handle(.key(.character("a")))
    let step = session.handle(.key(.character("a")))
    #expect(
      step.records.first { $0.kind == .error }?.text
        == "The bank is full at 10 customers: none added. Press x to reset, then add more.")
    var korean = settings
    korean.language = .korean
    var koreanSession = Session(settings: korean)
    _ = koreanSession.start()
    _ = koreanSession.handle(.key(.character("a")))
    #expect(
      koreanSession.handle(.key(.character("a"))).records.first { $0.kind == .error }?.text
        == "은행이 최대 10명으로 가득 찼습니다. 고객을 추가하지 않았습니다. x 키로 초기화한 뒤 더 추가하세요.")
  }

  @Test("A reset makes room again; served customers leave room too")
  func room() {
    let reset = run("add\nadd\nadd\nreset\nadd\n")
    #expect(errors(reset).count == 1)
    #expect(reset.session.bank.customerCount == 10)
    let served = run("add\nadd\nadd\nwait idle\nadd\nadd\n")
    #expect(errors(served).count == 1)
    #expect(served.session.bank.customerCount == 20)
  }

  @Test("Large limits are written with their thousands grouped")
  func grouped() {
    for (number, written) in [
      (0, "0"), (999, "999"), (1000, "1,000"), (25_000, "25,000"), (1_000_000, "1,000,000"),
      (-1234, "-1,234"),
    ] {
      #expect(EnglishWording().groupedDigits(number) == written)
    }
  }
}
