import Foundation
import TellerArguments
import TellerBank
import Testing

@testable import TellerCommands
@testable import TellerSession
@testable import TellerWording

/// `teller simulate`: options, the text summary and the JSON object.
@Suite("Simulate")
struct SimulateTests {
  static func options(_ words: [String]) throws(UsageError) -> SimulateOptions {
    try SimulateOptions(CommandTable.parser.parse(["simulate"] + words))
  }

  static func error(_ words: [String]) -> String? {
    do {
      _ = try options(words)
      return nil
    } catch {
      return Catalog.english.message(for: error)
    }
  }

  /// The (6, 4) day of the spec, run by hand-picked types.
  static func sixFour() -> BankStatistics {
    SimulateTablesTests.sixFour().statistics
  }

  @Test("Defaults: 10 customers at once, text")
  func defaults() throws {
    let options = try SimulateTests.options([])
    #expect(options.simulation.customers == 10)
    #expect(options.simulation.arrivals == .batch)
    #expect(options.simulation.configuration == BankConfiguration())
    #expect(!options.json)
  }

  @Test("Poisson with a rate, JSON and model options")
  func poisson() throws {
    let options = try SimulateTests.options([
      "--arrivals", "poisson", "--rate", "2.5", "--customers", "0", "--json", "--loan-clerks", "2",
    ])
    #expect(options.simulation.arrivals == .poisson(rate: 2.5))
    #expect(options.simulation.customers == 0)
    #expect(options.simulation.configuration.clerks(for: .loan) == 2)
    #expect(options.json)
  }

  @Test(
    "Bad values name the flag and the allowed range",
    arguments: [
      (
        ["--customers", "-1"], "--customers must be a whole number from 0 to 1000000000; got '-1'."
      ),
      (
        ["--customers", "ten"],
        "--customers must be a whole number from 0 to 1000000000; got 'ten'."
      ),
      (["--rate", "0"], "--rate must be a number from 0.0001 to 1000000; got '0'."),
      (["--rate", "-2"], "--rate must be a number from 0.0001 to 1000000; got '-2'."),
      (
        ["--arrivals", "poisson", "--rate", "inf"],
        "--rate must be a number from 0.0001 to 1000000; got 'inf'."
      ),
      (["--loan-share", "2"], "--loan-share must be a number from 0 to 1; got '2'."),
      (["--ci-batches", "1"], "--ci-batches must be a whole number from 2 to 1000; got '1'."),
      (
        ["--ci-batches", "1001"], "--ci-batches must be a whole number from 2 to 1000; got '1001'."
      ),
    ])
  func badValues(words: [String], message: String) {
    #expect(SimulateTests.error(words) == message)
  }

  @Test("Runs that would overflow model time are refused, naming --customers")
  func tooLong() {
    let message = SimulateTests.error([
      "--customers", "1000000000", "--arrivals", "poisson", "--rate", "1000000",
      "--loan-time", "3600",
    ])
    #expect(message?.hasPrefix("--customers 1000000000 is too many for these settings") == true)
    let slowPoisson = SimulateTests.error([
      "--customers", "1000000000", "--arrivals", "poisson", "--rate", "0.1",
    ])
    #expect(slowPoisson != nil)
    #expect(SimulateTests.error(["--customers", "10000000", "--arrivals", "poisson"]) == nil)
  }

  @Test("Batch runs are capped, since every customer waits in the bank at once")
  func batchLimit() {
    let limit = SimulateOptions.batchCustomerLimit
    #expect(SimulateTests.error(["--customers", String(limit)]) == nil)
    let message = SimulateTests.error(["--customers", String(limit + 1)])
    #expect(
      message
        == "--customers must be at most \(limit) with --arrivals batch, where every customer "
        + "waits in the bank at once; got \(limit + 1). Use --arrivals poisson for longer runs.")
    #expect(
      SimulateTests.error(["--customers", String(limit + 1), "--arrivals", "poisson"]) == nil)
  }

  @Test("The text summary of the (6, 4) day, figures worked out by hand")
  func text() throws {
    let options = try SimulateTests.options([])
    let text = SimulateReport.text(
      SimulateTests.sixFour(), options: options, wallSeconds: 0.0123,
      catalog: Catalog(language: options.language))
    #expect(
      text.split(separator: "\n").map(String.init) == [
        "Simulated 10 customers, all arriving at once, seed 0.",
        "Customers served: 10 (deposit 6, loan 4)",
        "Business day: 4.400 s (00:04:400)",
        "Mean wait: 1.080 s",
        "Longest wait: 3.300 s",
        "Mean queue length: 2.455",  // 10.8 / 4.4
        "Utilisation: deposit 47.7% (2 clerks), loan 100.0% (1 clerk)",  // 4.2 / 8.8
        "Most customers in the bank at once: 10",
        "Events: 31",
        "Wall time: 0.012 s",
      ])
  }

  @Test("The Poisson summary names the rate")
  func poissonText() throws {
    let options = try SimulateTests.options([
      "--arrivals", "poisson", "--rate", "1.5", "--customers", "1",
    ])
    let text = SimulateReport.text(
      options.simulation.run(), options: options, wallSeconds: 0,
      catalog: Catalog(language: options.language))
    #expect(text.hasPrefix("Simulated 1 customer, Poisson arrivals at 1.5 per second, seed 0.\n"))
    #expect(
      text.contains(
        "\nMean wait, 95% confidence interval: none, with fewer customers than its 20 batches "
          + "(--ci-batches)\n"))
  }

  @Test("A Poisson run gives the mean wait's confidence interval, by --ci-batches batch means")
  func interval() throws {
    let options = try SimulateTests.options([
      "--arrivals", "poisson", "--customers", "5000", "--ci-batches", "10", "--seed", "4",
    ])
    #expect(options.simulation.confidenceBatches == 10)
    let statistics = options.simulation.run()
    let interval = try #require(statistics.meanWaitInterval)
    let lines = SimulateReport.text(
      statistics, options: options, wallSeconds: 0, catalog: Catalog(language: options.language)
    )
    .split(separator: "\n").map(String.init)
    let line = try #require(lines.firstIndex { $0.hasPrefix("Mean wait: ") })
    #expect(
      lines[line + 1]
        == "Mean wait, 95% confidence interval: \(fixedDecimal(interval.lower, decimals: 3)) to "
        + "\(fixedDecimal(interval.upper, decimals: 3)) s (10 batch means)")
    #expect(interval.contains(statistics.meanWaitSeconds))
    #expect(interval.halfWidth > 0)

    let object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(SimulateReport.json(statistics, options: options, wallSeconds: 0).utf8))
        as? [String: Any])
    let ends = try #require(object["mean_wait_ci95_seconds"] as? [Double])
    #expect(ends.count == 2)
    #expect(abs(ends[0] - interval.lower) < 1e-12 && abs(ends[1] - interval.upper) < 1e-12)
    #expect(object["ci_batches"] as? Int == 10)
    // Batch arrivals have neither the line nor the keys.
    let batch = try SimulateTests.options(["--customers", "5000"])
    #expect(
      !SimulateReport.text(
        batch.simulation.run(), options: batch, wallSeconds: 0,
        catalog: Catalog(language: batch.language)
      )
      .contains("confidence"))
    #expect(
      !SimulateReport.json(batch.simulation.run(), options: batch, wallSeconds: 0)
        .contains("ci95"))
  }

  @Test("The JSON object of the (6, 4) day has every key with the right value")
  func json() throws {
    let options = try SimulateTests.options(["--json"])
    let text = SimulateReport.json(SimulateTests.sixFour(), options: options, wallSeconds: 0.5)
    #expect(text.hasSuffix("}\n"))
    #expect(!text.dropLast().contains("\n"), "one line")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["customers_served"] as? Int == 10)
    #expect(object["deposit_customers"] as? Int == 6)
    #expect(object["loan_customers"] as? Int == 4)
    #expect(object["makespan_seconds"] as? Double == 4.4)
    #expect(abs((object["mean_wait_seconds"] as? Double ?? 0) - 1.08) < 1e-12)
    #expect(object["max_wait_seconds"] as? Double == 3.3)
    #expect(abs((object["mean_queue_length"] as? Double ?? 0) - 10.8 / 4.4) < 1e-12)
    let utilization = try #require(object["utilization"] as? [String: Double])
    #expect(Set(utilization.keys) == ["deposit", "loan"])
    #expect(abs((utilization["deposit"] ?? 0) - 4.2 / 8.8) < 1e-12)
    #expect(utilization["loan"] == 1)
    #expect(object["events"] as? Int == 31)
    #expect(object["wall_seconds"] as? Double == 0.5)
    #expect(object["arrivals"] as? String == "batch")
  }

  @Test("JSON strings are escaped; non-finite numbers become null; key order is kept")
  func jsonWriter() {
    let value = JSONValue.object([
      ("b", .string("quote \" backslash \\ newline \n tab \t bell \u{07} 한글")),
      (
        "a",
        .array([.number(.nan), .number(.infinity), .number(0.5), .integer(-3), .bool(true), .null])
      ),
      ("c", .unsigned(UInt64.max)),
      ("d", .object([])),
    ])
    #expect(
      value.rendered
        == #"{"b":"quote \" backslash \\ newline \n tab \t bell \u0007 한글","a":[null,null,0.5,-3,true,null],"c":18446744073709551615,"d":{}}"#
    )
  }

  @Test(
    "Fixed decimals",
    arguments: [
      (2.4545454, 3, "2.455"), (0, 1, "0.0"), (100, 1, "100.0"), (0.05, 1, "0.1"),
      (-1.25, 1, "-1.3"), (7.0, 0, "7"), (Double.nan, 2, "-"),
    ])
  func fixed(value: Double, decimals: Int, text: String) {
    #expect(fixedDecimal(value, decimals: decimals) == text)
  }
}
