extension EnglishWording {
  /// The English words of announcements.
  public func text(_ message: AnnouncementMessage) -> String {
    switch message {
    case .numberList(let numbers):
      guard let last = numbers.last else { return "" }
      guard numbers.count > 1 else { return String(last) }
      return numbers.dropLast().map(String.init).joined(separator: ", ") + " and \(last)"
    case .customerGroup(let numbers, let maxNamed):
      if let maxNamed, numbers.count > maxNamed {
        return numbers.count == 1 ? "1 customer" : "\(numbers.count) customers"
      }
      return (numbers.count == 1 ? "customer " : "customers ")
        + text(.numberList(numbers.sorted()))
    case .customersStarted(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " started"
    case .customersFinished(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " finished"
    case .customersServed(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " started and finished"
    case .customersMoved(let finished, let started):
      let parts = [
        finished > 0 ? "\(finished) finished" : nil, started > 0 ? "\(started) started" : nil,
      ]
      return parts.compactMap { $0 }.joined(separator: ", ")
    case .waitingTally(let waiting):
      return waiting == 0 ? "none waiting" : "\(waiting) waiting"
    case .customersAdded(let count, let numbers, let waiting):
      let who =
        if let numbers {
          numbers.count == 1
            ? "customer \(numbers.lowerBound)"
            : "customers \(numbers.lowerBound) to \(numbers.upperBound)"
        } else {
          count == 1 ? "1 customer" : "\(count) customers"
        }
      return who + " added, " + text(.waitingTally(waiting))
    case .allServed(let summary):
      return "all customers served: " + text(.customerCount(summary.customersServed)) + " in "
        + text(.duration(summary.workTime))
    case .resetConfirmation:
      return "Reset. Both lines are empty."
    case .sentence(let parts):
      let sentence = parts.joined(separator: "; ")
      guard let first = sentence.first else { return sentence }
      return first.uppercased() + sentence.dropFirst()
    case .moreInList(let count, let list):
      return "And \(count) more in \(list)"
    case .readingStopped:
      return "Reading stopped"
    }
  }
}
