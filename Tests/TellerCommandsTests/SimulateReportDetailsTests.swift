import Foundation
import TellerArguments
import TellerBank
import TellerSession
import TellerText
import TellerWording
import Testing

@testable import TellerCommands

/// The details of `teller simulate`'s report: the business day rounded once
/// and said in days and hours, counts grouped, a partial run marked, and
/// the warnings that the mean wait's interval is not to be trusted.
@Suite("Simulate: report details")
struct SimulateReportDetailsTests {
  static func options(_ words: [String]) throws -> SimulateOptions {
    try SimulateOptions(CommandTable.parser.parse(["simulate"] + words))
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }

  @Test(
    "The business day: rounded once, the timer under an hour, words from an hour on",
    arguments: [
      // The issue's "571.060 s (09:31:059)": both figures now say .060.
      (
        Int64(571_059_500_000), "Business day: 571.060 s (09:31:060)", "영업 시간: 571.060초 (09:31:060)"
      ),
      (4_400_000_000, "Business day: 4.400 s (00:04:400)", "영업 시간: 4.400초 (00:04:400)"),
      (3_599_999_400_000, "Business day: 3,599.999 s (59:59:999)", "영업 시간: 3,599.999초 (59:59:999)"),
      // Rounds to an hour: words, not 60:00:000.
      (3_599_999_600_000, "Business day: 3,600.000 s (1 hour)", "영업 시간: 3,600.000초 (1시간)"),
      (
        7_384_500_000_000, "Business day: 7,384.500 s (2 hours 3 minutes 5 seconds)",
        "영업 시간: 7,384.500초 (2시간 3분 5초)"
      ),
      // The issue's "91616:12:800".
      (
        5_496_972_800_000_000, "Business day: 5,496,972.800 s (63 days 14 hours 56 minutes)",
        "영업 시간: 5,496,972.800초 (63일 14시간 56분)"
      ),
      (
        91_865_520_000_000_000, "Business day: 91,865,520.000 s (1,063 days 6 hours 12 minutes)",
        "영업 시간: 91,865,520.000초 (1,063일 6시간 12분)"
      ),
    ])
  func businessDay(nanoseconds: Int64, english: String, korean: String) {
    let makespan = ModelTime(nanoseconds: nanoseconds)
    #expect(Catalog.english.businessDay(makespan) == english)
    #expect(Catalog.korean.businessDay(makespan) == korean)
  }

  @Test("Seconds and counts are grouped by thousands")
  func grouped() {
    #expect(groupedDecimal("5496972.800") == "5,496,972.800")
    #expect(groupedDecimal("-1234.5") == "-1,234.5")
    #expect(groupedDecimal("999.999") == "999.999")
    #expect(groupedDecimal("1000") == "1,000")
    #expect(groupedDecimal("-") == "-")
    #expect(groupedDecimal("1e+16") == "1e+16")
    #expect(Catalog.english[.eventCount(300_000_123)] == "Events: 300,000,123")
    #expect(
      Catalog.english[
        .customersServed(
          1_000_000,
          parts: [
            Catalog.english[.servedPart(.deposit, count: 500_123)],
            Catalog.english[.servedPart(.loan, count: 499_877)],
          ])]
        == "Customers served: 1,000,000 (deposit 500,123, loan 499,877)")
    #expect(Catalog.korean[.peakCustomers(12_345)] == "동시에 은행에 있던 최대 고객: 12,345명")
  }

  /// A Poisson run of 100,000 customers stopped after its fourth chunk of
  /// 9,000: seven of its 20 batches of 5,000 waits are full.
  static func stoppedRun(_ words: [String] = []) throws -> (SimulationOutcome, SimulateOptions) {
    var options = try options(
      ["--arrivals", "poisson", "--customers", "100000", "--seed", "3"] + words)
    options.simulation.chunk = 9_000
    var calls = 0
    let outcome = options.simulation.run { _ in
      calls += 1
      return calls == 4 ? .stop : .proceed
    }
    return (outcome, options)
  }

  @Test("A stopped run is marked first, and its interval comes from the batches full so far")
  func partialText() throws {
    let (outcome, options) = try SimulateReportDetailsTests.stoppedRun()
    let served = outcome.statistics.customersServed
    #expect((35_900...36_000).contains(served))
    let lines = SimulateReportDetailsTests.lines(
      SimulateReport.text(
        outcome, options: options, wallSeconds: 1.5, catalog: Catalog(language: options.language)))
    #expect(
      lines[0]
        == "Partial result: the run was interrupted (Ctrl-C) with \(groupedNumber(served)) of "
        + "100,000 customers served (35%); the figures below cover that part of it.")
    #expect(lines[1] == "Simulated 100,000 customers, Poisson arrivals at 1 per second, seed 3.")
    #expect(lines[2].hasPrefix("Customers served: \(groupedNumber(served)) (deposit "))
    let interval = try #require(lines.first { $0.hasPrefix("Mean wait, 95%") })
    #expect(interval.hasSuffix(" s (7 batch means)"))
    var korean = options
    korean.language = .korean
    let first = SimulateReportDetailsTests.lines(
      SimulateReport.text(
        outcome, options: korean, wallSeconds: 1.5, catalog: Catalog(language: korean.language)))[0]
    #expect(
      first
        == "부분 결과: 고객 100,000명 중 \(groupedNumber(served))명을 처리했을 때(35%) 실행이 "
        + "중단되었습니다(Ctrl-C). 아래 수치는 그때까지의 결과입니다.")
  }

  @Test("A stopped run's JSON says partial, with the batches its interval is made of")
  func partialJSON() throws {
    let (outcome, options) = try SimulateReportDetailsTests.stoppedRun(["--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(SimulateReport.json(outcome, options: options, wallSeconds: 1).utf8))
        as? [String: Any])
    #expect(object["partial"] as? Bool == true)
    #expect(object["customers"] as? Int == 100_000)
    #expect(object["customers_served"] as? Int == outcome.statistics.customersServed)
    #expect(object["ci_batches"] as? Int == 7)
    #expect((object["mean_wait_ci95_seconds"] as? [Double])?.count == 2)
    let whole = try SimulateReportDetailsTests.options(["--arrivals", "poisson", "--json"])
    let wholeJSON = SimulateReport.json(whole.simulation.run(), options: whole, wallSeconds: 0)
    #expect(wholeJSON.hasPrefix(#"{"partial":false,"customers":10,"#))
  }

  @Test("Stopped before two batches are full: the interval line says none yet")
  func partialWithoutInterval() throws {
    var options = try SimulateReportDetailsTests.options([
      "--arrivals", "poisson", "--customers", "100000",
    ])
    options.simulation.chunk = 1_000
    let outcome = options.simulation.run { _ in .stop }
    let text = SimulateReport.text(
      outcome, options: options, wallSeconds: 0, catalog: Catalog(language: options.language))
    #expect(
      text.contains(
        "\nMean wait, 95% confidence interval: none yet, the run stopped before 2 of its 20 "
          + "batches were full\n"))
    #expect(text.hasPrefix("Partial result: "))
  }

  @Test("Relaxation in customers, ρ / (1 − √ρ)², and the customers a run needs")
  func relaxation() throws {
    let loan = OfferedLoad(workType: .loan, load: 0.95, clerks: 1, share: 1)
    // 0.95 / (1 − √0.95)² = 1481.7…
    #expect(abs(loan.relaxationCustomers - 0.95 / pow(1 - 0.95.squareRoot(), 2)) < 1e-9)
    #expect(Int(loan.relaxationCustomers) == 1_481)
    // 10 relaxations × 20 batches × 1481.7 = 296,340, up to 300,000.
    #expect(loan.customersNeeded(batches: 20) == 300_000)
    #expect(loan.isNearSaturation(customers: 299_999, batches: 20))
    #expect(!loan.isNearSaturation(customers: 300_000, batches: 20))
    // Half the customers are loans: twice as many needed.
    let half = OfferedLoad(workType: .loan, load: 0.95, clerks: 1, share: 0.5)
    #expect(half.customersNeeded(batches: 20) == 600_000)
    // Two clerks at 0.95 each.
    let deposit = OfferedLoad(workType: .deposit, load: 1.9, clerks: 2, share: 1)
    #expect(deposit.perClerk == 0.95)
    #expect(deposit.customersNeeded(batches: 20) == 300_000)
    // Below 0.9 a short run is no saturation; at 1 it is overload instead.
    let calm = OfferedLoad(workType: .loan, load: 0.89, clerks: 1, share: 1)
    #expect(!calm.isNearSaturation(customers: 10, batches: 20))
    let full = OfferedLoad(workType: .loan, load: 1, clerks: 1, share: 1)
    #expect(full.isOverloaded && !full.isNearSaturation(customers: 10, batches: 20))
    #expect(full.customersNeeded(batches: 20) == nil)
    #expect(OfferedLoad.roundedUp(3_876_543) == 3_900_000)
    #expect(OfferedLoad.roundedUp(99) == 99)
    #expect(OfferedLoad.roundedUp(100.5) == 110)
  }

  @Test("Near saturation is warned about first, in English and Korean, and listed in JSON")
  func nearSaturation() throws {
    // Loans only, λ = 0.95 a second at 1 s each: ρ = 0.95 on the one clerk.
    let words = [
      "--arrivals", "poisson", "--rate", "0.95", "--loan-share", "1", "--loan-time", "1",
      "--deposit-clerks", "0", "--customers", "20000",
    ]
    let options = try SimulateReportDetailsTests.options(words)
    let statistics = options.simulation.run()
    let first = SimulateReportDetailsTests.lines(
      SimulateReport.text(
        statistics, options: options, wallSeconds: 0, catalog: Catalog(language: options.language)))[
        0]
    #expect(
      first
        == "Loan clerks are near saturation (load 0.95 on 1 clerk): waits are correlated over long "
        + "stretches, so the mean wait and its 95% confidence interval need about 300,000 "
        + "customers or more to be trusted.")
    var korean = options
    korean.language = .korean
    #expect(
      SimulateReportDetailsTests.lines(
        SimulateReport.text(
          statistics, options: korean, wallSeconds: 0, catalog: Catalog(language: korean.language)))[
          0]
        == "대출 창구가 포화에 가깝습니다(창구 1곳에 부하 0.95): 대기 시간이 오랫동안 서로 상관되어 "
        + "있으므로, 평균 대기와 95% 신뢰 구간을 믿으려면 고객이 약 300,000명 이상 필요합니다.")
    let object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(SimulateReport.json(statistics, options: options, wallSeconds: 0).utf8))
        as? [String: Any])
    #expect(object["near_saturation"] as? [String] == ["loan"])
    // Long enough: no warning.
    let long = try SimulateReportDetailsTests.options(
      Array(words.dropLast()) + ["300000"])
    #expect(
      !SimulateReport.text(
        long.simulation.run(), options: long, wallSeconds: 0,
        catalog: Catalog(language: long.language)
      ).contains(
        "near saturation"))
  }

  @Test("Correlated batch means are warned about, in English and Korean, and in JSON")
  func correlated() throws {
    // ρ = 0.98 on one clerk with 20 batches of only 200 customers: each
    // batch mean drags the next.
    let options = try SimulateReportDetailsTests.options([
      "--arrivals", "poisson", "--rate", "0.98", "--loan-share", "1", "--loan-time", "1",
      "--deposit-clerks", "0", "--customers", "4000", "--seed", "2",
    ])
    let statistics = options.simulation.run()
    let correlation = try #require(statistics.waitBatches?.correlation)
    #expect(correlation.isSignificant)
    let text = SimulateReport.text(
      statistics, options: options, wallSeconds: 0, catalog: Catalog(language: options.language))
    let written = fixedDecimal(correlation.value, decimals: 2)
    #expect(
      SimulateReportDetailsTests.lines(text)[1]
        == "The mean wait's 95% confidence interval is likely too narrow: its 20 batch means are "
        + "correlated (lag-1 correlation \(written)). Run more customers.")
    #expect(
      Catalog.korean.correlatedBatches(correlation)
        == "평균 대기의 95% 신뢰 구간이 실제보다 좁을 가능성이 큽니다: 배치 평균 20개가 서로 "
        + "상관되어 있습니다(시차 1 자기상관 \(written)). 고객 수를 늘려 보세요.")
    let object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(SimulateReport.json(statistics, options: options, wallSeconds: 0).utf8))
        as? [String: Any])
    #expect(object["ci_correlated"] as? Bool == true)
    #expect(abs((object["ci_lag1_correlation"] as? Double ?? 0) - correlation.value) < 1e-12)
    // A calm, long run: no warning, and the correlation is small.
    let calm = try SimulateReportDetailsTests.options([
      "--arrivals", "poisson", "--customers", "100000", "--json",
    ])
    let calmJSON = SimulateReport.json(calm.simulation.run(), options: calm, wallSeconds: 0)
    #expect(calmJSON.contains(#""ci_correlated":false"#))
  }
}
