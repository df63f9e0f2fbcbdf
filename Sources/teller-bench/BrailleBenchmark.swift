import TellerBank
import TellerBraille
import TellerBrailleModel
import TellerInput
import TellerSession

/// How soon a braille display shows where focus went: from a focus move to
/// the display's write call, on a screen of 10,000 customers, with braille
/// presenting every step as `teller --braille` does. The display is a sink
/// that keeps what it is given (no BRLTTY), 80 cells wide, so a focused
/// customer's line also searches for the customers after it.
///
/// Three ways focus moves, each through the session: a terminal key (Right
/// and Left through the Waiting list), the display's own line keys (line
/// down and up, read from the display as `teller` reads them), and a
/// routing key over the next customer on the line. The baseline is the
/// same terminal-key moves with no braille, timed in the same run, so the
/// ratios show what braille adds to a move. Target: p99 < 1 ms for each.
enum BrailleBenchmark {
  /// The p99 from a focus move to the write call must stay under this, in
  /// nanoseconds.
  static let p99Target = 1_000_000.0
  /// The display's width in cells.
  static let width = 80

  /// Fills a session, measures and prints the `braille.*` figures.
  static func run(_ options: BenchOptions) {
    var stopwatch = Stopwatch()
    var session = ScreenBenchmark.filledSession(
      customers: options.brailleCustomers, batch: min(1_000, options.brailleCustomers),
      seed: options.seed)
    let display = SinkDisplay(width: width)
    let braille = BrailleOutput(display: display, flashDuration: .seconds(3), report: { _ in })
    braille.present(session.handle(.line("next list", number: 1)))
    figure(
      "braille.customers", String(session.bank.waitingCount + session.bank.processingCount),
      "customers")
    figure("braille.width", String(width), "cells")

    // Moves back and forth inside the list, so focus stays on customers.
    let moves = options.brailleMoves
    func forward(_ index: Int) -> Bool { index % 20 < 10 }
    var baseline: [Int64] = []
    var keys: [Int64] = []
    var lineKeys: [Int64] = []
    // Its own session, so neither copy of a shared tree is timed.
    var plain = ScreenBenchmark.filledSession(
      customers: options.brailleCustomers, batch: min(1_000, options.brailleCustomers),
      seed: options.seed)
    _ = plain.handle(.line("next list", number: 1))
    let writesBefore = display.writes
    for index in 0..<moves {
      let key: Key = forward(index) ? .right : .left
      baseline.append(stopwatch.time { plain.handle(.key(key)).count })
      keys.append(
        stopwatch.time {
          braille.present(session.handle(.key(key)))
          return display.writes
        })
    }
    for index in 0..<moves {
      typealias Command = BrailleKeyCode.Command
      let command = forward(index) ? Command.lineDown : Command.lineUp
      display.keys = [.command(command)]
      lineKeys.append(timeDisplayKeys(braille, &session, display, &stopwatch))
    }
    let routes = timeRoutes(moves: moves, braille, &session, display, &stopwatch)
    let written = display.writes - writesBefore
    figure("braille.writes", String(written), "writes for \(3 * moves) moves")

    report(
      baseline: baseline, keys: keys, lineKeys: lineKeys, routes: routes,
      allWritten: written == 3 * moves, customers: options.brailleCustomers)
    figure("braille.checksum", String(stopwatch.checksum & 0xFFFF))
  }

  /// Times a routing key over the customer after the focused one, `moves`
  /// times, going back to the list's start at its end.
  private static func timeRoutes(
    moves: Int, _ braille: BrailleOutput, _ session: inout Session,
    _ display: SinkDisplay, _ stopwatch: inout Stopwatch
  ) -> [Int64] {
    var routes: [Int64] = []
    for _ in 0..<moves {
      // Found on the line shown, before the clock starts.
      guard let cell = secondSegmentCell(display.text) else { break }
      display.keys = [.command(BrailleKeyCode.Command.route, argument: UInt32(cell))]
      routes.append(timeDisplayKeys(braille, &session, display, &stopwatch))
      if session.tree.listPosition(of: session.navigator.focus ?? "")?.position
        == session.bank.waitingCount
      {
        braille.present(session.handle(.line("next list", number: 2)))
        braille.present(session.handle(.line("previous list", number: 3)))
      }
    }
    return routes
  }

  /// Times the display's waiting keys: read, handled and presented.
  private static func timeDisplayKeys(
    _ braille: BrailleOutput, _ session: inout Session, _ display: SinkDisplay,
    _ stopwatch: inout Stopwatch
  ) -> Int64 {
    stopwatch.time {
      for input in braille.takeInputs(at: session.now) { braille.present(session.handle(input)) }
      return display.writes
    }
  }

  /// Prints the moves' figures and the target.
  private static func report(
    baseline: [Int64], keys: [Int64], lineKeys: [Int64], routes: [Int64], allWritten: Bool,
    customers: Int
  ) {
    let base = Percentiles(baseline)
    let reference = (name: "braille.baseline.move", p50: base.p50)
    figures("braille.baseline.move", base)
    let key = Percentiles(keys)
    let line = Percentiles(lineKeys)
    let route = Percentiles(routes)
    figures("braille.focus.key", key, baseline: reference)
    figures("braille.focus.line-key", line, baseline: reference)
    figures("braille.focus.route", route, baseline: reference)
    let worst = max(key.p99, line.p99, route.p99)
    target(
      "braille.target", met: worst < p99Target && allWritten,
      "focus move to the write call p99 < 1 ms with \(customers) customers;"
        + " worst p99 \(fixed(worst / 1e6, 3)) ms, every move written")
  }

  /// The cell where the line's second element starts: after the first
  /// position mark ("1/10000") and the space after it.
  static func secondSegmentCell(_ text: String) -> Int? {
    let cells = Array(text.unicodeScalars)
    guard let slash = cells.firstIndex(of: "/"),
      let space = cells[slash...].firstIndex(of: " "), space + 1 < cells.count
    else { return nil }
    return space + 1
  }
}

/// A braille display that only keeps what it is given: the last text and
/// how many writes came, and keys to hand out.
final class SinkDisplay: BrailleDisplay {
  let width: Int
  let fileDescriptor: Int32 = -1
  private(set) var text = ""
  private(set) var writes = 0
  var keys: [BrailleKeyCode] = []

  init(width: Int) { self.width = width }

  func write(_ text: String) throws(BrailleUnavailable) {
    self.text = text
    writes += 1
  }

  func readKeys() throws(BrailleUnavailable) -> [BrailleKeyCode] {
    defer { keys = [] }
    return keys
  }

  func suspend() {}
  func resume() throws(BrailleUnavailable) {}
  func release() {}
}
