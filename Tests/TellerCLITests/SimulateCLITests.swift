import Foundation
import TellerTestSupport
import Testing

/// `teller simulate` end to end: the built binary with pipes.
@Suite("teller simulate, end to end")
struct SimulateCLITests {
  @Test("Help works for teller and teller simulate; an unknown option exits 64")
  func help() throws {
    let root = try runTeller(["--help"])
    #expect(root.status == 0)
    #expect(root.stdout.hasPrefix("teller: "))
    let simulate = try runTeller(["simulate", "--help"])
    #expect(simulate.status == 0)
    for flag in ["--customers", "--arrivals", "--rate", "--ci-batches", "--loan-share", "--json"] {
      #expect(simulate.stdout.contains(flag))
    }
    #expect(try runTeller(["--frob"]).status == 64)
  }

  @Test("The default run prints a readable summary")
  func text() throws {
    let result = try runTeller(["simulate"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "Simulated 10 customers, all arriving at once, seed 0.")
    #expect(lines.contains { $0.hasPrefix("Customers served: 10 (deposit ") })
    #expect(lines.last?.hasPrefix("Wall time: ") == true)
  }

  @Test(
    "--json prints one object with every key, for batch and Poisson arrivals",
    arguments: [
      ["--customers", "25"], ["--customers", "300", "--arrivals", "poisson", "--rate", "1.2"],
    ])
  func json(words: [String]) throws {
    let result = try runTeller(["simulate", "--json"] + words)
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    for key in [
      "customers_served", "deposit_customers", "loan_customers", "makespan_seconds",
      "mean_wait_seconds", "max_wait_seconds", "mean_queue_length", "utilization", "events",
      "wall_seconds",
    ] {
      #expect(object[key] != nil, "key \(key)")
    }
    let customers = Int(words[1]) ?? -1
    let served = object["customers_served"] as? Int
    #expect(served == customers)
    #expect(
      (object["deposit_customers"] as? Int ?? 0) + (object["loan_customers"] as? Int ?? 0)
        == customers)
    let utilization = try #require(object["utilization"] as? [String: Double])
    #expect(Set(utilization.keys) == ["deposit", "loan"])
    #expect((object["events"] as? Int ?? 0) > 3 * customers)
    #expect((object["wall_seconds"] as? Double ?? -1) >= 0)
    if words.contains("poisson") {
      let interval = try #require(object["mean_wait_ci95_seconds"] as? [Double])
      let mean = try #require(object["mean_wait_seconds"] as? Double)
      #expect(interval.count == 2 && interval[0] <= mean && mean <= interval[1])
      #expect(object["ci_batches"] as? Int == 20)
    } else {
      #expect(object["mean_wait_ci95_seconds"] == nil)
    }
  }

  @Test("The same seed gives the same figures")
  func seeded() throws {
    func figures(_ seed: String) throws -> String {
      let out = try runTeller([
        "simulate", "--customers", "50", "--arrivals", "poisson", "--seed", seed,
      ]).stdout
      return out.split(separator: "\n").dropLast().joined(separator: "\n")  // all but wall time
    }
    #expect(try figures("5") == figures("5"))
    #expect(try figures("5") != figures("6"))
  }

  @Test(
    "Invalid values exit 64 with a message naming the flag and its range",
    arguments: [
      (["--deposit-clerks", "-2"], "--deposit-clerks must be a whole number from 0 to 1000"),
      (["--loan-clerks", "two"], "--loan-clerks must be a whole number from 0 to 1000"),
      (["--deposit-time", "0"], "--deposit-time must be a number greater than 0 to 3600"),
      (["--loan-time", "-0.5"], "--loan-time must be a number greater than 0 to 3600"),
      (["--loan-share", "1.01"], "--loan-share must be a number from 0 to 1"),
      (["--rate", "0"], "--rate must be a number from 0.0001 to 1000000"),
      (["--customers", "-1"], "--customers must be a whole number from 0 to 1000000000"),
      (["--loan-clerks", "0"], "--loan-clerks must be a whole number from 1 to 1000"),
      (["--arrivals", "uniform"], "--arrivals must be one of batch, poisson"),
    ])
  func invalid(words: [String], message: String) throws {
    let result = try runTeller(["simulate"] + words)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message))
    #expect(result.stdout.isEmpty)
  }

  @Test("Zero loan clerks are fine when nobody comes for a loan")
  func noLoanClerks() throws {
    let result = try runTeller(["simulate", "--loan-clerks", "0", "--loan-share", "0", "--json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["loan_customers"] as? Int == 0)
    #expect(object["makespan_seconds"] as? Double == 3.5)
  }
}

/// Replications on threads: the same figures whatever their number.
@Suite("teller simulate, replications on threads")
struct SimulateThreadsCLITests {
  @Test(
    "A seed gives the same report with 1 and 2 threads, for a count and a precision target",
    arguments: [["--replications", "7"], ["--precision", "0.1", "--replications", "40"]])
  func sameWithThreads(_ plan: [String]) throws {
    let words =
      [
        "simulate", "--service", "exponential", "--deposit-clerks", "1", "--loan-share", "0",
        "--arrivals", "poisson", "--rate", "1.1", "--customers", "3000", "--seed", "5",
      ] + plan
    func report(_ threads: String) throws -> [String] {
      let result = try runTeller(words + ["--threads", threads])
      #expect(result.status == 0)
      return result.stdout.split(separator: "\n").map(String.init).filter {
        !$0.hasPrefix("Wall time: ")
      }
    }
    let one = try report("1")
    #expect(one.contains { $0.hasPrefix("Replications: Mean wait ") })
    #expect(one.contains { $0.hasPrefix("Theory: Mean wait ") && $0.hasSuffix("Erlang C, M/M/1") })
    #expect(try report("2") == one)
  }
}
