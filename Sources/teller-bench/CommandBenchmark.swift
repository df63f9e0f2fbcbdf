import TellerBank
import TellerInput
import TellerSession

/// Times the commands a screen-reader user issues on a big screen, from
/// `Session.handle(_:)` to the rendered output lines
/// (`LinearRenderer`): input to output line, as the shell writes it, the
/// screen's update included.
///
/// A walker session moves through the whole reading order with `next`
/// (each step is a `next` sample). At about a thousand places on the way,
/// every other command is tried on a copy of the walker, so each runs from
/// focus spread over the screen, the far ends of the lists included. Copies
/// share the walker's storage, and these commands change none of it, so
/// copying adds nothing to the times. On every cell of the bank's tables,
/// each table move is tried ``tableRepeats`` times (`table-*` samples).
struct CommandBenchmark {
  /// The rendered lines each command's output becomes.
  let renderer = LinearRenderer()
  /// The full session.
  let full: Session
  /// About how many places along the reading order to try commands at.
  let places = 1_000

  /// Commands tried at each place, by sample name, with the headings rotor.
  static let headingProbes: [(name: String, line: String)] = [
    ("previous", "previous"),
    ("down.headings", "down"),
    ("up.headings", "up"),
    ("next-heading", "next heading"),
    ("previous-heading", "previous heading"),
    ("next-list", "next list"),
    ("previous-list", "previous list"),
    ("where", "where am i"),
    ("summary", "summary"),
    ("repeat", "repeat"),
    ("rotor-next", "rotor next"),
    ("rotor-loan", "rotor loan customers"),
  ]

  /// Commands tried at each place with the "Loan customers" rotor.
  static let loanProbes: [(name: String, line: String)] = [
    ("down.loan", "down"),
    ("up.loan", "up"),
  ]

  /// Table moves tried on every cell of a table, by sample name.
  static let tableProbes: [(name: String, command: SessionCommand)] = [
    ("table-right", .table(.cellInRow(.next))),
    ("table-left", .table(.cellInRow(.previous))),
    ("table-down", .table(.cellInColumn(.next))),
    ("table-up", .table(.cellInColumn(.previous))),
    ("table-row-end", .table(.endOfRow)),
    ("table-column-bottom", .table(.bottomOfColumn)),
    ("table-first", .table(.firstCell)),
    ("table-last", .table(.lastCell)),
    ("table-next", .nextTable),
    ("table-previous", .previousTable),
  ]
  /// How many times each table move is tried on each cell.
  static let tableRepeats = 20

  /// Customers waiting or being served.
  static func population(_ bank: Bank) -> Int { bank.waitingCount + bank.processingCount }

  /// Times every command; samples are in nanoseconds, by command.
  func run(with stopwatch: inout Stopwatch) -> SampleSet {
    var samples = SampleSet()
    var line = 1_000_000
    func handle(_ session: inout Session, _ text: String) -> Int {
      line += 1
      return renderer.lines(session.handle(.line(text, number: line)).records).utf8.count
    }

    var walker = full
    _ = handle(&walker, "first")
    _ = handle(&walker, "rotor headings")
    var loanWalker = walker
    _ = handle(&loanWalker, "rotor loan customers")
    let stops = walker.tree.stopCount
    let stride = max(1, stops / places)
    for step in 0..<stops {
      if let focus = walker.navigator.focus, walker.tree.table(containing: focus) != nil {
        for probe in Self.tableProbes {
          for _ in 0..<Self.tableRepeats {
            var copy = walker
            samples.add(
              probe.name,
              stopwatch.time {
                renderer.lines(copy.handle(.command(probe.command)).records).utf8.count
              })
          }
        }
      }
      if step % stride == 0 {
        for probe in Self.headingProbes {
          var copy = walker
          samples.add(probe.name, stopwatch.time { handle(&copy, probe.line) })
        }
        for probe in Self.loanProbes {
          var copy = loanWalker
          samples.add(probe.name, stopwatch.time { handle(&copy, probe.line) })
        }
      }
      guard step + 1 < stops else { break }
      samples.add("next", stopwatch.time { handle(&walker, "next") })
      _ = handle(&loanWalker, "next")
    }
    return samples
  }
}
