import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerWording
import Testing

@Suite("Catalog")
struct CatalogTests {
  static func hasHangul(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
  }

  @Test("Korean has every English string, under the same names and in the same order")
  func sameNames() {
    let english = Catalog.english.entries.map(\.name)
    let korean = Catalog.korean.entries.map(\.name)
    #expect(english.count > 80)
    #expect(english == korean)
    #expect(Set(english).count == english.count, "entry names are unique")
  }

  @Test("Every Korean string is Korean, every English string is not, and none is empty")
  func languagesDiffer() {
    let english = Catalog.english.entries
    let korean = Catalog.korean.entries
    // Marks a braille line leaves out are empty in every language; numbers
    // joined, parts joined and the notice in Latin letters are Korean
    // without Hangul, and so are the names printed on keys, one key of a
    // list, and the placeholder N.
    let mayBeEmpty = ["traitMark(", "roleMark(", "numberList([])"]
    let noHangul = [
      "numberList(", "sentence(", "needsLiblouisNotice", "named(", "alt(", "shiftTab", "space",
      "alternatives([\"1\"])", "placeholder(TellerInput.LineCommand.Placeholder.number)",
    ]
    for (e, k) in zip(english, korean) {
      #expect(e.text.isEmpty == k.text.isEmpty, "\(e.name) is empty in one language only")
      if e.text.isEmpty, mayBeEmpty.contains(where: e.name.hasPrefix) { continue }
      #expect(!e.text.isEmpty, "\(e.name) is empty in English")
      #expect(!k.text.isEmpty, "\(k.name) is empty in Korean")
      #expect(!Self.hasHangul(e.text), "\(e.name) has Korean in English: \(e.text)")
      if !noHangul.contains(where: k.name.hasPrefix) {
        #expect(Self.hasHangul(k.text), "\(k.name) is not Korean: \(k.text)")
      }
      #expect(!e.text.contains("\\("), "\(e.name) has an unfilled placeholder")
      #expect(!k.text.contains("\\("), "\(k.name) has an unfilled placeholder")
    }
  }

  @Test("Help tables list the same lines in both languages")
  func helpTables() {
    #expect(Catalog.english.helpKeys.map(\.id) == Catalog.korean.helpKeys.map(\.id))
    #expect(Catalog.english.helpCommands.map(\.id) == Catalog.korean.helpCommands.map(\.id))
    #expect(Catalog.english.helpKeys.count >= 10)
    #expect(Set(Catalog.english.helpKeys.map(\.id)).count == Catalog.english.helpKeys.count)
    let next = Catalog.english.helpKeys[0]
    #expect(next.text == "n, Right or Tab: next item")
    // Line commands are typed in English in both languages.
    #expect(Catalog.english.helpCommands.map(\.keys).first == "add")
    #expect(Catalog.korean.helpCommands.map(\.keys).first == "add")
  }

  @Test("Hints say what happens, never a gesture and never 'button'")
  func hintsForTheEar() {
    for catalog in [Catalog.english, .korean] {
      let hints = [
        catalog[.addButtonHint(batchSize: 10)], catalog[.addButtonHint(batchSize: 1)],
        catalog[.resetButtonHint], catalog[.closeHint],
      ]
      for hint in hints {
        let lower = hint.lowercased()
        for word in ["button", "tap", "click", "press", "swipe", "double", "버튼", "누르", "탭"] {
          #expect(!lower.contains(word), "hint '\(hint)' mentions '\(word)'")
        }
      }
    }
    #expect(
      Catalog.english[.addButtonHint(batchSize: 10)] == "Adds 10 customers to the waiting line")
    #expect(Catalog.english[.resetButtonHint] == "Clears both lines and the work time")
  }

  @Test("The add button follows the batch size")
  func addLabel() {
    #expect(Catalog.english[.addButtonLabel(batchSize: 1)] == "Add 1 customer")
    #expect(Catalog.english[.addButtonLabel(batchSize: 10)] == "Add 10 customers")
    #expect(Catalog.english[.addButtonLabel(batchSize: 1000)] == "Add 1000 customers")
    #expect(Catalog.korean[.addButtonLabel(batchSize: 10)] == "고객 10명 추가")
    #expect(Catalog.korean[.addButtonLabel(batchSize: 1000)] == "고객 1000명 추가")
  }

  @Test("Seed screen words: 초기화, 업무시간, 대기중, 업무중")
  func seedWords() {
    #expect(Catalog.korean[.resetButtonLabel] == "초기화")
    #expect(Catalog.korean[.workTimeLabel] == "업무시간")
    #expect(Catalog.korean[.waitingHeading] == "대기중")
    #expect(Catalog.korean[.processingHeading] == "업무중")
    #expect(Catalog.english[.workTimeLabel] == "Work time")
    #expect(Catalog.english[.waitingHeading] == "Waiting")
    #expect(Catalog.english[.processingHeading] == "Processing")
  }

  @Test("Customer counts: none, one, many")
  func customerCounts() {
    #expect(Catalog.english[.customerCount(0)] == "no customers")
    #expect(Catalog.english[.customerCount(1)] == "1 customer")
    #expect(Catalog.english[.customerCount(2)] == "2 customers")
    #expect(Catalog.english[.customerCount(7)] == "7 customers")
    #expect(Catalog.korean[.customerCount(0)] == "고객 없음")
    #expect(Catalog.korean[.customerCount(7)] == "7명")
  }

  @Test("Customer labels name the work, visual text follows the seed")
  func customerLabels() {
    let en = Catalog.english
    let ko = Catalog.korean
    #expect(en[.customerLabel(number: 4, workType: .deposit)] == "Customer 4, deposit")
    #expect(en[.customerLabel(number: 5, workType: .loan)] == "Customer 5, loan")
    #expect(en[.clerkName(3)] == "clerk 3")
    #expect(ko[.customerLabel(number: 4, workType: .deposit)] == "4번 고객, 예금")
    #expect(ko[.clerkName(3)] == "3번 창구")
    // The screen's rows, which speech never reads: a dash would be "minus".
    #expect(en[.customerRowLabel(number: 1, workType: .loan)] == "1 - Loan")
    #expect(en[.customerRowLabel(number: 2, workType: .deposit)] == "2 - Deposit")
    #expect(ko[.customerRowLabel(number: 1, workType: .loan)] == "1 - 대출")
    #expect(ko[.customerRowLabel(number: 2, workType: .deposit)] == "2 - 예금")
  }

  @Test("Customer numbers of every length are written in full")
  func numberLengths() {
    let en = Catalog.english
    #expect(en[.customerLabel(number: 0, workType: .loan)] == "Customer 0, loan")
    #expect(en[.customerLabel(number: 9, workType: .loan)] == "Customer 9, loan")
    #expect(en[.customerLabel(number: 10, workType: .loan)] == "Customer 10, loan")
    #expect(
      en[.customerLabel(number: 99_999, workType: .deposit)] == "Customer 99999, deposit")
    #expect(en[.customerLabel(number: -12, workType: .loan)] == "Customer -12, loan")
    #expect(
      en[.customerLabel(number: Int.max, workType: .loan)] == "Customer \(Int.max), loan")
    #expect(
      en[.customerLabel(number: Int.min, workType: .loan)] == "Customer \(Int.min), loan")
    #expect(Catalog.korean[.clerkName(12)] == "12번 창구")
    #expect(
      Catalog.korean[.customerRowLabel(number: 10_000, workType: .deposit)] == "10000 - 예금")
    #expect(BankScreen.customerID(1_234_567).rawValue == "customer.1234567")
  }

  @Test("The summary sentence, busy and idle")
  func summary() {
    #expect(
      Catalog.english[
        ScreenMessage.summary(waiting: 3, processing: 3, workTime: .milliseconds(4400))]
        == "3 waiting, 3 being served, work time 4.4 seconds")
    #expect(
      Catalog.english[ScreenMessage.summary(waiting: 0, processing: 0, workTime: .zero)]
        == "Bank idle, work time 0 seconds")
    #expect(
      Catalog.korean[
        ScreenMessage.summary(waiting: 3, processing: 3, workTime: .milliseconds(4400))]
        == "대기중 3명, 업무중 3명, 업무시간 4.4초")
    #expect(
      Catalog.korean[ScreenMessage.summary(waiting: 0, processing: 0, workTime: .zero)]
        == "고객 없음, 업무시간 0초")
  }

  @Test("Welcome lines and rotor names")
  func welcomeAndRotors() {
    #expect(
      Catalog.english.welcomeForKeys
        == "Teller. Press question mark for help.")
    #expect(Catalog.english[.welcomeForLines] == "Teller. Type help for commands.")
    #expect(Catalog.english[ScreenMessage.rotorName(.loan)] == "Loan customers")
    #expect(Catalog.english[ScreenMessage.rotorName(.deposit)] == "Deposit customers")
    #expect(Catalog.korean[ScreenMessage.rotorName(.loan)] == "대출 고객")
    #expect(Catalog.korean[ScreenMessage.rotorName(.deposit)] == "예금 고객")
  }

  @Test("Errors name the line and show outside text safely")
  func errors() {
    #expect(
      Catalog.english[.unknownCommand("xyz", line: 3)]
        == "Unknown command 'xyz' on line 3. Type help for commands.")
    #expect(
      Catalog.english[.unknownCommand("xyz", line: nil)]
        == "Unknown command 'xyz'. Type help for commands.")
    #expect(
      Catalog.korean[.unknownCommand("xyz", line: 3)]
        == "3번째 줄: 알 수 없는 명령 'xyz'. 명령 목록을 보려면 help를 입력하세요.")
    #expect(
      Catalog.english[.missingArgument(command: "wait", line: 4)]
        == "'wait' needs a value on line 4. Type help for commands.")
    #expect(
      Catalog.english[.invalidValue("abc", command: "wait", line: 5)]
        == "'abc' is not a valid value for 'wait' on line 5. Type help for commands.")
    let hostile = Catalog.english[.unknownCommand("\u{1B}[31mred\u{07}", line: 1)]
    #expect(hostile == "Unknown command '\\e[31mred\\u{7}' on line 1. Type help for commands.")
    #expect(!hostile.unicodeScalars.contains { $0.value < 0x20 })
    #expect(!Catalog.korean.unknownKey("\u{1B}").unicodeScalars.contains { $0.value == 0x1B })
  }

  @Test("Number lists: empty, one, two, three, many")
  func numberLists() {
    #expect(Catalog.english[.numberList([])] == "")
    #expect(Catalog.english[.numberList([1])] == "1")
    #expect(Catalog.english[.numberList([1, 2])] == "1 and 2")
    #expect(Catalog.english[.numberList([1, 2, 3])] == "1, 2 and 3")
    #expect(Catalog.english[.numberList([4, 8, 15, 16])] == "4, 8, 15 and 16")
    #expect(Catalog.korean[.numberList([1, 2, 3])] == "1, 2, 3")
  }

  @Test("Announcement parts join into one sentence")
  func sentences() {
    let en = Catalog.english
    let sentence = en[
      .sentence([
        en[.customersStarted([1, 2], maxNamed: 4)], en[.customersFinished([3], maxNamed: 4)],
      ])]
    #expect(sentence == "Customers 1 and 2 started; customer 3 finished")
    #expect(en[.customersStarted(Array(1...12), maxNamed: 4)] == "12 customers started")
    #expect(
      en[.customersStarted(Array(1...5), maxNamed: nil)] == "customers 1, 2, 3, 4 and 5 started")
    #expect(
      en[.customersAdded(count: 10, numbers: nil, waiting: 10)] == "10 customers added, 10 waiting")
    #expect(
      en[.customersAdded(count: 1, numbers: nil, waiting: 0)] == "1 customer added, none waiting")
    #expect(
      en[.customersAdded(count: 10, numbers: 11...20, waiting: 17)]
        == "customers 11 to 20 added, 17 waiting")
    let ko = Catalog.korean
    #expect(
      ko[
        .sentence([
          ko[.customersStarted([1, 2], maxNamed: 4)], ko[.customersFinished([3], maxNamed: 4)],
        ])] == "1, 2번 고객 업무 시작. 3번 고객 업무 완료")
    #expect(ko[.customersAdded(count: 10, numbers: nil, waiting: 7)] == "고객 10명 추가, 대기 7명")
    #expect(ko[.customersStarted(Array(1...12), maxNamed: 4)] == "고객 12명 업무 시작")
    #expect(en[.resetConfirmation] == "Reset. Both lines are empty.")
  }

  @Test("All served sums up customers and time")
  func allServed() {
    let summary = BankSummary(customersServed: 10, workTime: .milliseconds(5500))
    #expect(
      Catalog.english[.sentence([Catalog.english[.allServed(summary)]])]
        == "All customers served: 10 customers in 5.5 seconds")
    #expect(Catalog.korean[.allServed(summary)] == "모든 고객 업무 완료: 고객 10명, 업무시간 5.5초")
  }
}
