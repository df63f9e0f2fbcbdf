import TellerBank

extension Catalog {
  /// Numbers read naturally: "1", "1 and 2", "1, 2 and 3"; in Korean
  /// "1, 2, 3", which the counter word after the list completes.
  ///
  /// - Complexity: O(n) in the count of numbers.
  public func numberList(_ numbers: [Int]) -> String {
    var text = ""
    for (i, n) in numbers.enumerated() {
      if i > 0 {
        text += language == .english && i == numbers.count - 1 ? " and " : ", "
      }
      text += String(n)
    }
    return text
  }

  /// Customers named by number, or counted when there are more than
  /// `maxNamed` (nil names them all): "customer 3", "customers 1, 2 and 3",
  /// "12 customers"; "3번 고객", "1, 2, 3번 고객", "고객 12명".
  /// Numbers are read in ascending order.
  public func customerGroup(_ numbers: [Int], maxNamed: Int?) -> String {
    let numbers = numbers.sorted()
    let named = maxNamed.map { numbers.count <= $0 } ?? true
    switch language {
    case .english:
      if !named { return numbers.count == 1 ? "1 customer" : "\(numbers.count) customers" }
      return (numbers.count == 1 ? "customer " : "customers ") + numberList(numbers)
    case .korean:
      if !named { return "고객 \(numbers.count)명" }
      return numberList(numbers) + "번 고객"
    }
  }

  /// Part of an announcement: customers who started being served,
  /// "customers 1 and 2 started"; "1, 2번 고객 업무 시작".
  public func customersStarted(_ numbers: [Int], maxNamed: Int?) -> String {
    let group = customerGroup(numbers, maxNamed: maxNamed)
    switch language {
    case .english: return group + " started"
    case .korean: return group + " 업무 시작"
    }
  }

  /// Part of an announcement: customers whose service finished,
  /// "customer 3 finished"; "3번 고객 업무 완료".
  public func customersFinished(_ numbers: [Int], maxNamed: Int?) -> String {
    let group = customerGroup(numbers, maxNamed: maxNamed)
    switch language {
    case .english: return group + " finished"
    case .korean: return group + " 업무 완료"
    }
  }

  /// The length of the waiting line inside an announcement: "7 waiting",
  /// "none waiting"; "대기 7명", "대기 없음".
  public func waitingTally(_ waiting: Int) -> String {
    switch language {
    case .english: waiting == 0 ? "none waiting" : "\(waiting) waiting"
    case .korean: waiting == 0 ? "대기 없음" : "대기 \(waiting)명"
    }
  }

  /// Part of an announcement: customers who joined the waiting line and how
  /// long it is now. With `numbers`, customers are named: "customers 11 to
  /// 20 added, 17 waiting"; without, counted: "10 customers added,
  /// 7 waiting"; "고객 10명 추가, 대기 7명".
  public func customersAdded(count: Int, numbers: ClosedRange<Int>?, waiting: Int) -> String {
    let tally = waitingTally(waiting)
    switch language {
    case .english:
      let who: String
      if let numbers {
        who =
          numbers.count == 1
          ? "customer \(numbers.lowerBound)"
          : "customers \(numbers.lowerBound) to \(numbers.upperBound)"
      } else {
        who = count == 1 ? "1 customer" : "\(count) customers"
      }
      return who + " added, " + tally
    case .korean:
      let who: String
      if let numbers {
        who =
          numbers.count == 1
          ? "\(numbers.lowerBound)번 고객"
          : "\(numbers.lowerBound)번부터 \(numbers.upperBound)번 고객"
      } else {
        who = "고객 \(count)명"
      }
      return who + " 추가, " + tally
    }
  }

  /// Part of an announcement: the final state once everybody is served,
  /// "all customers served: 10 customers in 5.5 seconds"; "모든 고객 업무
  /// 완료: 고객 10명, 업무시간 5.5초".
  public func allServed(_ summary: BankSummary) -> String {
    let time = spokenDuration(summary.workTime)
    switch language {
    case .english:
      return "all customers served: " + customerCount(summary.customersServed) + " in " + time
    case .korean:
      return "모든 고객 업무 완료: 고객 \(summary.customersServed)명, 업무시간 " + time
    }
  }

  /// The assertive confirmation of a reset: "Reset. Both lines are empty."
  public var resetConfirmation: String {
    switch language {
    case .english: "Reset. Both lines are empty."
    case .korean: "초기화. 대기중과 업무중 목록이 모두 비었습니다."
    }
  }

  /// Joins the parts of one announcement into a sentence, "Customers 1 and
  /// 2 started; customer 3 finished"; Korean parts are joined with ". ".
  public func announcementSentence(_ parts: [String]) -> String {
    switch language {
    case .english:
      let text = parts.joined(separator: "; ")
      guard let first = text.first else { return text }
      return first.uppercased() + text.dropFirst()
    case .korean:
      return parts.joined(separator: ". ")
    }
  }
}
