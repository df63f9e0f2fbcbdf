import Foundation

/// Helpers shared by Teller's test targets.
public enum TestSupport {
  /// Whether the tests run under the thread sanitizer (`swift test
  /// --sanitize=thread`, as `.ci/run` does for the suites that start
  /// threads): its runtime is in the process.
  public static let isThreadSanitized =
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

  /// The folder that holds the built products, such as `.build/debug`.
  public static var productsDirectory: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }

  /// The path of the built `teller` executable.
  public static var tellerPath: String {
    productsDirectory.appendingPathComponent("teller").path
  }

  /// A configuration folder that does not exist, so a developer's own
  /// `~/.config/teller/config` never changes what the tests see.
  public static let noConfigFolder = "/nonexistent/teller-tests-config"

  /// The environment changes every test's Teller runs with: `LANG` set to
  /// `C.UTF-8` and no configuration file (``noConfigFolder``), then the
  /// caller's changes, which win.
  public static func tellerEnvironment(_ changes: [String: String] = [:]) -> [String: String] {
    ["LANG": "C.UTF-8", "XDG_CONFIG_HOME": noConfigFolder].merging(changes) { $1 }
  }

  /// The package's root folder.
  public static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The rows of the README's table whose header line is `header`, such
  /// as `| Key | Does |`: the lines after its separator that start with
  /// `|`; nil when the README has no such table.
  public static func readmeTableRows(header: String) throws -> [String]? {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: header) else { return nil }
    return Array(lines[(start + 2)...].prefix { $0.hasPrefix("|") })
  }
}

/// What a finished process left behind.
public struct ProcessResult: Sendable {
  /// The exit status.
  public var status: Int32
  /// Everything written to standard output.
  public var stdout: String
  /// Everything written to standard error.
  public var stderr: String
}

/// Runs the built `teller` with arguments, standard input and environment
/// changes, and waits for it to finish.
///
/// Standard output and error are pipes, so Teller sees no terminal.
public func runTeller(
  _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
) throws -> ProcessResult {
  try runProgram(
    TestSupport.tellerPath, arguments, stdin: stdin,
    environment: TestSupport.tellerEnvironment(environment))
}

/// Runs a program with arguments, standard input and environment changes,
/// and waits for it to finish, at most `timeout`.
///
/// Standard input, output and error are pipes. Output is read with `poll`,
/// so a program that hangs fails the test with what it said so far instead
/// of stalling the run; it is then killed.
public func runProgram(
  _ path: String, _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
  timeout: Duration = childTimeout
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  var env = ProcessInfo.processInfo.environment
  for (key, value) in environment { env[key] = value }
  process.environment = env
  let input = Pipe()
  let output = Pipe()
  let error = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = error
  try process.run()
  // A child that exits before reading its input must not take the test
  // process down with SIGPIPE: ignore the signal and let the write fail.
  ignoreBrokenPipes
  // Write the input on its own, so a child that writes much before it
  // reads never blocks against us.
  let writer = input.fileHandleForWriting
  let bytes = Data(stdin.utf8)
  DispatchQueue.global().async {
    try? writer.write(contentsOf: bytes)
    try? writer.close()
  }
  let read: [Data]
  do {
    read = try readToEnd(
      [output.fileHandleForReading.fileDescriptor, error.fileHandleForReading.fileDescriptor],
      timeout: timeout)
  } catch {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    throw error
  }
  try waitForExit(process, timeout: timeout)
  return ProcessResult(
    status: process.terminationStatus,
    stdout: String(decoding: read[0], as: UTF8.self),
    stderr: String(decoding: read[1], as: UTF8.self))
}

/// Ignores SIGPIPE in the test process, once, so writing to a child that
/// has already exited fails with EPIPE instead of killing the tests.
private let ignoreBrokenPipes: Void = {
  _ = signal(SIGPIPE, SIG_IGN)
}()
