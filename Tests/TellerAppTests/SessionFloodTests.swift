import TellerAccessibility
import TellerApp
import TellerBank
import Testing

/// Adds a batch of customers, then lets time pass until the bank and the
/// announcer are idle: in 50 ms steps through the first `fineSeconds`
/// seconds, where the burst is, then in 1 s steps. Returns every
/// announcement record and the session.
///
/// The announcer releases held text at its exact deadlines inside each
/// step, so the step size changes when the screen is rebuilt, not what is
/// said or when (``SessionFloodTests/stepSizeIndependent()`` checks this).
private func flood(
  batch: Int, verbosity: Verbosity, fineSeconds: Int64 = 10, language: Language = .english
) -> (announcements: [OutputRecord], session: InteractiveSession) {
  var settings = SessionSettings(
    language: language, verbosity: verbosity, bank: BankConfiguration(seed: 1))
  settings.bank.batchSize = batch
  var session = InteractiveSession(settings: settings)
  var records = session.start()
  records += session.handle(.line("add", number: 1))
  while session.nextWakeTime != nil {
    let step: ModelTime =
      session.now < .seconds(Double(fineSeconds)) ? .milliseconds(50) : .seconds(1)
    records += session.advance(to: session.now + step)
  }
  return (records.filter { $0.kind == .announcement }, session)
}

/// The 1000-customer floods, run once per verbosity and shared by the tests.
private let floods: [Verbosity: (announcements: [OutputRecord], session: InteractiveSession)] = {
  var all: [Verbosity: (announcements: [OutputRecord], session: InteractiveSession)] = [:]
  for verbosity in [Verbosity.low, .normal, .high] {
    all[verbosity] = flood(batch: 1000, verbosity: verbosity)
  }
  return all
}()

/// The largest number of announcements made in any window of a length that
/// starts after time zero.
private func busiestWindow(_ records: [OutputRecord], length: ModelTime) -> Int {
  let times = records.map(\.time).filter { $0 > .zero }
  var most = 0
  var start = 0
  for end in times.indices {
    while times[end] - times[start] >= length { start += 1 }
    most = max(most, end - start + 1)
  }
  return most
}

@Suite("Session flood control")
struct SessionFloodTests {
  static let levels: [Verbosity] = [.low, .normal, .high]

  @Test("1000 customers: at most 3 at once, at most 2 a second, all served last", arguments: levels)
  func thousandCustomers(_ verbosity: Verbosity) throws {
    let (announcements, session) = try #require(floods[verbosity])
    #expect(session.bank.isIdle)
    let atStart = announcements.filter { $0.time == .zero }
    #expect(!atStart.isEmpty)
    #expect(atStart.count <= 3)
    #expect(busiestWindow(announcements, length: .seconds(1)) <= 2)
    // The final state is said last, once; at high verbosity after the
    // last finish it is merged with.
    let last = try #require(announcements.last)
    let final = "all customers served: 1000 customers in "
    #expect(last.text.lowercased().contains(final), "\(last.text)")
    #expect(announcements.filter { $0.text.lowercased().contains(final) }.count == 1)
    #expect(last.time >= session.bank.workTime)
    #expect(last.time - session.bank.workTime < .milliseconds(500))
  }

  @Test("Low verbosity says the add and the end only")
  func lowSaysLittle() throws {
    let announcements = try #require(floods[.low]).announcements
    #expect(announcements.count == 2)
    #expect(announcements.first?.text == "1000 customers added, 997 waiting")
  }

  @Test("Normal verbosity reports progress; high names more customers than normal")
  func higherSaysMore() throws {
    let low = try #require(floods[.low]).announcements
    let normal = try #require(floods[.normal]).announcements
    let high = try #require(floods[.high]).announcements
    #expect(normal.count > low.count)
    #expect(high.count >= normal.count)
    let namedNormal = normal.reduce(0) { $0 + $1.text.count }
    let namedHigh = high.reduce(0) { $0 + $1.text.count }
    #expect(namedHigh > namedNormal)
    #expect(high.first?.text.hasPrefix("Customers 1 to 1000 added") == true)
  }

  @Test("Polite announcements keep the debounce window", arguments: levels)
  func politeDebounce(_ verbosity: Verbosity) throws {
    let polite = try #require(floods[verbosity]).announcements.filter {
      $0.priority == .polite
    }
    for (a, b) in zip(polite, polite.dropFirst()) {
      #expect(b.time - a.time >= .milliseconds(500), "\(a.text) then \(b.text)")
    }
  }

  @Test("A longer debounce window means fewer announcements")
  func debounceSetting() {
    var settings = SessionSettings(debounce: .seconds(2), bank: BankConfiguration(seed: 1))
    settings.bank.batchSize = 100
    let run = ScriptRun(script: "add\nwait idle", settings: settings)
    let slow = run.records.filter { $0.kind == .announcement }
    var normal = settings
    normal.debounce = .milliseconds(500)
    let fast = ScriptRun(script: "add\nwait idle", settings: normal).records.filter {
      $0.kind == .announcement
    }
    #expect(slow.count < fast.count)
    for (a, b) in zip(slow, slow.dropFirst()) { #expect(b.time - a.time >= .seconds(2)) }
    #expect(slow.last?.text.hasPrefix("All customers served: 100 customers") == true)
  }

  @Test("Step size does not change what is said: 50 ms steps and wait idle agree")
  func stepSizeIndependent() {
    var settings = SessionSettings(bank: BankConfiguration(seed: 1))
    settings.bank.batchSize = 100
    let idle = ScriptRun(script: "add\nwait idle", settings: settings).records.filter {
      $0.kind == .announcement
    }
    let stepped = flood(batch: 100, verbosity: .normal, fineSeconds: 1000).announcements
    #expect(idle.map(\.text) == stepped.map(\.text))
    #expect(idle.map(\.time) == stepped.map(\.time))
  }

  @Test("Korean flood ends with the Korean all-served sentence")
  func korean() {
    let announcements = flood(batch: 100, verbosity: .normal, language: .korean).announcements
    #expect(announcements.first?.text.hasPrefix("고객 100명 추가") == true)
    #expect(announcements.last?.text.hasPrefix("모든 고객 업무 완료: 고객 100명") == true)
  }
}
