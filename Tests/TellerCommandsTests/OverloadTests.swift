import Foundation
import TellerAccessibility
import TellerBank
import TellerWording
import Testing

@testable import TellerCommands

/// Overload: when λ · share · service time reaches the clerks of a work
/// type, `simulate` says so first, in text and JSON.
@Suite("Simulate: overloaded clerks")
struct OverloadTests {
  private func options(_ words: [String]) throws -> SimulateOptions {
    try SimulateOptions(CommandTable.parser.parse(["simulate"] + words))
  }

  @Test("Loads: rate times share times service time, per work type; none for batch arrivals")
  func loads() throws {
    let poisson = try options(["--arrivals", "poisson", "--rate", "2"])
    let loads = OfferedLoad.of(poisson.simulation)
    #expect(loads.map(\.workType) == [.deposit, .loan])
    #expect(abs(loads[0].load - 0.7) < 1e-12)
    #expect(abs(loads[1].load - 1.1) < 1e-12)
    #expect(loads.map(\.isOverloaded) == [false, true])
    #expect(OfferedLoad.of(try options([]).simulation).isEmpty)
  }

  @Test("The edge: a load equal to the clerks is overloaded; no customers of a kind is not")
  func edges() {
    #expect(OfferedLoad(workType: .loan, load: 1, clerks: 1).isOverloaded)
    #expect(!OfferedLoad(workType: .loan, load: 0.999, clerks: 1).isOverloaded)
    #expect(!OfferedLoad(workType: .loan, load: 0, clerks: 0).isOverloaded)
  }

  @Test("The text warns first, in English and Korean")
  func text() throws {
    let options = try options(["--arrivals", "poisson", "--rate", "2", "--customers", "50"])
    let text = SimulateReport.text(
      options.simulation.run(), options: options, wallSeconds: 0,
      catalog: Catalog(language: options.language))
    let first = text.split(separator: "\n").first.map(String.init)
    #expect(first == "Loan clerks are overloaded (load 1.10 on 1 clerk): waits grow without bound.")
    var korean = options
    korean.language = .korean
    let koreanFirst = SimulateReport.text(
      options.simulation.run(), options: korean, wallSeconds: 0, catalog: .korean
    ).split(separator: "\n").first.map(String.init)
    #expect(koreanFirst == "대출 창구가 과부하입니다(창구 1곳에 부하 1.10): 대기 시간이 한없이 늘어납니다.")
    let calm = try self.options(["--arrivals", "poisson", "--rate", "0.5"])
    #expect(
      !SimulateReport.text(
        calm.simulation.run(), options: calm, wallSeconds: 0,
        catalog: Catalog(language: calm.language)
      ).contains(
        "overloaded"))
  }

  @Test("JSON has the loads and the overloaded work types; batch runs have an empty list")
  func json() throws {
    let options = try options(["--arrivals", "poisson", "--rate", "6", "--customers", "20"])
    let json = SimulateReport.json(options.simulation.run(), options: options, wallSeconds: 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["overloaded"] as? [String] == ["deposit", "loan"])
    let load = try #require(object["load"] as? [String: Double])
    #expect(abs((load["deposit"] ?? 0) - 2.1) < 1e-9)
    #expect(abs((load["loan"] ?? 0) - 3.3) < 1e-9)
    let batch = try self.options([])
    let batchJSON = SimulateReport.json(batch.simulation.run(), options: batch, wallSeconds: 0)
    #expect(batchJSON.contains("\"overloaded\":[]"))
    #expect(!batchJSON.contains("\"load\""))
  }
}
