import TellerAccessibility
import TellerBank
import TellerSession
import Testing

/// The bank's rotor offers only what the screen has, as VoiceOver does.
@Suite("The rotor on the bank's screen")
struct RotorOfferTests {
  private func session() -> Session {
    var session = Session(
      settings: SessionSettings(bank: BankConfiguration(seed: 1), inputIsKeys: true))
    _ = session.start()
    return session
  }

  /// The settings `r` turns through, from Headings back to it.
  private func turned(_ session: inout Session) -> [String] {
    var heard: [String] = []
    repeat {
      heard += session.handle(.key(.character("r"))).map(\.text)
    } while session.navigator.rotor.setting != .headings && heard.count < 20
    return heard
  }

  @Test("An empty bank offers no Adjust value and no customer rotors")
  func emptyBank() {
    var session = session()
    #expect(
      turned(&session) == [
        "Heading level 1", "Heading level 2", "Buttons", "Lists", "Tables", "Updates", "Headings",
      ])
  }

  @Test("Customers of both kinds on screen bring both customer rotors")
  func customersOnScreen() {
    var session = session()
    _ = session.handle(.key(.character("a")))
    #expect(
      turned(&session) == [
        "Heading level 1", "Heading level 2", "Buttons", "Lists", "Tables", "Updates",
        "Loan customers",
        "Deposit customers", "Headings",
      ])
  }

  @Test("A script can still set a rotor the screen does not offer now, and hears no more")
  func byName() {
    var session = session()
    #expect(
      session.handle(.line("rotor loan customers", number: 1)).map(\.text) == ["Loan customers"])
    #expect(session.handle(.line("down", number: 2)).map(\.text) == ["No more loan customers"])
    #expect(session.badLines == 0)
  }
}
