import TellerFullScreen
import TellerFullScreenView

/// Bank-like screens built from plain values, in English and Korean, as the
/// full-screen presenter will build them from the element tree.
enum SampleScreen {
  enum Language { case english, korean }

  struct Customer {
    var number: Int
    var isLoan: Bool
  }

  static let loan = Style(foreground: .magenta)

  /// A screen with waiting and processing customers and a focus.
  static func content(
    _ language: Language, waiting: [Customer], processing: [(Customer, clerk: Int)],
    time: String = "00:01:000", focus: Focus = .add, scrolls: [ScrollState] = [],
    said: [String]? = nil
  ) -> BankScreenContent {
    let english = language == .english
    func kind(_ customer: Customer) -> String {
      english ? (customer.isLoan ? "Loan" : "Deposit") : (customer.isLoan ? "대출" : "예금")
    }
    func row(_ customer: Customer, clerk: Int? = nil) -> Line {
      let style = customer.isLoan ? loan : .plain
      let name = Span("\(customer.number) - \(kind(customer))", style: style)
      guard let clerk else { return Line([name]) }
      let desk = english ? "clerk \(clerk)" : "\(clerk)번 창구"
      return Line([name.padded(toWidth: 18), Span(desk)])
    }
    let waitingFocus: Int? = if case .waiting(let index) = focus { index } else { nil }
    return BankScreenContent(
      title: Line("Teller", style: Style(attributes: .bold)),
      summary: Line(
        english
          ? "\(waiting.count) waiting, \(processing.count) being served, work time 1.0 s"
          : "대기 \(waiting.count)명, 업무 \(processing.count)명, 업무시간 1.0초",
        isFocused: focus == .summary),
      buttons: [
        Button(
          english ? "Add 10 customers" : "고객 10명 추가", style: Style(foreground: .blue),
          isFocused: focus == .add),
        Button(
          english ? "Reset" : "초기화", style: Style(foreground: .red), isFocused: focus == .reset),
      ],
      timer: Line(
        (english ? "Work time - " : "업무시간 - ") + time, isFocused: focus == .timer),
      panes: [
        PaneContent(
          title: Line(
            (english ? "Waiting" : "대기중") + " (\(waiting.count))",
            style: Style(foreground: .green), isFocused: focus == .waitingHeading),
          count: waiting.count, focusedRow: waitingFocus,
          scroll: scrolls.first ?? ScrollState(),
          placeholder: Line(english ? "Empty" : "비어 있음")
        ) { row(waiting[$0]) },
        PaneContent(
          title: Line(
            (english ? "Processing" : "업무중") + " (\(processing.count))",
            style: Style(foreground: .blue)),
          count: processing.count, scroll: scrolls.dropFirst().first ?? ScrollState(),
          placeholder: Line(english ? "Empty" : "비어 있음")
        ) { row(processing[$0].0, clerk: processing[$0].clerk) },
      ],
      message: MessageContent(
        title: Line(english ? "Message" : "메시지"),
        said: said ?? [
          english
            ? "Add 10 customers, button, Adds 10 customers to the waiting line, rotor: Headings"
            : "고객 10명 추가, 버튼, 대기줄에 고객 10명을 추가합니다, 로터: 제목"
        ], separator: " · "),
      status: Line(
        english
          ? "Rotor: Headings · Customers 8 and 10 started" : "로터: 제목 · 고객 8, 10 업무 시작"),
      hint: Line(
        english ? "? help · m screen-reader mode · q quit" : "? 도움말 · m 화면 읽기 모드 · q 끝내기"),
      hiddenRows: { english ? "\($0) more" : "\($0)명 더" },
      tooSmall: { needed, actual in
        english
          ? "The terminal is \(actual). Teller needs at least \(needed)."
          : "터미널 크기가 \(actual)입니다. 최소 \(needed)이 필요합니다."
      })
  }

  enum Focus: Equatable {
    case summary, add, reset, timer, waitingHeading
    case waiting(Int)
  }

  /// The reference layout's customers: 3, 5, 6, 7 and 9 waiting (all loan),
  /// 2, 8 and 10 being served.
  static func reference(
    _ language: Language, time: String = "00:01:000", focus: Focus = .add
  ) -> BankScreenContent {
    content(
      language,
      waiting: [3, 5, 6, 7, 9].map { Customer(number: $0, isLoan: true) },
      processing: [
        (Customer(number: 2, isLoan: true), 3), (Customer(number: 8, isLoan: false), 1),
        (Customer(number: 10, isLoan: false), 2),
      ], time: time, focus: focus)
  }

  /// 10,000 customers waiting, focus on one of them deep in the list.
  static func crowded(_ language: Language, focusedRow: Int) -> BankScreenContent {
    content(
      language,
      waiting: (1...10_000).map { Customer(number: $0, isLoan: $0 % 3 == 0) },
      processing: [], focus: .waiting(focusedRow))
  }

  static func render(
    _ content: BankScreenContent, _ width: Int, _ height: Int,
    appearance: Appearance = Appearance()
  ) -> Frame {
    BankScreenLayout.render(
      content, size: Size(width: width, height: height), appearance: appearance
    )
    .frame
  }
}
