import Foundation
import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerWording
import Testing

@testable import TellerCommands

/// `teller simulate`'s statistics options and the report's section for
/// them: service times, the warm-up, replications, precision and theory.
@Suite("Simulate: statistics")
struct SimulateStatisticsTests {
  static func options(_ words: [String]) throws(UsageError) -> SimulateOptions {
    try SimulateTests.options(words)
  }

  /// M/M/1 of the done-check: one deposit clerk of 0.7 s, no loans.
  static func mm1(rho: Double, _ more: [String] = []) -> [String] {
    [
      "--service", "exponential", "--deposit-clerks", "1", "--loan-share", "0", "--arrivals",
      "poisson", "--rate", "\(rho / 0.7)",
    ] + more
  }

  static func report(_ words: [String], language: Language = .english) throws -> String {
    var options = try options(words)
    options.language = language
    var study: ReplicationStudy?
    let outcome = options.simulation.run(watching: { _ in .proceed })
    if let replications = options.replications {
      var replicated = ReplicationStudy(simulation: options.simulation, replications: replications)
      replicated.add(ReplicationStudy.estimate(of: options.simulation, replication: 0))
      replicated.run()
      study = replicated
    }
    return options.json
      ? SimulateReport.json(outcome, options: options, wallSeconds: 0, study: study)
      : SimulateReport.text(
        outcome, options: options, wallSeconds: 0, catalog: Catalog(language: options.language),
        study: study)
  }

  @Test("No statistics option: no section, no steady-state series, nothing replicated")
  func none() throws {
    let options = try SimulateStatisticsTests.options(["--arrivals", "poisson", "--rate", "1"])
    #expect(!options.statistics)
    #expect(options.simulation.warmup == nil)
    #expect(options.replications == nil)
    let configuration = options.simulation.configuration
    #expect(
      configuration.types.allSatisfy { configuration[$0].serviceDistribution == .deterministic })
    let text = try SimulateStatisticsTests.report(["--arrivals", "poisson", "--rate", "1"])
    #expect(!text.contains("Theory"))
    #expect(!text.contains("Service times"))
  }

  @Test("--service sets every work type, a work type's own option wins, --service-cv shapes them")
  func shapes() throws {
    let options = try SimulateStatisticsTests.options([
      "--service", "lognormal", "--loan-service", "erlang:4", "--service-cv", "0.8",
    ])
    #expect(options.statistics)
    let configuration = options.simulation.configuration
    #expect(configuration.serviceDistribution(for: .deposit) == .lognormal(variation: 0.8))
    #expect(configuration.serviceDistribution(for: .loan) == .erlang(phases: 4))
    let uniform = try SimulateStatisticsTests.options([
      "--deposit-service", "uniform", "--service-cv", "0.5",
    ])
    let spread = 0.5 * 3.0.squareRoot()
    #expect(
      uniform.simulation.configuration.serviceDistribution(for: .deposit)
        == .uniform(spread: spread))
    #expect(uniform.simulation.configuration.serviceDistribution(for: .loan) == .deterministic)
    // A shape's own coefficient of variation wins over --service-cv.
    let own = try SimulateStatisticsTests.options([
      "--deposit-service", "lognormal:0.3", "--loan-service", "uniform:0.2",
    ])
    let types = own.simulation.configuration
    #expect(types.serviceDistribution(for: .deposit) == .lognormal(variation: 0.3))
    #expect(types.serviceDistribution(for: .loan) == .uniform(spread: 0.2 * 3.0.squareRoot()))
    // Batch arrivals: service times only, no warm-up.
    #expect(uniform.simulation.warmup == nil)
  }

  @Test(
    "Bad statistics options name the option and what it takes",
    arguments: [
      (["--service", "gamma"], "--service"),
      (["--service", "erlang:0"], "erlang:K"),
      (["--loan-service", "erlang"], "--loan-service"),
      (["--service", "uniform", "--service-cv", "0.9"], "0.577"),
      (["--service", "exponential", "--service-cv", "0.3"], "--service-cv"),
      (["--service", "lognormal:0.3", "--service-cv", "0.3"], "--service-cv"),
      (["--loan-service", "uniform:0.7"], "--loan-service"),
      (["--service", "lognormal:x"], "--service"),
      (["--service", "exponential:2"], "--service"),
      (["--warmup", "auto"], "poisson"),
      (["--replications", "3"], "poisson"),
      (["--arrivals", "poisson", "--warmup", "soon"], "SECONDS"),
      (["--arrivals", "poisson", "--precision", "0"], "--precision"),
      (["--arrivals", "poisson", "--replications", "0"], "--replications"),
    ])
  func badValues(_ words: [String], _ named: String) throws {
    let message = try #require(SimulateTests.error(words))
    #expect(message.contains(named), "\(message)")
  }

  @Test("Warm-up, replications and precision: auto by default, a fixed time, a capped target")
  func plans() throws {
    let auto = try SimulateStatisticsTests.options([
      "--arrivals", "poisson", "--service", "exponential",
    ])
    #expect(auto.simulation.warmup == .automatic)
    #expect(auto.replications == nil)
    let fixed = try SimulateStatisticsTests.options([
      "--arrivals", "poisson", "--warmup", "250.5", "--replications", "8",
    ])
    #expect(fixed.simulation.warmup == .fixed(.seconds(250.5)))
    #expect(fixed.replications == Replications(count: 8))
    let target = try SimulateStatisticsTests.options([
      "--arrivals", "poisson", "--precision", "0.02",
    ])
    #expect(target.replications?.precision?.relativeHalfWidth == 0.02)
    #expect(target.replications?.planned == Replications.Precision.defaultCap)
    let capped = try SimulateStatisticsTests.options([
      "--arrivals", "poisson", "--precision", "0.02", "--replications", "50",
    ])
    #expect(capped.replications?.planned == 50)
  }

  @Test(
    "M/M/1 at loads up to 0.9: the theory beside an estimate whose interval covers it",
    arguments: [0.5, 0.8, 0.9])
  func mm1Covers(_ rho: Double) throws {
    let words = SimulateStatisticsTests.mm1(rho: rho, ["--customers", "100000"])
    let text = try SimulateStatisticsTests.report(words)
    let exact = rho * 0.7 / (1 - rho)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Theory: ") })
    #expect(
      line
        == "Theory: Mean wait \(SimulateStatisticsTests.shown(exact)) s, 95% from blank, 95% to "
        + "blank, Covers theory blank, Basis Erlang C, M/M/1")
    let steady = try #require(text.split(separator: "\n").first { $0.hasPrefix("Steady state: ") })
    #expect(steady.contains(", Covers theory yes, "))
    #expect(text.contains("Service times: deposit exponential, loan exponential"))
    #expect(text.contains("Warm-up: "))
    let korean = try SimulateStatisticsTests.report(words, language: .korean)
    #expect(
      korean.contains(
        "\n이론: 평균 대기 \(SimulateStatisticsTests.shown(exact))초, 95% 하한 빈 칸, 95% 상한 빈 칸, "
          + "이론 포함 빈 칸, 근거 얼랑 C, M/M/1\n"))
  }

  /// Seconds as a table shows them: to the millisecond, without trailing
  /// zeros.
  static func shown(_ seconds: Double) -> String {
    var text = fixedDecimal(seconds, decimals: 3)
    while text.last == "0" { text.removeLast() }
    if text.last == "." { text.removeLast() }
    return text
  }

  @Test("JSON: the service, warm-up, steady-state mean, replications, precision and theory")
  func json() throws {
    let words = SimulateStatisticsTests.mm1(
      rho: 0.5, ["--customers", "20000", "--precision", "0.05", "--replications", "30", "--json"])
    let text = try SimulateStatisticsTests.report(words)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let service = try #require(object["service"] as? [String: [String: Any]])
    #expect(service["deposit"]?["shape"] as? String == "exponential")
    #expect(service["deposit"]?["cv"] as? Double == 1)
    let warmup = try #require(object["warmup"] as? [String: Any])
    #expect(warmup["rule"] as? String == "auto")
    #expect(object["steady_mean_wait_seconds"] is Double)
    let replications = try #require(object["replications"] as? [String: Any])
    let count = try #require(replications["count"] as? Int)
    #expect(count >= 3 && count <= 30)
    #expect(replications["planned"] as? Int == 30)
    let precision = try #require(replications["precision"] as? [String: Any])
    #expect(precision["target"] as? Double == 0.05)
    let theory = try #require(object["theory"] as? [String: Any])
    #expect(theory["status"] as? String == "exact")
    #expect(theory["formula"] as? String == "erlang-c")
    #expect(theory["queue"] as? String == "M/M/1")
    #expect(theory["mean_wait_seconds"] as? Double == 0.7)
    #expect(theory["covered"] is Bool)
  }

  @Test("The text names the precision reached, met or capped")
  func precisionLines() throws {
    let met = try SimulateStatisticsTests.report(
      SimulateStatisticsTests.mm1(rho: 0.5, ["--customers", "20000", "--precision", "0.2"]))
    #expect(met.contains("Precision: the interval's half-width is "))
    #expect(met.contains("within the 20.0% asked; met at "))
    let capped = try SimulateStatisticsTests.report(
      SimulateStatisticsTests.mm1(
        rho: 0.5, ["--customers", "2000", "--precision", "0.001", "--replications", "4"]))
    #expect(capped.contains("Precision: not met. After the cap of 4 replications"))
    #expect(capped.contains("\nReplications: Mean wait "))
    #expect(capped.contains(", Basis 4 replications\n"))
  }

  @Test("Theory: none in closed form for M/G/2, no steady state when overloaded")
  func otherTheories() throws {
    let general = try SimulateStatisticsTests.report([
      "--service", "lognormal", "--loan-share", "0", "--arrivals", "poisson", "--rate", "1",
      "--customers", "500",
    ])
    #expect(
      general.contains(
        "\nTheory: Mean wait none, 95% from blank, 95% to blank, Covers theory blank, Basis no "
          + "closed form for this queue's mean wait\n"))
    let overloaded = try SimulateStatisticsTests.report([
      "--service", "exponential", "--loan-share", "0", "--arrivals", "poisson", "--rate", "5",
      "--customers", "500",
    ])
    #expect(overloaded.contains("\nTheory: Mean wait none, "))
    #expect(overloaded.contains(", Basis no steady state: the clerks cannot keep up"))
  }
}
