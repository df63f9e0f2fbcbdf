extension EnglishWording {
  /// The English lines of `teller simulate`'s report.
  public func text(_ message: SimulateMessage) -> String {
    func clerks(_ n: Int) -> String { n == 1 ? "1 clerk" : "\(n) clerks" }
    switch message {
    case .simulated(let customers, nil, let seed):
      return "Simulated \(customers) \(customers == 1 ? "customer" : "customers"), "
        + "all arriving at once, seed \(seed)."
    case .simulated(let customers, let rate?, let seed):
      return "Simulated \(customers) \(customers == 1 ? "customer" : "customers"), "
        + "Poisson arrivals at \(rate) per second, seed \(seed)."
    case .overloaded(let type, let load, let n):
      return "\(text(.workTypeTitle(type))) clerks are overloaded (load \(load) on "
        + "\(clerks(n))): waits grow without bound."
    case .customersServed(let total, let deposit, let loan):
      return "Customers served: \(total) (deposit \(deposit), loan \(loan))"
    case .businessDay(let seconds, let timer): return "Business day: \(seconds) s (\(timer))"
    case .meanWait(let seconds): return "Mean wait: \(seconds) s"
    case .meanWaitInterval(let lower, let upper, let batches):
      return "Mean wait, 95% confidence interval: \(lower) to \(upper) s (\(batches) batch means)"
    case .noMeanWaitInterval(let batches):
      return "Mean wait, 95% confidence interval: none, with fewer customers than its "
        + "\(batches) batches (--ci-batches)"
    case .longestWait(let seconds): return "Longest wait: \(seconds) s"
    case .meanQueueLength(let figure): return "Mean queue length: \(figure)"
    case .utilisationPart(let type, let percent, let n):
      return "\(text(.workTypeName(type))) \(percent)% (\(clerks(n)))"
    case .utilisation(let parts): return "Utilisation: " + parts.joined(separator: ", ")
    case .peakCustomers(let count): return "Most customers in the bank at once: \(count)"
    case .eventCount(let count): return "Events: \(count)"
    case .wallTime(let seconds): return "Wall time: \(seconds) s"
    }
  }
}
