import TellerBank

extension EnglishWording {
  /// The English words of `teller console`.
  public func text(_ message: ConsoleMessage) -> String {
    switch message {
    case .openChoice: "1 : Open bank"
    case .quitChoice: "2 : Quit"
    case .prompt: "Input : "
    case .invalidChoice: "Invalid input. Please enter 1 or 2."
    case .workName(.deposit): "deposit"
    case .workName(.loan): "loan"
    case .started(let number, let work): "Customer \(number) \(text(.workName(work))) started"
    case .finished(let number, let work): "Customer \(number) \(text(.workName(work))) finished"
    case .closed(let customers, let time):
      "The bank is closed. \(customers) customers were served today in "
        + "\(formatSeconds(time, decimals: 2)) seconds."
    }
  }
}
