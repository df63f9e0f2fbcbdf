import TellerAccessibility
import TellerBank
import TellerInput
import TellerSession
import TellerWording
import Testing

/// A script line's memory is bounded: a line over
/// `ScriptLine.maximumLength` bytes is a bad line, kept only as its start,
/// and the rest of the script still runs.
@Suite("Script line limit")
struct ScriptLineLimitTests {
  private let limit = ScriptLine.maximumLength

  @Test("The splitter keeps at most limit + 1 bytes of a huge line, and the lines after it whole")
  func splitterBound() {
    var splitter = LineSplitter()
    var lines = splitter.push(Array("add\n".utf8))
    // 12 MB of words, in chunks, as a pipe delivers them.
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 65_536)
    for _ in 0..<183 { lines += splitter.push(chunk) }
    lines += splitter.push(Array("\r\nsummary\r\nwai".utf8))
    lines += splitter.finish().map { [$0] } ?? []
    #expect(lines.count == 4)
    #expect(lines[0] == "add")
    #expect(lines[1].utf8.count == limit + 1)
    #expect(lines[2] == "summary")
    #expect(lines[3] == "wai")
    // A line of exactly the limit is kept whole, its CR removed.
    var exact = LineSplitter()
    let full = String(repeating: "b", count: limit)
    #expect(exact.push(Array((full + "\r\n").utf8)) == [full])
    var unended = LineSplitter()
    _ = unended.push(Array(String(repeating: "c", count: limit + 50).utf8))
    #expect(unended.finish()?.utf8.count == limit + 1)
  }

  @Test("A line over the limit is lineTooLong, quoted from its start; at the limit it is read")
  func parser() throws {
    let atLimit = "add" + String(repeating: " ", count: limit - 3)
    #expect(try LineCommandParser.parse(atLimit) == .addCustomers)
    let over = "add" + String(repeating: " add", count: 3_000_000)
    #expect(throws: LineCommandError.self) { try LineCommandParser.parse(over) }
    do {
      _ = try LineCommandParser.parse(over)
    } catch {
      guard case .lineTooLong(let start) = error else {
        Issue.record("expected lineTooLong, got \(error)")
        return
      }
      #expect(start.text.count <= ScriptLine.quoteLimit + 1)
      let message = Catalog.english.message(for: error)
      #expect(message.hasPrefix("The line is longer than 4096 bytes; got 'add add add"))
      #expect(message.count < 140)
      #expect(Catalog.korean.message(for: error).hasPrefix("줄이 4096바이트보다 깁니다."))
    }
  }

  @Test("In a session the long line is bad (65) with its number, and the rest runs")
  func session() {
    var session = Session(settings: SessionSettings(bank: BankConfiguration(seed: 1)))
    _ = session.start()
    _ = session.handle(.line("add", number: 1))
    let long = String(repeating: "x ", count: limit)
    let bad = session.handle(.line(long, number: 2))
    #expect(bad.map(\.kind) == [.error])
    #expect(bad.first?.text.hasPrefix("Line 2: The line is longer than 4096 bytes") == true)
    #expect(session.handle(.line("summary", number: 3)).map(\.kind) == [.summary])
    #expect(session.exitCode == .dataError)
  }
}
