import TellerArguments
import TellerBank
import TellerCommands
import TellerSession
import TellerTestSupport
import Testing

/// A third work type, known to no line of `simulate`'s code, gets its
/// options, its checks, its lines in the report and its keys in the JSON
/// from its row of the table and its names in each language.
@Suite("A third work type in simulate")
struct AuditWorkTypeSimulateTests {
  static let table = BankOptionTable(AuditWorkType.bank)
  static let parser = ArgumentParser(root: CommandTable.simulateCommand(bank: table))

  static func options(_ words: [String]) throws(UsageError) -> SimulateOptions {
    try SimulateOptions(parser.parse(words), locale: "C", bank: table)
  }

  static func error(_ words: [String]) -> String? {
    do {
      _ = try options(words)
      return nil
    } catch {
      return AuditWorkType.catalog(.english).message(for: error)
    }
  }

  @Test("Its options follow each seed type's, worded in both languages")
  func help() {
    let english = Self.parser.help(
      for: ["simulate"], words: AuditWorkType.catalog(.english).helpWords)
    let optionLines = english.split(separator: "\n").map {
      $0.trimmingPrefix(" ").split(separator: " ").first.map(String.init) ?? ""
    }.filter { $0.hasPrefix("--") && $0.contains("-clerks") || $0.hasSuffix("-share") }
    #expect(
      optionLines == [
        "--deposit-clerks", "--loan-clerks", "--audit-clerks", "--loan-share", "--audit-share",
      ])
    #expect(
      english.contains("--audit-clerks N      ") && english.contains("Audit clerks (default 1)."))
    #expect(english.contains("Seconds per audit (default 0.5)."))
    #expect(english.contains("Share of audit customers, 0 to 1 (default 0.2)."))
    let korean = Self.parser.help(
      for: ["simulate"], words: AuditWorkType.catalog(.korean).helpWords)
    #expect(korean.contains("감사 창구 수(기본값 1)."))
  }

  @Test("Its options set its row; the shares together may not pass 1")
  func options() throws {
    let options = try Self.options([
      "--audit-clerks", "2", "--audit-time", "0.4", "--audit-share", "0.3",
    ])
    let bank = options.simulation.configuration
    #expect(
      bank[AuditWorkType.type]
        == WorkTypeSettings("audit", clerks: 2, serviceTime: .milliseconds(400), share: 0.3))
    #expect(bank[.loan] == AuditWorkType.bank[.loan])
    #expect(
      Self.error(["--loan-share", "0.9"])
        == "--loan-share and --audit-share must add up to at most 1; got 1.1.")
    #expect(
      Self.error(["--audit-clerks", "0"])?.hasPrefix(
        "--audit-clerks must be a whole number from 1 to 1000 while audit customers come "
          + "(0 only with --audit-share 0)") == true)
    #expect(
      Self.error(["--deposit-clerks", "0"])?.hasPrefix(
        "--deposit-clerks must be a whole number from 1 to 1000 while deposit customers come "
          + "(0 only with --loan-share and --audit-share adding up to 1)") == true)
    #expect(
      try Self.options(["--audit-clerks", "0", "--audit-share", "0"]).simulation.configuration[
        AuditWorkType.type
      ].clerks == 0)
  }

  @Test("The report counts, loads and uses its clerks, in its own line of each part")
  func report() throws {
    let options = try Self.options([
      "--arrivals", "poisson", "--rate", "1", "--customers", "4000", "--seed", "3",
    ])
    let statistics = options.simulation.run()
    let audits = statistics.served(AuditWorkType.type)
    let text = SimulateReport.text(
      statistics, options: options, wallSeconds: 0.5, catalog: AuditWorkType.catalog(.english))
    // Seed 3's counts, which add up to the customers run.
    #expect([statistics.served(.deposit), statistics.served(.loan), audits] == [1172, 2010, 818])
    #expect(text.contains("Customers served: 4,000 (deposit 1,172, loan 2,010, audit 818)"))
    let utilisation = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("Utilisation:") })
    #expect(utilisation.hasPrefix("Utilisation: deposit "))
    #expect(utilisation.contains("(1 clerk), audit ") && utilisation.hasSuffix("% (1 clerk)"))
    let korean = SimulateReport.text(
      statistics, options: options, wallSeconds: 0.5, catalog: AuditWorkType.catalog(.korean))
    #expect(korean.contains("대출 2,010, 감사 818)"))
    let json = SimulateReport.json(statistics, options: options, wallSeconds: 0.5)
    #expect(
      json.contains("\"loan_customers\":\(statistics.served(.loan)),\"audit_customers\":\(audits),")
    )
    #expect(json.contains("\"load\":{\"deposit\":"))
    #expect(json.contains(",\"audit\":0.1}"))
  }

  @Test("Its --audit-service shapes its row; the statistics name it, weigh it and key it by name")
  func statistics() throws {
    let options = try Self.options([
      "--arrivals", "poisson", "--rate", "1", "--customers", "3000", "--seed", "3",
      "--service", "exponential", "--audit-service", "erlang:4",
    ])
    let bank = options.simulation.configuration
    #expect(options.statistics)
    #expect(bank[AuditWorkType.type].serviceDistribution == .erlang(phases: 4))
    #expect(bank[.deposit].serviceDistribution == .exponential)
    #expect(bank[.loan].serviceDistribution == .exponential)
    let outcome = options.simulation.run(watching: { _ in .proceed })
    let text = SimulateReport.text(
      outcome, options: options, wallSeconds: 0.5, catalog: AuditWorkType.catalog(.english))
    #expect(
      text.contains(
        "Service times: deposit exponential, loan exponential, audit Erlang with 4 phases"))
    #expect(text.contains(", Basis each work type's formula, weighted by its share\n"))
    let korean = SimulateReport.text(
      outcome, options: options, wallSeconds: 0.5, catalog: AuditWorkType.catalog(.korean))
    #expect(korean.contains("감사 "))
    let json = SimulateReport.json(outcome, options: options, wallSeconds: 0.5)
    #expect(json.contains(",\"audit\":{\"shape\":\"erlang:4\",\"cv\":0.5}}"))
    let english = Self.parser.help(
      for: ["simulate"], words: AuditWorkType.catalog(.english).helpWords)
    #expect(english.contains("Shape of audit service times, as --service takes; wins over it"))
  }
}
