import TellerAccessibility
import TellerBank
import TellerSession
import Testing

/// JSON and linear output label what they carry: history lines are typed
/// `history`, and where am I names the element it is about.
@Suite("Record kinds and element IDs")
struct RecordLabelTests {
  private func started() -> Session {
    var session = Session(
      settings: SessionSettings(bank: BankConfiguration(seed: 1), inputIsKeys: false))
    _ = session.start()
    return session
  }

  @Test("History, repeat, older and newer are typed history, with or without announcements")
  func history() {
    var session = started()
    for command in ["history", "repeat", "history back", "history forward"] {
      let records = session.handle(.line(command, number: 1)).records
      #expect(records.map(\.kind) == [.history], "\(command) before any announcement")
    }
    _ = session.handle(.line("add", number: 2))
    _ = session.handle(.line("wait idle", number: 3))
    let records = session.handle(.line("history", number: 4)).records
    #expect(records.count >= 2)
    #expect(records.allSatisfy { $0.kind == .history })
    #expect(JSONRenderer().render(records[0]).hasPrefix("{\"type\":\"history\","))
  }

  @Test("Where am I carries the focused element's ID")
  func whereAmI() throws {
    var session = started()
    _ = session.handle(.line("next", number: 1))
    let focus = try #require(session.navigator.focus)
    let records = session.handle(.line("where", number: 2)).records
    #expect(records.count == 1)
    #expect(records[0].kind == .description)
    #expect(records[0].elementID == focus)
    #expect(JSONRenderer().render(records[0]).contains(",\"id\":\"\(focus.rawValue)\","))
  }
}
