import TellerBank
import TellerFullScreen
import TellerFullScreenView
import TellerSession
import TellerWording

/// Measures what the full-screen view writes to the terminal per timer
/// tick at 80×24: the bytes of a tick drawn by its changed cells, against
/// the bytes of the same frame drawn whole, in the same run; then a key to
/// its flushed frame with many customers (``KeyFrameBenchmark``).
///
/// The frame is the reference layout (summary, two buttons, the work time,
/// Waiting and Processing with customers, a status line) with focus on
/// Add; each tick moves the work time 100 ms on, which changes the timer
/// and the summary's seconds.
enum FullScreenBenchmark {
  /// Ticks drawn, 100 ms of model time apart.
  static let ticks = 600

  static func run(_ options: BenchOptions) {
    let size = Size(width: 80, height: 24)
    var painter = ScreenPainter()
    var redraw = FrameEncoder()
    _ = painter.paint(frame(at: .zero, size: size))
    var tickBytes: [Int] = []
    var redrawBytes: [Int] = []
    var stopwatch = Stopwatch()
    var times: [Int64] = []
    for tick in 1...ticks {
      let time = ModelTime.milliseconds(Int64(100 * tick))
      var bytes = 0
      times.append(
        stopwatch.time {
          bytes = painter.paint(frame(at: time, size: size)).count
          return bytes
        })
      tickBytes.append(bytes)
      redrawBytes.append(redraw.encodeRedraw(frame(at: time, size: size).buffer, cursor: nil).count)
    }
    let perTick = Double(tickBytes.reduce(0, +)) / Double(ticks)
    let whole = Double(redrawBytes.reduce(0, +)) / Double(ticks)
    figure("fullscreen.tick.bytes.mean", fixed(perTick, 1), "bytes")
    figure("fullscreen.tick.bytes.max", String(tickBytes.max() ?? 0), "bytes")
    figure("fullscreen.redraw.bytes.mean", fixed(whole, 1), "bytes")
    figure("fullscreen.tick.ratio", fixed(whole / max(1, perTick), 1), "x fewer than a redraw")
    // Layout, diff and encoding of one tick, in nanoseconds.
    figures("fullscreen.tick.frame", Percentiles(times))
    target(
      "fullscreen.tick.target", met: whole >= 20 * perTick,
      "a tick writes at least 20x fewer bytes than a full redraw at 80x24")
    KeyFrameBenchmark(customers: options.screenCustomers, presses: options.fullScreenKeys)
      .run(seed: options.seed, with: &stopwatch)
  }

  /// The reference screen at a model time.
  static func frame(at time: ModelTime, size: Size) -> Frame {
    let waiting = [3, 5, 6, 7, 9]
    let loan = Style(foreground: .magenta)
    let processing = [(2, "Loan", loan, 3), (8, "Deposit", .plain, 1), (10, "Deposit", .plain, 2)]
    let tenths = time.nanoseconds / 100_000_000
    let content = BankScreenContent(
      title: Line("Teller"),
      summary: Line("5 waiting, 3 being served, work time \(tenths / 10).\(tenths % 10) s"),
      buttons: [
        Button("Add 10 customers", style: Style(foreground: .blue), isFocused: true),
        Button("Reset", style: Style(foreground: .red)),
      ],
      timer: Line("Work time - " + formatWorkTime(time)),
      panes: [
        PaneContent(title: Line("Waiting (5)", style: Style(foreground: .green)), count: 5) {
          Line("\(waiting[$0]) - Loan", style: loan)
        },
        PaneContent(title: Line("Processing (3)", style: Style(foreground: .blue)), count: 3) {
          let (number, kind, style, clerk) = processing[$0]
          let name = Span("\(number) - \(kind)", style: style)
          return Line([name.padded(toWidth: 18), Span("clerk \(clerk)")])
        },
      ],
      message: MessageContent(
        title: Line("Message"), said: ["Add 10 customers, button, 1 of 2"], separator: " · "),
      status: Line("Rotor: Headings · Customers 8 and 10 started"),
      hint: Line("? help · m screen-reader mode · q quit"),
      hiddenRows: { Catalog.english[.hiddenRows($0)] },
      tooSmall: { Catalog.english[.terminalTooSmall(needed: "\($0)", actual: "\($1)")] })
    return BankScreenLayout.render(content, size: size, appearance: Appearance()).frame
  }
}
