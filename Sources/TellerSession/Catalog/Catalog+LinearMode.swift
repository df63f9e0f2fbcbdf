import TellerArguments

/// The words of linear mode at a terminal that a screen reader reads:
/// merged announcements, say all, the screen curtain and the pace.
extension Catalog {
  /// Part of an announcement: customers who started and finished inside
  /// one merge, said once: "customer 3 started and finished"; "3번 고객
  /// 업무 시작 후 완료".
  public func customersServed(_ numbers: [Int], maxNamed: Int?) -> String {
    let group = customerGroup(numbers, maxNamed: maxNamed)
    switch language {
    case .english: return group + " started and finished"
    case .korean: return group + " 업무 시작 후 완료"
    }
  }

  /// Part of a short announcement, when naming would take too long to
  /// say: how many finished and started, "8 finished, 2 started"; "8명
  /// 완료, 2명 시작". A count of none is left out.
  public func customersMoved(finished: Int, started: Int) -> String {
    var parts: [String] = []
    switch language {
    case .english:
      if finished > 0 { parts.append("\(finished) finished") }
      if started > 0 { parts.append("\(started) started") }
    case .korean:
      if finished > 0 { parts.append("\(finished)명 완료") }
      if started > 0 { parts.append("\(started)명 시작") }
    }
    return parts.joined(separator: ", ")
  }

  /// The line that sums up the rest of a long list in say all: "And 99990
  /// more in Waiting"; "대기중에 99990명 더".
  public func moreInList(_ count: Int, list: String) -> String {
    let shown = visibleText(list)
    switch language {
    case .english: return "And \(count) more in \(shown)"
    case .korean: return "\(shown)에 \(count)명 더"
    }
  }

  /// Said when a key stops say all: "Reading stopped"; "읽기 멈춤".
  public var readingStopped: String {
    switch language {
    case .english: "Reading stopped"
    case .korean: "읽기 멈춤"
    }
  }
}
