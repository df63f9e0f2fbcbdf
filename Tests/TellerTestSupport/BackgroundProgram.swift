import Foundation
import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// A program started in the background for a test, such as a daemon or a
/// client that waits for a signal, with its output caught in files.
///
/// It starts with `posix_spawn`, standard input empty, no signal blocked
/// and every signal at its default action. Every wait has a timeout. A
/// program still running when the value is released is killed, first with
/// SIGTERM, then with SIGKILL.
public final class BackgroundProgram: @unchecked Sendable {
  /// The process ID.
  public let processID: pid_t
  /// What the program was started as, for messages.
  public let name: String
  private let outPath: String
  private let errPath: String
  private var exitStatus: Int32?

  /// Starts a program.
  ///
  /// - Parameter standardInput: the file its standard input reads, such as
  ///   a FIFO the test holds open; empty by default.
  /// - Throws: ``TmuxError`` when it cannot be started.
  public init(
    _ path: String, _ arguments: [String], environment: [String: String] = [:],
    standardInput: String = "/dev/null"
  ) throws {
    name = ([path] + arguments).joined(separator: " ")
    (outPath, errPath) = temporaryFilePair("background", "out", "err")
    processID = try spawnInBackground(
      path, arguments, environment: environment, input: .file(standardInput),
      output: .file(outPath), error: .file(errPath))
  }

  deinit {
    stop()
    unlink(outPath)
    unlink(errPath)
  }

  /// Everything written to standard output so far.
  public var output: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }

  /// Everything written to standard error so far.
  public var errorOutput: String {
    (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
  }

  /// Whether the program is still running.
  public var isRunning: Bool { poll() == nil }

  /// Sends a signal.
  public func signal(_ number: Int32) {
    guard isRunning else { return }
    kill(processID, number)
  }

  /// Waits until standard output holds a text, and returns the output.
  ///
  /// - Throws: ``TmuxError`` with both outputs when the time runs out.
  @discardableResult
  public func waitForOutput(_ text: String, timeout: Duration = .seconds(10)) throws -> String {
    var seen = ""
    try waitUntil("\(name) prints '\(text)'", timeout: timeout) {
      seen = output
      return seen.contains(text)
    }
    return seen
  }

  /// Waits until standard error holds a text, and returns it.
  ///
  /// - Throws: ``TmuxError`` with both outputs when the time runs out.
  @discardableResult
  public func waitForErrorOutput(_ text: String, timeout: Duration = .seconds(10)) throws
    -> String
  {
    var seen = ""
    try waitUntil("\(name) writes '\(text)' to standard error", timeout: timeout) {
      seen = errorOutput
      return seen.contains(text)
    }
    return seen
  }

  /// Waits until the program catches a signal, as `/proc` says, so a
  /// signal sent next reaches its handler.
  ///
  /// - Throws: ``TmuxError`` when the time runs out.
  public func waitForHandler(of signal: Int32, timeout: Duration = .seconds(10)) throws {
    try waitUntil("\(name) catches signal \(signal)", timeout: timeout) {
      let status = (try? String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8)) ?? ""
      guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
        let mask = UInt64(
          line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
      else { return false }
      return mask & (1 << UInt64(signal - 1)) != 0
    }
  }

  /// Waits for the program to end.
  ///
  /// - Returns: the exit status, or 128 plus the signal that ended it.
  /// - Throws: ``TmuxError`` when it is still running after the timeout.
  @discardableResult
  public func waitForExit(timeout: Duration = .seconds(10)) throws -> Int32 {
    var status: Int32?
    try waitUntil("\(name) ends", timeout: timeout) {
      status = poll()
      return status != nil
    }
    return status ?? -1
  }

  /// Ends the program if it still runs: SIGTERM, then SIGKILL after two
  /// seconds.
  public func stop() {
    guard isRunning else { return }
    kill(processID, SIGTERM)
    if (try? waitForExit(timeout: .seconds(2))) == nil {
      kill(processID, SIGKILL)
      _ = try? waitForExit(timeout: .seconds(5))
    }
  }

  /// The exit status if the program has ended, reaping it once.
  private func poll() -> Int32? {
    if let exitStatus { return exitStatus }
    exitStatus = Subprocess.reapIfEnded(processID)?.shellStatus
    return exitStatus
  }

  private func waitUntil(
    _ what: String, timeout: Duration, _ condition: () throws -> Bool
  ) throws {
    guard try pollCondition(timeout: timeout, condition) else {
      throw TmuxError(
        "Timed out waiting until \(what).\nOutput:\n\(output)\nErrors:\n\(errorOutput)")
    }
  }
}
