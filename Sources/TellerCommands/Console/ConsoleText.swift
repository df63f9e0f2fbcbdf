import TellerAccessibility
import TellerBank

/// The console app's texts, in Korean and English, exactly as the exercise
/// gives them.
public struct ConsoleText: Hashable, Sendable {
  /// The language of the texts.
  public let language: Language

  /// Creates the texts for a language.
  public init(language: Language) { self.language = language }

  /// The menu's choice lines, shown before the prompt.
  public var menu: [String] {
    switch language {
    case .korean: ["1 : 은행개점", "2 : 종료"]
    case .english: ["1 : Open bank", "2 : Quit"]
    }
  }

  /// The prompt, ending with a space; the answer follows on the same line.
  public var prompt: String {
    switch language {
    case .korean: "입력 : "
    case .english: "Input : "
    }
  }

  /// What is said after input that is neither 1 nor 2.
  public var invalidChoice: String {
    switch language {
    case .korean: "잘못된 입력입니다. 1 또는 2를 입력해 주세요."
    case .english: "Invalid input. Please enter 1 or 2."
    }
  }

  /// A work type's name as the console says it.
  public func name(of type: WorkType) -> String {
    switch (language, type) {
    case (.korean, .deposit): "예금"
    case (.korean, .loan): "대출"
    case (.english, .deposit): "deposit"
    case (.english, .loan): "loan"
    }
  }

  /// A clerk started serving a customer: `3번 고객 대출업무 시작`.
  public func started(_ customer: Customer) -> String {
    switch language {
    case .korean: "\(customer.number)번 고객 \(name(of: customer.workType))업무 시작"
    case .english: "Customer \(customer.number) \(name(of: customer.workType)) started"
    }
  }

  /// A clerk finished serving a customer: `11번 고객 예금업무 완료`.
  public func finished(_ customer: Customer) -> String {
    switch language {
    case .korean: "\(customer.number)번 고객 \(name(of: customer.workType))업무 완료"
    case .english: "Customer \(customer.number) \(name(of: customer.workType)) finished"
    }
  }

  /// The closing line of a business day, with the time to 2 decimals.
  public func closed(customers: Int, time: ModelTime) -> String {
    let seconds = formatSeconds(time, decimals: 2)
    switch language {
    case .korean:
      return "업무가 마감되었습니다. 오늘 업무를 처리한 고객은 총 \(customers)명이며, 총 업무시간은 \(seconds)초입니다."
    case .english:
      return "The bank is closed. \(customers) customers were served today in \(seconds) seconds."
    }
  }
}
