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
}
