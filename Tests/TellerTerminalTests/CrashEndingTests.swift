import TellerPlatform
import TellerSession
import TellerWording
import Testing

@testable import TellerTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A signal's abbreviation as the C library gives it (`SEGV`), from
/// `sigabbrev_np`, found by name: Swift's Glibc module does not declare it.
private func abbreviation(_ signal: Int32) -> String? {
  guard let symbol = dlsym(nil, "sigabbrev_np") else { return nil }
  typealias Abbreviation = @convention(c) (Int32) -> UnsafePointer<CChar>?
  return unsafeBitCast(symbol, to: Abbreviation.self)(signal).map { String(cString: $0) }
}

/// The lines a crash signal writes, worded ahead of time for the handler.
@Suite("Crash endings' lines")
struct CrashEndingTests {
  @Test("Every crash signal the handlers take has a meaning, and each one signal")
  func everySignal() {
    let numbers = CrashEnding.signals.map(\.signal.rawValue)
    #expect(Set(numbers) == Set(EmergencyActions.crashSignals))
    #expect(numbers.count == Set(numbers).count)
    #expect(Set(CrashEnding.signals.map(\.meaning)) == Set(CrashSignal.allCases))
    for (meaning, signal) in CrashEnding.signals {
      guard let abbreviation = abbreviation(signal.rawValue) else { continue }
      #expect(meaning.name == "SIG" + abbreviation, "the name says the number's signal")
    }
  }

  @Test("A line is Teller's: its name first, one line break at the end")
  func line() {
    let line = CrashEnding.line(Catalog.english[.sent(.segmentationFault)])
    #expect(
      line == "teller: Another process sent SIGSEGV, which ends Teller; Teller did not crash.\n")
  }
}
