import TellerBank

extension EnglishWording {
  /// The English words of the bank's screen.
  public func text(_ message: ScreenMessage) -> String {
    switch message {
    case .appTitle: "Teller"
    case .summaryLabel: "Status"
    case .addButtonLabel(let n): n == 1 ? "Add 1 customer" : "Add \(n) customers"
    case .addButtonHint(let n):
      n == 1 ? "Adds 1 customer to the waiting line" : "Adds \(n) customers to the waiting line"
    case .resetButtonLabel: "Reset"
    case .resetButtonHint: "Clears both lines and the work time"
    case .workTimeLabel: "Work time"
    case .waitingHeading: "Waiting"
    case .processingHeading: "Processing"
    case .customerCount(0): "no customers"
    case .customerCount(1): "1 customer"
    case .customerCount(let count): "\(count) customers"
    case .workTypeName(.deposit): "deposit"
    case .workTypeName(.loan): "loan"
    case .workTypeTitle(.deposit): "Deposit"
    case .workTypeTitle(.loan): "Loan"
    case .customerLabel(let number, let type): "Customer \(number), " + text(.workTypeName(type))
    case .customerRowLabel(let number, let type): "\(number) - " + text(.workTypeTitle(type))
    case .clerkName(let clerk): "clerk \(clerk)"
    case .noCustomersWaiting: "No customers waiting"
    case .noCustomersProcessing: "No customers being served"
    case .summary(0, 0, let time): "Bank idle, work time " + text(.duration(time))
    case .summary(let waiting, let processing, let time):
      "\(waiting) waiting, \(processing) being served, work time " + text(.duration(time))
    case .duration(let time): Self.duration(SpokenDuration(time))
    case .rotorName(.deposit): "Deposit customers"
    case .rotorName(.loan): "Loan customers"
    case .welcomeForKeys(let help): "Teller. Press \(help) for help."
    case .welcomeForLines: "Teller. Type help for commands."
    case .verbosityName(.low): "low"
    case .verbosityName(.normal): "normal"
    case .verbosityName(.high): "high"
    case .verbosityChanged(let level): "Verbosity " + text(.verbosityName(level))
    }
  }

  private static func duration(_ span: SpokenDuration) -> String {
    var parts: [String] = []
    if span.hours > 0 { parts.append(span.hours == 1 ? "1 hour" : "\(span.hours) hours") }
    if span.minutes > 0 { parts.append(span.minutes == 1 ? "1 minute" : "\(span.minutes) minutes") }
    if span.hasSeconds {
      parts.append(span.seconds == "1" ? "1 second" : span.seconds + " seconds")
    }
    return parts.joined(separator: " ")
  }
}
