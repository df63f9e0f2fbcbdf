import TellerBank
import TellerSession
import TellerTerminal

/// The soak's input and real time, one timeline behind the interactive
/// loop's byte source (``SoakInput``) and clock (``SoakClock``).
///
/// Customers arrive as a Poisson process, each typing `add` on a session
/// that adds one customer per add (`teller --batch 1`); every simulated
/// minute someone types `reset`. The loop asks for input with a timeout,
/// as it asks a terminal, and the timeline jumps to whichever comes first,
/// the next line or the timeout: the loop wakes when, and as often as, it
/// would on a real clock, but without waiting. Just before each minute's
/// `reset` is handed over, the timeline samples the resident set size.
final class SoakTimeline {
  /// The line each arriving customer types.
  static let addLine = "add"
  /// The line typed at the end of every simulated minute.
  static let resetLine = "reset"
  /// How often the bank is reset, and the resident set size sampled.
  static let minute = ModelTime.seconds(60)

  /// Model seconds per real second, as the loop's clock runs.
  let speed: Double
  /// When input ends: the last minute's reset.
  let end: ModelTime
  /// Real time the loop has seen pass since it started.
  private(set) var elapsed: Duration = .zero
  /// Customers who have arrived, each an `add` line.
  private(set) var arrivals = 0
  /// Resets typed.
  private(set) var resets = 0
  /// The resident set size in KiB at the end of each minute, before its
  /// reset, in order.
  private(set) var residentSamples: [Int] = []

  private var gaps: PoissonArrivals
  private var nextArrival: ModelTime
  private var nextReset = SoakTimeline.minute
  private var ended = false

  /// Prepares a run.
  ///
  /// - Parameters:
  ///   - minutes: the simulated minutes to run, at least 1.
  ///   - rate: customers arriving per second, on average.
  ///   - seed: the arrival gaps' seed.
  ///   - speed: model seconds per real second of the loop's clock.
  init(minutes: Int, rate: Double, seed: UInt64, speed: Double) {
    self.speed = speed
    end = SoakTimeline.minute * Int64(max(1, minutes))
    gaps = PoissonArrivals(rate: rate, seed: seed)
    nextArrival = gaps.nextGap()
    residentSamples.reserveCapacity(max(1, minutes))
  }

  /// The model time the loop's clock reads now.
  var modelNow: ModelTime { ModelTime(realElapsed: elapsed, speed: speed) }

  /// Waits for input as the loop asks: the lines due by the next input's
  /// instant, if it comes within the timeout; otherwise the timeout
  /// passes. After the last minute's reset, input ends.
  ///
  /// - Parameter timeout: milliseconds of real time; negative waits for
  ///   the next input, however far.
  func read(timeoutMilliseconds timeout: Int32) -> ReadResult {
    guard !ended else { return .endOfFile }
    let next = min(nextArrival, nextReset)
    let due = next.realDuration(speed: speed)
    if timeout >= 0 {
      let deadline = elapsed + .milliseconds(Int64(timeout))
      guard due <= deadline else {
        elapsed = deadline
        return .timeout
      }
    }
    if due > elapsed { elapsed = due }
    // The next line is due: rounding between real and model time must not
    // hold it back by a nanosecond.
    let now = max(modelNow, next)
    var text = ""
    while !ended {
      if nextArrival < nextReset {
        guard nextArrival <= now else { break }
        text += SoakTimeline.addLine + "\n"
        arrivals += 1
        nextArrival = nextArrival + gaps.nextGap()
      } else {
        guard nextReset <= now else { break }
        residentSamples.append(residentKiB() ?? 0)
        text += SoakTimeline.resetLine + "\n"
        resets += 1
        if nextReset >= end { ended = true }
        nextReset = nextReset + SoakTimeline.minute
      }
    }
    return .bytes(Array(text.utf8))
  }

  /// Lets real time pass, as the loop does once input has ended.
  func wait(milliseconds: Int32) {
    elapsed += .milliseconds(Int64(max(0, milliseconds)))
  }
}

/// The interactive loop's input in the soak: the timeline's lines.
struct SoakInput: ByteSource {
  let timeline: SoakTimeline

  func read(timeoutMilliseconds: Int32) -> ReadResult {
    timeline.read(timeoutMilliseconds: timeoutMilliseconds)
  }
}

/// The interactive loop's real clock in the soak: the timeline's time,
/// whose waits take none.
struct SoakClock: LoopClock {
  let timeline: SoakTimeline

  func elapsed() -> Duration { timeline.elapsed }

  func sleep(milliseconds: Int32) { timeline.wait(milliseconds: milliseconds) }
}
