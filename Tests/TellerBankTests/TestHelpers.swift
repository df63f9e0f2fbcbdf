import TellerBank
import TellerTestSupport

/// Test helpers for the bank: quick configurations and event collection.
extension BankConfiguration {
  /// One deposit clerk at 0.7 s and no loan clerks; nobody comes for loans.
  static var oneClerk: BankConfiguration {
    BankConfiguration.exercise(depositClerks: 1, loanClerks: 0, loanShare: 0)
  }
}

/// Work types for d deposit and l loan customers, interleaved so that the
/// order of numbering does not favour one type.
func mixedTypes(deposit d: Int, loan l: Int) -> [WorkType] {
  var types: [WorkType] = []
  var (left, right) = (d, l)
  while left > 0 || right > 0 {
    if left > 0 {
      types.append(.deposit)
      left -= 1
    }
    if right > 0 {
      types.append(.loan)
      right -= 1
    }
  }
  return types
}

/// Runs one batch of given types arriving at time 0 to the end, with
/// statistics and every event.
func runBatch(
  _ types: [WorkType], configuration: BankConfiguration = BankConfiguration()
) -> (statistics: BankStatistics, events: [BankEvent], bank: Bank) {
  var bank = Bank(configuration: configuration)
  var statistics = BankStatistics(configuration: configuration)
  var events: [BankEvent] = []
  let sink: (BankEvent) -> Void = {
    statistics.record($0)
    events.append($0)
  }
  bank.addCustomers(types, into: sink)
  bank.advanceUntilIdle(into: sink)
  return (statistics, events, bank)
}

/// Milliseconds, as model time.
func ms(_ value: Int64) -> ModelTime { .milliseconds(value) }

/// A work type's name in the table, the audits' included.
func name(_ type: WorkType) -> String { AuditWorkType.bank[type].name }

/// A short text for an event, for readable expectations.
func describe(_ event: BankEvent) -> String {
  let t = event.time.milliseconds
  switch event.kind {
  case .arrived(let c): return "\(t) arrived \(c.number) \(name(c.workType))"
  case .started(let c, let clerk):
    return "\(t) started \(c.number) \(name(c.workType)) clerk \(clerk)"
  case .finished(let c, let clerk):
    return "\(t) finished \(c.number) \(name(c.workType)) clerk \(clerk)"
  case .allServed(let s):
    return "\(t) allServed \(s.customersServed) work \(s.workTime.milliseconds)"
  case .reset: return "\(t) reset"
  }
}
