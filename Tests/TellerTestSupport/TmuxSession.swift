import Foundation
import TellerPlatform

/// A program running in a real pseudo-terminal inside a private tmux
/// server, for end-to-end terminal tests.
///
/// Each session has its own tmux socket in the temporary folder, removed
/// when it finishes, and no configuration file, so it never touches the
/// user's tmux. Tests skip when tmux is absent:
/// `@Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))`.
/// Waiting is done by polling the screen; the session is killed by
/// ``finish()`` or when it is released.
public final class TmuxSession: @unchecked Sendable {
  /// The tmux executable, if one is installed.
  public static let executable: String? = Subprocess.find(
    "tmux", alsoIn: ["/usr/bin", "/usr/local/bin"])

  /// Whether tmux is installed.
  public static var isAvailable: Bool { executable != nil }

  /// The session's name, unique to this process and session.
  public let name: String
  private let socket: String
  private let tmux: String
  private var finished = false

  /// Starts a shell command in a detached session of a size.
  ///
  /// - Throws: ``TmuxError`` when tmux is absent or refuses to start.
  public init(
    command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]
  ) throws {
    guard let tmux = Self.executable else { throw TmuxError("tmux is not installed.") }
    self.tmux = tmux
    let unique = UUID().uuidString.prefix(8).lowercased()
    name = "teller-\(ProcessInfo.processInfo.processIdentifier)-\(unique)"
    socket = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).tmux").path
    var arguments = ["new-session", "-d", "-x", String(width), "-y", String(height), "-s", name]
    for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
      arguments += ["-e", "\(key)=\(value)"]
    }
    arguments.append(command)
    try run(arguments)
  }

  deinit { finish() }

  /// Sends keys by tmux name, such as `Enter`, `C-c`, `Left` or `BTab`.
  public func sendKeys(_ keys: String...) throws {
    try run(["send-keys", "-t", name] + keys)
  }

  /// Types text literally, character by character.
  public func type(_ text: String) throws {
    try run(["send-keys", "-t", name, "-l", text])
  }

  /// Sends bytes exactly as given, as a terminal or a stream would, such
  /// as a paste's start marker with no end.
  public func sendBytes(_ bytes: [UInt8]) throws {
    let hex = bytes.map { String($0, radix: 16) }
    try run(["send-keys", "-t", name, "-H"] + hex)
  }

  /// Pastes text as a terminal does: wrapped in bracketed-paste markers
  /// when the program turned bracketed paste on, bare otherwise.
  public func paste(_ text: String) throws {
    try run(["set-buffer", "-b", name, text])
    try run(["paste-buffer", "-p", "-d", "-b", name, "-t", name])
  }

  /// A pane format such as `#{alternate_on}`, `#{cursor_flag}` or
  /// `#{cursor_x},#{cursor_y}`, expanded now.
  public func paneFormat(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", name, format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Resizes the session's window, as a user resizing the terminal would.
  public func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
  }

  /// The screen's text now, one line per row, trailing blank rows removed.
  public func capture() throws -> String {
    try captured(["capture-pane", "-p", "-t", name])
  }

  /// The history (the scrollback) and the screen now, oldest line first,
  /// trailing blank rows removed.
  public func captureWithHistory() throws -> String {
    try captured(["capture-pane", "-p", "-S", "-", "-t", name])
  }

  /// What a `capture-pane` prints, one line per row, trailing blank rows
  /// removed.
  private func captured(_ arguments: [String]) throws -> String {
    var lines = try run(arguments).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty {
      lines.removeLast()
    }
    return lines.joined(separator: "\n")
  }

  /// How many lines the history (the scrollback) holds now.
  public func historySize() throws -> Int {
    Int(try paneFormat("#{history_size}")) ?? -1
  }

  /// The screen's text now with its styles, as the SGR escape sequences
  /// tmux writes for them (`capture-pane -e`).
  public func captureWithEscapes() throws -> String {
    try run(["capture-pane", "-p", "-e", "-t", name])
  }

  /// The SGR parameters of every styled run on the screen now, such as
  /// `[1, 34]` for bold blue.
  public func styleParameters() throws -> [[Int]] {
    let text = try captureWithEscapes()
    var result: [[Int]] = []
    var rest = text[...]
    while let start = rest.range(of: "\u{1B}[") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(where: { !($0.isNumber || $0 == ";") }) else { break }
      if rest[end] == "m" {
        result.append(rest[..<end].split(separator: ";").compactMap { Int($0) })
      }
      rest = rest[end...]
    }
    return result
  }

  /// The pane's terminal device, such as `/dev/pts/3`.
  public func terminalDevice() throws -> String {
    try run(["display-message", "-p", "-t", name, "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The pane terminal's settings as `stty -g` prints them, to compare
  /// before and after.
  public func terminalSettings() throws -> String {
    let result = try spawnProgram("/bin/stty", ["-F", try terminalDevice(), "-g"])
    guard result.status == 0 else { throw TmuxError("stty failed: \(result.stderr)") }
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The pane terminal's settings as `stty -a` prints them, split into
  /// words such as `-echo` and `icanon`.
  public func terminalFlags() throws -> Set<String> {
    let result = try spawnProgram("/bin/stty", ["-F", try terminalDevice(), "-a"])
    guard result.status == 0 else { throw TmuxError("stty failed: \(result.stderr)") }
    return Set(
      result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(
        String.init))
  }

  /// Waits until the screen shows a text, and returns the screen.
  ///
  /// - Throws: ``TmuxError`` with the last screen when the time runs out.
  @discardableResult
  public func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws -> String {
    var screen = ""
    try waitUntil("the screen shows '\(text)'", timeout: timeout) {
      screen = try capture()
      return screen.contains(text)
    }
    return screen
  }

  /// Polls a condition every 20 ms until it holds.
  ///
  /// - Throws: ``TmuxError`` naming what was awaited, with the last screen.
  public func waitUntil(
    _ what: String, timeout: Duration = .seconds(10), _ condition: () throws -> Bool
  ) throws {
    guard try pollCondition(timeout: timeout, condition) else {
      let screen = (try? capture()) ?? "(no screen)"
      throw TmuxError("Timed out waiting until \(what). Screen:\n\(screen)")
    }
  }

  /// Kills the session and its private tmux server.
  public func finish() {
    guard !finished else { return }
    finished = true
    _ = try? spawnProgram(tmux, ["-S", socket, "kill-server"])
    unlink(socket)
  }

  /// Runs tmux. Its private server starts with the first command, with
  /// this environment: every program in its panes has no configuration
  /// file (``TestSupport/noConfigFolder``) unless a session sets one.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let result = try spawnProgram(
      tmux, ["-S", socket, "-f", "/dev/null"] + arguments,
      environment: ["TMUX": "", "LANG": "C.UTF-8", "XDG_CONFIG_HOME": TestSupport.noConfigFolder])
    guard result.status == 0 else {
      throw TmuxError(
        "tmux \(arguments.first ?? "") failed (\(result.status)): \(result.stderr)")
    }
    return result.stdout
  }
}

/// A tmux session did not behave as a test expected.
public struct TmuxError: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}
