import TellerSession
import TellerWording
import Testing

/// The one line a crash signal writes as it ends Teller, in English and
/// Korean: what happened and where a report goes, or that another process
/// sent the signal.
@Suite("Crash lines' words")
struct CrashMessageTests {
  @Test("English says what happened, where to report it, and how to get a backtrace")
  func english() {
    let setting = "SWIFT_BACKTRACE=enable=yes,interactive=no"
    #expect(
      Catalog.english[.crashed(.segmentationFault, backtrace: .askWith(setting: setting))]
        == "Teller crashed on a bad memory access (SIGSEGV). Please tell Teller's maintainers "
        + "what you did just before, with the output of teller --version. Run it again with "
        + "SWIFT_BACKTRACE=enable=yes,interactive=no for a backtrace to add.")
    #expect(
      Catalog.english[.crashed(.illegalInstruction, backtrace: .follows)].hasSuffix(
        "The Swift runtime's backtrace follows."))
    #expect(
      Catalog.english[.sent(.abort)]
        == "Another process sent SIGABRT, which ends Teller; Teller did not crash.")
  }

  @Test("Every line names its signal, is one line, and Korean words each one")
  func everyLine() {
    for message in CrashMessage.samples {
      let signal: CrashSignal
      switch message {
      case .crashed(let crashed, _): signal = crashed
      case .sent(let sent): signal = sent
      }
      for catalog in [Catalog.english, .korean] {
        #expect(catalog[message].contains(signal.name), "\(message)")
        #expect(!catalog[message].contains("\n"), "\(message)")
      }
      #expect(Catalog.korean[message] != Catalog.english[message], "\(message)")
    }
    #expect(
      Catalog.korean[.sent(.segmentationFault)]
        == "다른 프로세스가 보낸 SIGSEGV 신호로 Teller가 끝났습니다. Teller의 오류는 아닙니다.")
    #expect(
      Catalog.korean[.crashed(.abort, backtrace: .askWith(setting: "S=1"))].hasSuffix(
        "백트레이스도 보내려면 이 환경 변수로 다시 실행하세요: S=1"))
  }

  @Test("Each kind of signal says what went wrong in its own words")
  func causes() {
    let english = CrashSignal.allCases.map { Catalog.english[.crashed($0, backtrace: .follows)] }
    #expect(english[0].hasPrefix("Teller crashed on an internal error (SIGABRT)."))
    #expect(english[2].hasPrefix("Teller crashed on a bad memory access (SIGBUS)."))
    #expect(english[3].hasPrefix("Teller crashed on a failed internal check (SIGILL)."))
    #expect(english[4].hasPrefix("Teller crashed on an arithmetic error (SIGFPE)."))
    #expect(english[5].hasPrefix("Teller crashed on a failed internal check (SIGTRAP)."))
  }
}
