import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerWording
import Testing

/// Unknown keys are named in words, never by the raw bytes of a sequence.
@Suite("Unknown keys in words")
struct UnknownKeyTests {
  @Test("A sequence Teller does not know is named in words; a known key by its name")
  func named() {
    var session = Session(
      settings: SessionSettings(bank: BankConfiguration(seed: 1), inputIsKeys: true))
    _ = session.start()
    var decoder = KeyDecoder()
    for bytes in ["\u{1B}[99~", "\u{1B}[1;2;3A", "\u{1B}OX"] {
      let keys = decoder.decode(Array(bytes.utf8))
      #expect(keys.count == 1)
      let said = keys.flatMap { session.handle(.key($0)).map(\.text) }
      #expect(said == ["Unknown key sequence, press question mark for help"], "\(bytes)")
      #expect(!said.joined().contains("\\e"))
    }
    #expect(
      session.handle(.key(.function(1))).map(\.text) == [
        "Unknown key F1, press question mark for help"
      ])
    #expect(
      Catalog.korean.message(for: .unknownKey(.unknown("\\xFF")))
        == "알 수 없는 키 시퀀스, 도움말은 물음표 키")
  }

  @Test("A mouse click reaches the session as nothing at all")
  func mouse() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[<0;10;5M\u{1B}[<0;10;5m".utf8)).isEmpty)
  }
}
