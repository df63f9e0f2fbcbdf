import TellerPlatform

/// What a program run by ``ChildProcess/run(_:_:input:timeout:)`` left
/// behind, with its timings.
struct ChildResult {
  /// The exit status, or 128 plus the signal that ended it.
  var status: Int32
  /// Everything it wrote to standard output.
  var output: String
  /// Everything it wrote to standard error.
  var errorOutput: String
  /// Seconds from just before it was started to its exit.
  var seconds: Double
  /// The processor time it used, user and system, in seconds: unlike
  /// ``seconds``, it hardly grows when other programs share the machine.
  var cpuSeconds: Double
  /// Seconds from just before it was started to the end of its first line
  /// on standard output; nil if it wrote no whole line.
  var firstLineSeconds: Double?
  /// Whether it was killed for running past its timeout.
  var timedOut: Bool

  /// Whether it exited 0 in time.
  var succeeded: Bool { status == 0 && !timedOut }
}

/// Runs other programs for the benchmarks: standard input from a string,
/// standard output and error read through pipes as they come, the first
/// line's arrival timed, and every wait bounded by a timeout.
enum ChildProcess {
  /// Runs this program as a suite's child (`--child ...`) and prints what
  /// it printed; when it cannot start, runs past its timeout or fails,
  /// prints `NAME.error` saying so, with the first line it wrote to
  /// standard error, and gives nil.
  static func runSuiteChild(
    _ arguments: [String], figure name: String, child: String, timeout: Double
  ) -> ChildResult? {
    guard let result = run(thisProgram, arguments, timeout: timeout) else {
      figure("\(name).error", "could not run a child process")
      return nil
    }
    print(result.output, terminator: "")
    guard result.succeeded else {
      let reason = result.timedOut ? "ran past --timeout" : "exited \(result.status)"
      let detail = result.errorOutput.split(separator: "\n").first.map { ": \($0)" } ?? ""
      figure("\(name).error", "the \(child) \(reason)\(detail)")
      return nil
    }
    return result
  }

  /// Runs a program to its end.
  ///
  /// - Parameters:
  ///   - path: the program's path.
  ///   - arguments: its arguments, without its name.
  ///   - input: what it reads on standard input; small (a pipe's worth).
  ///   - timeout: seconds it may run before it is killed.
  /// - Returns: its result, or nil when it cannot be started.
  static func run(
    _ path: String, _ arguments: [String], input: String = "", timeout: Double
  ) -> ChildResult? {
    ignoreBrokenPipes
    let pipes = (0..<3).compactMap { _ in Subprocess.openPipe() }
    guard pipes.count == 3 else {
      for pipe in pipes { [pipe.read, pipe.write].forEach { FileDescriptor($0).close() } }
      return nil
    }
    let (stdinPipe, stdoutPipe, stderrPipe) = (pipes[0], pipes[1], pipes[2])
    let clock = ContinuousClock()
    let start = clock.now
    let process = try? Subprocess.start(
      path, arguments, input: .descriptor(stdinPipe.read), output: .descriptor(stdoutPipe.write),
      error: .descriptor(stderrPipe.write))
    for end in [stdinPipe.read, stdoutPipe.write, stderrPipe.write] { FileDescriptor(end).close() }
    guard let process else {
      for end in [stdinPipe.write, stdoutPipe.read, stderrPipe.read] { FileDescriptor(end).close() }
      return nil
    }
    let bytes = Array(input.utf8)
    if !bytes.isEmpty { _ = try? FileDescriptor(stdinPipe.write).write(bytes) }
    FileDescriptor(stdinPipe.write).close()

    let deadline = start + .milliseconds(Int64(timeout * 1000))
    let (output, errorOutput, firstLine, timedOut) = collect(
      output: stdoutPipe.read, errors: stderrPipe.read, start: start, deadline: deadline)

    // Wait for the exit until the same deadline, looking often so the
    // time measured ends close to the exit.
    var usage = ResourceUsage()
    let ending = Subprocess.wait(
      process, timeout: timedOut ? .zero : max(deadline - clock.now, .zero),
      checkingEvery: .microseconds(100), usage: &usage)
    let elapsed = seconds(clock.now - start)
    return ChildResult(
      status: ending?.shellStatus ?? 128 + Signal.kill.rawValue,
      output: String(decoding: output, as: UTF8.self),
      errorOutput: String(decoding: errorOutput, as: UTF8.self),
      seconds: elapsed,
      cpuSeconds: usage.processorSeconds,
      firstLineSeconds: firstLine, timedOut: timedOut || ending == nil)
  }

  /// Reads a child's standard output and error until both end or the
  /// deadline passes, and closes them: what each said, when the first
  /// line of output came (seconds after `start`), and whether time ran out.
  private static func collect(
    output outputEnd: Int32, errors errorEnd: Int32, start: ContinuousClock.Instant,
    deadline: ContinuousClock.Instant
  ) -> (output: [UInt8], errors: [UInt8], firstLine: Double?, timedOut: Bool) {
    let clock = ContinuousClock()
    var output: [UInt8] = []
    var errorOutput: [UInt8] = []
    var firstLine: Double?
    var open = [outputEnd, errorEnd].map(FileDescriptor.init)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var timedOut = false
    while open.contains(where: { $0.rawValue >= 0 }) {
      let left = milliseconds(until: deadline, clock: clock)
      guard left > 0 else {
        timedOut = true
        break
      }
      let ready: [FileDescriptor.Readiness]?
      do {
        ready = try FileDescriptor.waitOnce(
          for: open.map { ($0, .readable) }, milliseconds: Int32(min(left, 1000)))
      } catch {
        break
      }
      for (index, readiness) in (ready ?? []).enumerated()
      where open[index].rawValue >= 0 && !readiness.isEmpty {
        let count: Int
        do { count = try open[index].read(into: &buffer) } catch { count = -1 }
        if count > 0 {
          let chunk = buffer[0..<count]
          if index == 0 {
            if firstLine == nil && chunk.contains(UInt8(ascii: "\n")) {
              firstLine = seconds(clock.now - start)
            }
            output += chunk
          } else {
            errorOutput += chunk
          }
        } else {
          open[index].close()
          open[index] = FileDescriptor(-1)
        }
      }
    }
    for end in open where end.rawValue >= 0 { end.close() }
    return (output, errorOutput, firstLine, timedOut)
  }

  /// The processor time this thread has used, in seconds.
  static var threadCPUSeconds: Double { CurrentProcess.threadProcessorSeconds }

  /// Whole milliseconds left until a deadline; 0 or less once it has passed.
  private static func milliseconds(
    until deadline: ContinuousClock.Instant, clock: ContinuousClock
  ) -> Int {
    let left = deadline - clock.now
    let parts = left.components
    return Int(parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000)
  }

  /// The path of this benchmark's executable, to run it again as a child.
  static var thisProgram: String { CurrentProcess.executablePath ?? CommandLine.arguments[0] }

  /// The folder that holds this benchmark's executable, where SwiftPM puts
  /// the other products of the same build.
  static var productsFolder: String {
    let path = thisProgram
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  /// Whether a file exists and can be run.
  static func isProgram(_ path: String) -> Bool { FileSystem.isExecutable(path) }

  /// Whether a file exists and can be read.
  static func isReadable(_ path: String) -> Bool { FileSystem.isReadable(path) }
}

/// Writing to a child that has already exited must fail with EPIPE, not
/// end the benchmark with SIGPIPE.
private let ignoreBrokenPipes: Void = {
  Signal.brokenPipe.ignore()
}()
