import TellerBank
import TellerFullScreen
import TellerFullScreenView
import TellerInput
import TellerSession

/// Times a key in the full-screen view with many customers, from the key
/// to the bytes of its flushed frame: the session handles the key, the
/// view lays the step's screen out at 80×24, and the painter diffs it
/// against the frame before and encodes the changed cells.
///
/// The same-run baseline is the same keys handled by an identical session
/// alone, with nothing presented: the ratio is what presenting adds. Each
/// key is also timed in the thread's processor time: on a shared machine a
/// sample can take a whole time slice of wall time while the process waits
/// for a core, and the count of such samples says how much of the wall-time
/// p99 is the machine's.
///
/// Keys come in pairs that undo each other (Tab and Shift-Tab, `l` and
/// `L`, End and Home, Down and Up by headings), so focus keeps moving
/// between the lists, their far ends and the headings, and the lists
/// scroll, without drifting.
struct KeyFrameBenchmark {
  /// The p99 a key must stay under, in nanoseconds.
  static let p99Target = 2_000_000.0
  /// The keys, in the order they are pressed, over and over.
  static let keys: [Key] = [
    .tab, .backTab, .character("l"), .character("L"), .end, .home, .down, .up, .tab,
    .character("l"), .character("l"), .character("L"), .character("L"), .backTab,
  ]

  /// Customers in the bank.
  let customers: Int
  /// Keys pressed.
  let presses: Int

  /// A session in the full-screen view with the customers added at once,
  /// focus on the first waiting customer.
  func session(seed: UInt64) -> Session {
    var session = Session(
      settings: SessionSettings(
        bank: BankConfiguration(batchSize: customers, seed: seed), inputIsKeys: true,
        terminalView: .fullScreen))
    _ = session.start()
    _ = session.handle(.key(.character("a")))
    _ = session.handle(.key(.character("l")))
    return session
  }

  /// Times the keys, with and without the full screen, and prints the
  /// `fullscreen.key.*` figures.
  func run(seed: UInt64, with stopwatch: inout Stopwatch) {
    let size = Size(width: 80, height: 24)
    var drawn = session(seed: seed)
    var alone = session(seed: seed)
    var view = BankScreenView()
    var painter = ScreenPainter()
    _ = painter.paint(view.frame(for: drawn.handle(.key(.home)), size: size))
    _ = alone.handle(.key(.home))
    figure(
      "fullscreen.key.customers", String(drawn.bank.waitingCount + drawn.bank.processingCount),
      "customers")

    var frames: [Int64] = []
    var processor: [Int64] = []
    var baseline: [Int64] = []
    var bytes = 0
    for press in 0..<presses {
      let key = Self.keys[press % Self.keys.count]
      baseline.append(stopwatch.time { alone.handle(.key(key)).records.count })
      let started = ChildProcess.threadCPUSeconds
      frames.append(
        stopwatch.time {
          let step = drawn.handle(.key(key))
          let written = painter.paint(view.frame(for: step, size: size)).count
          bytes += written
          return written
        })
      processor.append(Int64((ChildProcess.threadCPUSeconds - started) * 1e9))
    }
    let base = Percentiles(baseline)
    figures("fullscreen.key.session", base)
    let times = Percentiles(frames)
    figures("fullscreen.key.frame", times, baseline: ("fullscreen.key.session", base.p50))
    figures("fullscreen.key.frame.cpu", Percentiles(processor))
    let waited = zip(frames, processor).filter {
      Double($0) >= Self.p99Target && Double($1) < Self.p99Target
    }.count
    figure("fullscreen.key.frame.waited", String(waited), "samples over 2 ms of wall time only")
    figure(
      "fullscreen.key.bytes.mean", fixed(Double(bytes) / Double(max(1, presses)), 1), "bytes")
    target(
      "fullscreen.key.target", met: times.p99 < Self.p99Target,
      "a key to its flushed frame in p99 < 2 ms with \(customers) customers")
  }
}
