import TellerBank
import TellerFullScreen
import TellerFullScreenView
import TellerSession

/// A bank of a million customers: the memory a session holds per customer,
/// and a reset of them all to the next frame.
///
/// Each measurement runs in a child process of its own, so the resident
/// set size it reads is its own. The session child fills a session with
/// `--scale-customers` customers (1,000,000 by default), added
/// `--scale-batch` at a time without time passing, and reads how much the
/// resident set grew per customer. Then, `--scale-resets` times each, it
/// resets the full bank and times the reset to the next full-screen frame
/// at 80×24 (the session's answer, the frame laid out, diffed and encoded)
/// and to the linear answer (the session's answer rendered as lines),
/// filling the bank again before each.
///
/// The baseline child adds the same customers, in the same batches, to a
/// bare ``Bank`` (the model alone: no screen, no announcements) and reads
/// the same figures: the bank's memory per customer and its own reset.
///
/// Targets: under 150 bytes per customer in the session, and a reset to
/// the next frame, and to the linear answer, under 50 ms.
enum ScaleBenchmark {
  /// Bytes per customer the session may hold.
  static let memoryTarget = 150.0
  /// Milliseconds a reset may take to its frame or its linear answer.
  static let resetTarget = 50.0

  /// Runs both children and prints their figures and the targets.
  static func run(_ options: BenchOptions) {
    let sizes = [
      "--scale-customers", String(options.scaleCustomers), "--scale-batch",
      String(options.scaleBatch), "--scale-resets", String(options.scaleResets), "--seed",
      String(options.seed),
    ]
    var figures: [String: Double] = [:]
    for kind in ["scale-baseline", "scale"] {
      guard
        let result = ChildProcess.runSuiteChild(
          ["--child", kind] + sizes, figure: "scale", child: "\(kind) child",
          timeout: options.timeout)
      else { return }
      for line in result.output.split(separator: "\n") {
        let parts = line.split(separator: " ")
        guard parts.count >= 2, let value = Double(parts[1]) else { continue }
        figures[String(parts[0].dropLast())] = value
      }
    }
    report(figures)
  }

  /// The ratios and targets, from both children's figures.
  private static func report(_ figures: [String: Double]) {
    let bytes = figures["scale.session.bytes-per-customer"] ?? .infinity
    let bankBytes = figures["scale.baseline.bytes-per-customer"] ?? 0
    if bankBytes > 0 {
      figure(
        "scale.session.bytes-per-customer.ratio", fixed(bytes / bankBytes, 2),
        "x scale.baseline.bytes-per-customer")
    }
    let bankReset = figures["scale.baseline.reset.p50"] ?? 0
    let frame = figures["scale.reset.frame.max"] ?? .infinity
    let linear = figures["scale.reset.linear.max"] ?? .infinity
    if bankReset > 0 {
      for name in ["frame", "linear"] {
        let p50 = figures["scale.reset.\(name).p50"] ?? 0
        figure(
          "scale.reset.\(name).p50.ratio", fixed(p50 / bankReset, 1),
          "x scale.baseline.reset.p50")
      }
    }
    target(
      "scale.target.memory", met: bytes < memoryTarget,
      "session memory per customer < 150 bytes; \(fixed(bytes, 1)) bytes")
    target(
      "scale.target.reset.frame", met: frame < resetTarget,
      "a reset to the next full-screen frame < 50 ms; slowest \(fixed(frame, 1)) ms")
    target(
      "scale.target.reset.linear", met: linear < resetTarget,
      "a reset to its linear answer < 50 ms; slowest \(fixed(linear, 1)) ms")
  }

  /// The children's work; returns the exit status.
  static func runAsChild(_ kind: String, _ options: BenchOptions) -> Int32 {
    kind == "scale" ? runSession(options) : runBaseline(options)
  }

  /// The resident set grown since `before`, in bytes per customer.
  private static func bytesPerCustomer(since before: Int, customers: Int) -> Double {
    Double(((residentKiB() ?? before) - before) * 1024) / Double(max(1, customers))
  }

  /// The session child: memory, then resets to their frame and linear
  /// answer.
  private static func runSession(_ options: BenchOptions) -> Int32 {
    let clock = ContinuousClock()
    let before = residentKiB() ?? 0
    let start = clock.now
    var session = ScreenBenchmark.filledSession(
      customers: options.scaleCustomers, batch: options.scaleBatch, seed: options.seed)
    let fill = seconds(clock.now - start)
    let customers = session.bank.waitingCount + session.bank.processingCount
    figure("scale.customers", String(customers), "customers")
    figure("scale.session.fill.seconds", fixed(fill, 3), "s")
    figure(
      "scale.session.bytes-per-customer",
      fixed(bytesPerCustomer(since: before, customers: customers), 1), "bytes")

    var stopwatch = Stopwatch()
    let size = Size(width: 80, height: 24)
    let renderer = LinearRenderer()
    var frames: [Int64] = []
    var answers: [Int64] = []
    for round in 0..<options.scaleResets {
      if round > 0 {
        session = ScreenBenchmark.filledSession(
          customers: options.scaleCustomers, batch: options.scaleBatch, seed: options.seed)
      }
      // Focus in the Waiting list, as a user reading the line would be.
      _ = session.handle(.line("next list", number: 1))
      var view = BankScreenView()
      var painter = ScreenPainter()
      _ = painter.paint(view.frame(for: session.handle(.line("where", number: 2)), size: size))
      frames.append(
        stopwatch.time {
          let step = session.handle(.line("reset", number: 3))
          return painter.paint(view.frame(for: step, size: size)).count
        })
      session = ScreenBenchmark.filledSession(
        customers: options.scaleCustomers, batch: options.scaleBatch, seed: options.seed)
      _ = session.handle(.line("next list", number: 1))
      answers.append(
        stopwatch.time {
          renderer.lines(session.handle(.line("reset", number: 2)).records).utf8.count
        })
    }
    Self.figures("scale.reset.frame", frames)
    Self.figures("scale.reset.linear", answers)
    figure("scale.checksum", String(stopwatch.checksum & 0xFFFF))
    return 0
  }

  /// The baseline child: the same customers in a bare bank.
  private static func runBaseline(_ options: BenchOptions) -> Int32 {
    let configuration = BankConfiguration(batchSize: options.scaleBatch, seed: options.seed)
    let adds = max(1, (options.scaleCustomers + options.scaleBatch - 1) / options.scaleBatch)
    let before = residentKiB() ?? 0
    var bank = Bank(configuration: configuration)
    var events = 0
    for _ in 0..<adds { bank.addCustomers { _ in events += 1 } }
    let customers = bank.waitingCount + bank.processingCount
    figure(
      "scale.baseline.bytes-per-customer",
      fixed(bytesPerCustomer(since: before, customers: customers), 1), "bytes")
    var stopwatch = Stopwatch()
    var resets: [Int64] = []
    for round in 0..<options.scaleResets {
      if round > 0 {
        for _ in 0..<adds { bank.addCustomers { _ in events += 1 } }
      }
      resets.append(
        stopwatch.time {
          var count = 0
          bank.reset { _ in count += 1 }
          return count
        })
    }
    Self.figures("scale.baseline.reset", resets)
    figure("scale.baseline.checksum", String((stopwatch.checksum + events) & 0xFFFF))
    return 0
  }

  /// A few timings in milliseconds: the median and the slowest.
  private static func figures(_ name: String, _ samples: [Int64]) {
    let sorted = samples.sorted()
    guard let slowest = sorted.last else { return }
    figure("\(name).samples", String(sorted.count), "samples")
    figure("\(name).p50", fixed(Double(sorted[sorted.count / 2]) / 1e6, 3), "ms")
    figure("\(name).max", fixed(Double(slowest) / 1e6, 3), "ms")
  }
}
