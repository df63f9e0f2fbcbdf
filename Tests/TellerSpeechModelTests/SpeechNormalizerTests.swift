import TellerAccessibility
import TellerSession
import TellerSpeechModel
import TellerWording
import Testing

private func english(_ text: String) -> String {
  SpeechNormalizer.normalized(text, catalog: .english)
}

private func korean(_ text: String) -> String {
  SpeechNormalizer.normalized(text, catalog: .korean)
}

@Suite("Spoken text: numbers, times and symbols in words, English and Korean")
struct SpeechNormalizerTests {
  @Test("Decimals: the point is a word and the digits after it are read one by one")
  func decimals() {
    #expect(korean("업무시간 3.3초") == "업무시간 3 점 3초")
    #expect(korean("업무시간 29.9초") == "업무시간 29 점 9초")
    #expect(korean("29.75초") == "29 점 7 5초")
    #expect(english("work time 3.3 seconds") == "work time 3 point 3 seconds")
    #expect(english("0.05") == "0 point 0 5")
    #expect(
      english("All customers served: 30 customers in 13.2 seconds")
        == "All customers served: 30 customers in 13 point 2 seconds")
  }

  @Test("Not decimals: sentence stops, versions, lone points, whole numbers")
  func notDecimals() {
    #expect(english("Line 4. Next") == "Line 4. Next")
    #expect(english("teller 1.2.3") == "teller 1.2.3")
    #expect(english("1.2.3.4 and 5.5") == "1.2.3.4 and 5 point 5")
    #expect(english("3. 4") == "3. 4")
    #expect(english("10 customers added, 7 waiting") == "10 customers added, 7 waiting")
    #expect(korean("고객 10명 추가, 대기 7명") == "고객 10명 추가, 대기 7명")
    #expect(english("") == "")
  }

  @Test("Grouped thousands lose their commas; lists keep theirs")
  func thousands() {
    #expect(english("10,000 customers") == "10000 customers")
    #expect(korean("고객 1,234,567명") == "고객 1234567명")
    #expect(english("customers 1, 2 and 4") == "customers 1, 2 and 4")
    #expect(english("1,23") == "1,23")
    #expect(english("1,2345") == "1,2345")
    #expect(english("1234,567") == "1234,567")
    #expect(english("10,000.5") == "10000 point 5")
  }

  @Test("The work timer and h:mm:ss are durations in words")
  func times() {
    #expect(english("Work time 00:04:400") == "Work time 4 point 4 seconds")
    #expect(english("01:04:400") == "1 minute 4 point 4 seconds")
    #expect(english("00:00:000") == "0 seconds")
    #expect(english("61:02:003") == "1 hour 1 minute 2 point 0 0 3 seconds")
    #expect(english("1:02:03") == "1 hour 2 minutes 3 seconds")
    #expect(korean("업무시간 01:04:400") == "업무시간 1분 4 점 4초")
    #expect(korean("1:00:00") == "1시간")
    // Not times: a colon that ends a clause, a clock-like pair, bad seconds.
    #expect(english("Line 4: Unknown") == "Line 4: Unknown")
    #expect(english("12:30") == "12:30")
    #expect(english("00:75:000") == "00:75:000")
    #expect(english("1:02:03:04") == "1:02:03:04")
  }

  @Test("Percent after a number is a word")
  func percent() {
    #expect(english("50% done") == "50 percent done")
    #expect(korean("50%") == "50 퍼센트")
    #expect(english("12.5%") == "12 point 5 percent")
  }

  @Test("A symbol that stands alone is said by name; punctuation on a word is left")
  func symbols() {
    #expect(english("Press ? for help") == "Press question mark for help")
    #expect(korean("도움말은 ? 키") == "도움말은 물음표 키")
    #expect(english("Unknown key '?'") == "Unknown key 'question mark'")
    #expect(
      english("Unknown key #, press ? for help")
        == "Unknown key number sign, press question mark for help")
    #expect(english("< and >") == "less than and greater than")
    #expect(korean("{ 키") == "왼쪽 중괄호 키")
    #expect(english("Quit? Yes!") == "Quit? Yes!")
    #expect(english("help?") == "help?")
    #expect(english("a, b; c: d.") == "a, b; c: d.")
    #expect(english("?") == "question mark")
    #expect(english("??") == "question mark question mark")
    // Dashes read as a pause, and have no name here.
    #expect(english("4 - Deposit") == "4 - Deposit")
  }

  @Test("Every spoken symbol has a name in both languages, and the names differ")
  func symbolNames() {
    for symbol in "?!.,:;'\"()[]{}<>#%&*+/\\=@^_|~`$" {
      let en = Catalog.english.spokenSymbolName(symbol)
      let ko = Catalog.korean.spokenSymbolName(symbol)
      #expect(en != nil && ko != nil && en != ko, "\(symbol)")
    }
    for none: Character in ["a", "3", "-", "가", " "] {
      #expect(Catalog.english.spokenSymbolName(none) == nil, "\(none)")
    }
  }

  @Test("Utterances are normalised in the step's language")
  func utterances() {
    let record = OutputRecord(kind: .summary, text: "업무시간 3.3초, ? 키", time: .zero)
    #expect(
      SpeechPolicy.utterance(for: record, catalog: .korean)?.text == "업무시간 3 점 3초, 물음표 키")
    let english = OutputRecord(kind: .error, text: "Press  ?\tfor help", time: .zero)
    #expect(
      SpeechPolicy.utterance(for: english, catalog: .english)?.text
        == "Press question mark for help")
  }
}
