import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import Testing

/// With the Korean input method on, the letter keys type Hangul jamo; each
/// reads as the key it sits on (2-set, dubeolsik), from the one layout
/// table, for every letter the key table binds.
@Suite("Hangul jamo keys")
struct HangulKeysTests {
  /// Every bound letter key: its jamo gives its command; a shifted letter
  /// without a jamo of its own types its lowercase key's jamo.
  @Test("Every bound letter key's jamo gives that key's command")
  func everyBoundLetter() throws {
    let table = KeyBindings.standard
    var letters = 0
    for binding in table.bindings {
      guard case .character(let letter) = binding.key, letter.isASCII, letter.isLetter else {
        continue
      }
      letters += 1
      if let jamo = HangulLayout.jamo[letter] {
        #expect(table.command(for: .character(jamo)) == binding.command, "\(letter) \(jamo)")
      } else {
        // Shift on this key types the unshifted jamo.
        let lower = Character(letter.lowercased())
        let jamo = try #require(HangulLayout.jamo[lower], "\(letter)")
        #expect(table.command(for: .character(jamo)) == table.command(for: .character(lower)))
      }
    }
    #expect(letters >= 14)
  }

  @Test("The layout: each letter key a–z and Q W E R T O P, each jamo once")
  func layout() {
    let lower = "abcdefghijklmnopqrstuvwxyz".map { $0 }
    #expect(Set(HangulLayout.jamo.keys) == Set(lower + ["Q", "W", "E", "R", "T", "O", "P"]))
    #expect(Set(HangulLayout.jamo.values).count == HangulLayout.jamo.count)
    let samples: [(Character, Character)] = [
      ("ㅂ", "q"), ("ㅁ", "a"), ("ㅌ", "x"), ("ㅈ", "w"), ("ㄱ", "r"), ("ㄲ", "R"), ("ㅗ", "h"),
      ("ㅠ", "b"), ("ㅣ", "l"), ("ㅡ", "m"), ("ㅊ", "c"), ("ㄴ", "s"), ("ㅃ", "Q"), ("ㅉ", "W"),
      ("ㄸ", "E"), ("ㅆ", "T"), ("ㅒ", "O"), ("ㅖ", "P"),
    ]
    for (jamo, letter) in samples { #expect(HangulLayout.letter(for: jamo) == letter) }
    #expect(HangulLayout.letter(for: "한") == nil)
    #expect(HangulLayout.letter(for: "q") == nil)
  }

  @Test("A letter key added to a table works as its jamo at once; a bound jamo wins")
  func followsTheTable() {
    let table = KeyBindings([
      .init(.character("n"), .next, help: .next),
      .init(.character("ㅍ"), .summary, help: .summary),
      .init(.character("v"), .reset, help: .reset),
    ])
    #expect(table.command(for: .character("ㅜ")) == .next)
    #expect(table.command(for: .character("ㅍ")) == .summary)
    #expect(table.command(for: .character("ㅋ")) == nil)
    #expect(table.keys(for: .next) == [.character("n")], "help names the letter only")
  }

  @Test("In a Korean session, ㅁ adds customers and ㅂ quits")
  func inASession() {
    var session = Session(
      settings: SessionSettings(
        language: .korean, bank: BankConfiguration(seed: 1), inputIsKeys: true))
    _ = session.start()
    let added = session.handle(.key(.character("ㅁ")))
    #expect(added.cause == .command(.addCustomers))
    #expect(session.bank.waitingCount > 0)
    #expect(!added.records.contains { $0.text.contains("알 수 없는 키") })
    _ = session.handle(.key(.character("ㅂ")))
    #expect(session.isFinished)
  }
}
