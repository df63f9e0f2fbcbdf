import TellerAccessibility
import TellerBank

/// Every sentence, label and hint Teller's app layer shows or speaks, in one
/// language.
///
/// English and Korean are written side by side: every member switches over
/// ``Language``, so a string missing in one language does not compile.
/// Korean labels follow the seed screen (고객 10명 추가, 초기화, 업무시간,
/// 대기중, 업무중), but spoken customer labels read "4번 고객, 예금" rather
/// than the screen's "4 - 예금", because a speech synthesizer reads the dash
/// as "minus" or drops it.
///
/// Hints are written for the ear: they say what happens, never which
/// gesture or key to use, and never say "button".
public struct Catalog: Hashable, Sendable {
  /// The language of every string.
  public let language: Language

  /// Creates the catalog of a language.
  public init(language: Language) { self.language = language }

  /// The English catalog.
  public static let english = Catalog(language: .english)
  /// The Korean catalog.
  public static let korean = Catalog(language: .korean)

  // MARK: Screen

  /// The screen's title, spoken as its level-1 heading.
  public var appTitle: String {
    switch language {
    case .english: "Teller"
    case .korean: "Teller 은행창구"
    }
  }

  /// The label of the element that sums up the bank's state.
  public var summaryLabel: String {
    switch language {
    case .english: "Status"
    case .korean: "현황"
    }
  }

  /// The label of the add button, which follows the batch size:
  /// "Add 10 customers", "고객 10명 추가".
  public func addButtonLabel(batchSize: Int) -> String {
    switch language {
    case .english: batchSize == 1 ? "Add 1 customer" : "Add \(batchSize) customers"
    case .korean: "고객 \(batchSize)명 추가"
    }
  }

  /// The hint of the add button: what it does, for the ear.
  public func addButtonHint(batchSize: Int) -> String {
    switch language {
    case .english:
      batchSize == 1
        ? "Adds 1 customer to the waiting line"
        : "Adds \(batchSize) customers to the waiting line"
    case .korean: "대기줄에 고객 \(batchSize)명을 추가합니다"
    }
  }

  /// The label of the reset button.
  public var resetButtonLabel: String {
    switch language {
    case .english: "Reset"
    case .korean: "초기화"
    }
  }

  /// The hint of the reset button.
  public var resetButtonHint: String {
    switch language {
    case .english: "Clears both lines and the work time"
    case .korean: "대기중과 업무중 목록을 비우고 업무시간을 0으로 되돌립니다"
    }
  }

  /// The label of the work timer.
  public var workTimeLabel: String {
    switch language {
    case .english: "Work time"
    case .korean: "업무시간"
    }
  }

  /// The heading and label of the waiting list.
  public var waitingHeading: String {
    switch language {
    case .english: "Waiting"
    case .korean: "대기중"
    }
  }

  /// The heading and label of the list of customers being served.
  public var processingHeading: String {
    switch language {
    case .english: "Processing"
    case .korean: "업무중"
    }
  }

  /// A number of customers as a list's value: "7 customers", "1 customer",
  /// "no customers"; "7명", "고객 없음".
  public func customerCount(_ count: Int) -> String {
    switch language {
    case .english:
      switch count {
      case 0: "no customers"
      case 1: "1 customer"
      default: "\(count) customers"
      }
    case .korean: count == 0 ? "고객 없음" : "\(count)명"
    }
  }

  /// A work type's name inside a sentence: "deposit", "loan"; "예금", "대출".
  public func workTypeName(_ type: WorkType) -> String {
    switch (language, type) {
    case (.english, .deposit): "deposit"
    case (.english, .loan): "loan"
    case (.korean, .deposit): "예금"
    case (.korean, .loan): "대출"
    }
  }

  /// A work type's name as shown on its own: "Deposit", "Loan"; "예금", "대출".
  public func workTypeTitle(_ type: WorkType) -> String {
    switch (language, type) {
    case (.english, .deposit): "Deposit"
    case (.english, .loan): "Loan"
    case (.korean, .deposit): "예금"
    case (.korean, .loan): "대출"
    }
  }

  /// The spoken label of a customer, in either list: "Customer 4,
  /// deposit"; "4번 고객, 예금". At a clerk, the clerk is the item's value
  /// (``clerkName(_:)``), so it is heard as "Customer 4, deposit, clerk 1".
  public func waitingCustomerLabel(number: Int, workType: WorkType) -> String {
    switch language {
    case .english:
      "Customer " + String(number) + (workType == .loan ? ", loan" : ", deposit")
    case .korean:
      String(number) + (workType == .loan ? "번 고객, 대출" : "번 고객, 예금")
    }
  }

  /// What the full screen shows in an empty Waiting list.
  public var noCustomersWaiting: String {
    switch language {
    case .english: "No customers waiting"
    case .korean: "대기 중인 고객 없음"
    }
  }

  /// What the full screen shows in an empty Processing list.
  public var noCustomersProcessing: String {
    switch language {
    case .english: "No customers being served"
    case .korean: "업무 중인 고객 없음"
    }
  }

  /// The sentence that sums up the bank: "3 waiting, 3 being served, work
  /// time 4.4 seconds", or "Bank idle, work time 0 seconds" when both lines
  /// are empty.
  public func summary(waiting: Int, processing: Int, workTime: ModelTime) -> String {
    let time = spokenDuration(workTime)
    switch language {
    case .english:
      if waiting == 0 && processing == 0 { return "Bank idle, work time " + time }
      return "\(waiting) waiting, \(processing) being served, work time " + time
    case .korean:
      if waiting == 0 && processing == 0 { return "고객 없음, 업무시간 " + time }
      return "대기중 \(waiting)명, 업무중 \(processing)명, 업무시간 " + time
    }
  }

  // MARK: Custom rotors

  /// The name of the custom rotor that visits customers of a work type:
  /// "Loan customers", "대출 고객".
  public func rotorName(for type: WorkType) -> String {
    switch (language, type) {
    case (.english, .deposit): "Deposit customers"
    case (.english, .loan): "Loan customers"
    case (.korean, .deposit): "예금 고객"
    case (.korean, .loan): "대출 고객"
    }
  }

  /// The name of the loan customers rotor.
  public var loanRotorName: String { rotorName(for: .loan) }

  /// The name of the deposit customers rotor.
  public var depositRotorName: String { rotorName(for: .deposit) }

  // MARK: Welcome

  /// The welcome line when Teller reads keys, naming the help key in
  /// words: "Teller. Press question mark for help." It is short: a screen
  /// reader says it before the answer to the user's first key.
  public var welcomeForKeys: String {
    let help = spokenKey(for: .help)
    switch language {
    case .english: return "Teller. Press \(help) for help."
    case .korean: return "Teller. 도움말은 \(help) 키를 누르세요."
    }
  }

  /// The welcome line when Teller reads line commands:
  /// "Teller. Type help for commands."
  public var welcomeForLines: String {
    switch language {
    case .english: "Teller. Type help for commands."
    case .korean: "Teller. 명령 목록을 보려면 help를 입력하세요."
    }
  }

  // MARK: Verbosity

  /// A verbosity level's name: "low", "normal", "high"; "낮음", "보통", "높음".
  public func verbosityName(_ verbosity: Verbosity) -> String {
    switch (language, verbosity) {
    case (.english, .low): "low"
    case (.english, .normal): "normal"
    case (.english, .high): "high"
    case (.korean, .low): "낮음"
    case (.korean, .normal): "보통"
    case (.korean, .high): "높음"
    }
  }

  /// The confirmation of a verbosity change: "Verbosity high".
  public func verbosityChanged(to verbosity: Verbosity) -> String {
    switch language {
    case .english: "Verbosity " + verbosityName(verbosity)
    case .korean: "말하기 수준 " + verbosityName(verbosity)
    }
  }
}
