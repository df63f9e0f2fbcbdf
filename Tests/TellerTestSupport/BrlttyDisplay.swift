import Foundation
import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// A real BRLTTY with a braille display drawn in a tmux pane, for
/// end-to-end braille tests.
///
/// BRLTTY runs in the foreground (`-n`) with its `tt` driver on the pane's
/// terminal, which draws a display of ``width`` cells there: the text on
/// the first line, its dots on the second. There is no screen driver
/// (`-x no`). BrlAPI listens on `127.0.0.1` at a free port, with no
/// authorisation; clients reach it with `BRLAPI_HOST` set to ``host``.
/// Keys sent to the pane reach BRLTTY as its driver's keys: Left and Right
/// pan, other keys are passed through as typed characters.
///
/// Tests skip when BRLTTY or tmux is absent:
/// `@Test(.enabled(if: BrlttyDisplay.isAvailable, BrlttyDisplay.missingReason))`.
/// ``finish()``, or releasing the value, stops BRLTTY and the tmux server.
public final class BrlttyDisplay: @unchecked Sendable {
  /// The brltty executable, if one is installed.
  public static let executable: String? = Subprocess.find(
    "brltty", alsoIn: ["/usr/bin", "/usr/sbin", "/bin", "/sbin"])

  /// Whether BRLTTY and tmux are both installed.
  public static var isAvailable: Bool { executable != nil && TmuxSession.isAvailable }

  /// Why the end-to-end braille tests skip, when they do.
  public static let missingReason =
    "brltty or tmux is not installed (sudo apt-get install brltty libbrlapi0.8 tmux)"

  /// `BRLAPI_SOCKETPORTNUM`: BrlAPI's port for host number 0.
  static let basePort = 4101

  /// The line BRLTTY shows of its own when no client holds the display:
  /// `no screen`, as it runs without a screen driver.
  public static let idleLine = "no screen"

  /// The value of `BRLAPI_HOST` that reaches this BRLTTY.
  public let host: String
  /// The display's width in cells.
  public let width: Int
  private let pane: TmuxSession
  private let daemon: BackgroundProgram

  /// Starts BRLTTY on a new pane and waits until BrlAPI accepts
  /// connections and the display is drawn.
  ///
  /// - Parameter width: the display's width in cells.
  /// - Throws: ``TmuxError`` when BRLTTY or tmux is absent or BRLTTY does
  ///   not start within ten seconds.
  public init(width: Int = 40) throws {
    guard let brltty = Self.executable else { throw TmuxError("brltty is not installed.") }
    self.width = width
    // The pane's own program must not read the terminal: BRLTTY reads it.
    pane = try TmuxSession(command: "exec sleep 100000", width: 100, height: 6)
    let device = try pane.terminalDevice()
    let port = try Self.freePort()
    host = "127.0.0.1:\(port - Self.basePort)"
    daemon = try BackgroundProgram(
      brltty,
      [
        "-n", "-q", "-e", "-b", "tt", "-d", device, "-B", "columns=\(width)", "-x", "no",
        "-A", "auth=none,host=\(host)",
      ])
    do {
      // BrlAPI listens before the driver has drawn the display; a client
      // that comes earlier finds no display.
      try waitUntil("BRLTTY listens on \(host) and draws its display") {
        try Self.accepts(port: port) && textLine() == Self.idleLine
      }
    } catch {
      finish()
      throw error
    }
  }

  deinit { finish() }

  /// The text line of the display as the pane shows it, without trailing
  /// blanks, and without Teller's status cell, the display's last.
  public func textLine() throws -> String {
    trimmed(try cellRow(0).dropLast())
  }

  /// What the status cell, the display's last, shows on the text line: a
  /// space when it is blank, `⣀` while Teller has news waiting.
  public func statusCell() throws -> Character {
    try cellRow(0).last ?? " "
  }

  /// The dots of the display, as the pane's second line shows them: one
  /// Unicode braille pattern a cell, the status cell left out, trailing
  /// blank cells (U+2800) dropped.
  public func dotsLine() throws -> String {
    let cells = try cellRow(1).dropLast()
    return String(cells.reversed().drop(while: { $0 == "\u{2800}" || $0 == " " }).reversed())
  }

  /// The first ``width`` cells of a line of the pane, blanks added to
  /// the width.
  private func cellRow(_ index: Int) throws -> [Character] {
    let screen = try pane.capture()
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let row = index < rows.count ? Array(rows[index]) : []
    return Array(row.prefix(width)) + Array(repeating: " ", count: max(0, width - row.count))
  }

  private func trimmed(_ cells: some Collection<Character>) -> String {
    String(cells.reversed().drop(while: { $0 == " " }).reversed())
  }

  /// Waits until the display's text line is a text, and returns it.
  ///
  /// - Throws: ``TmuxError`` with the last line and BRLTTY's log when the
  ///   time runs out.
  @discardableResult
  public func waitForLine(_ text: String, timeout: Duration = .seconds(10)) throws -> String {
    try waitUntil("the display shows '\(text)'", timeout: timeout, textLine, is: text)
  }

  /// Waits until the display's dots are a line of Unicode braille
  /// patterns (``dotsLine()``), and returns them.
  @discardableResult
  public func waitForDots(_ dots: String, timeout: Duration = .seconds(10)) throws -> String {
    try waitUntil("the display's dots are '\(dots)'", timeout: timeout, dotsLine, is: dots)
  }

  /// Waits until a reading of the display is a text, and returns it.
  private func waitUntil(
    _ what: String, timeout: Duration, _ read: () throws -> String, is expected: String
  ) throws -> String {
    var line = ""
    try waitUntil(what, timeout: timeout) {
      line = try read()
      return line == expected
    }
    return line
  }

  /// Waits until the status cell shows a character (`⣀` while news waits,
  /// a space when blank).
  public func waitForStatusCell(_ cell: Character, timeout: Duration = .seconds(10)) throws {
    try waitUntil("the status cell shows '\(cell)'", timeout: timeout) {
      try statusCell() == cell
    }
  }

  /// Waits until no client holds the display.
  ///
  /// The pane keeps a client's last text after the client has gone, so
  /// the text alone proves nothing. A key pressed on BRLTTY's side goes to
  /// the client holding the display, if any; with none, BRLTTY takes the
  /// key itself (Down: line down) and draws its own line again. So this
  /// presses Down every half second until the display shows
  /// ``idleLine``.
  ///
  /// - Throws: ``TmuxError`` when a client still holds the display after
  ///   the timeout.
  ///
  /// - Parameters:
  ///   - timeout: how long to wait.
  ///   - pressing: how often to press Down.
  public func waitUntilReleased(
    timeout: Duration = .seconds(10), pressing interval: Duration = .milliseconds(500)
  ) throws {
    let clock = ContinuousClock()
    var nextPress = clock.now
    try waitUntil("no client holds the display", timeout: timeout) {
      if clock.now >= nextPress {
        try pane.sendKeys("Down")
        nextPress = clock.now + interval
      }
      return try textLine() == Self.idleLine
    }
  }

  /// Sends keys to BRLTTY's terminal by tmux name, such as `Left` or `a`.
  public func sendKeys(_ keys: String...) throws {
    for key in keys { try pane.sendKeys(key) }
  }

  /// Whether BRLTTY is still running.
  public var isRunning: Bool { daemon.isRunning }

  /// Stops BRLTTY (SIGTERM, then SIGKILL) and waits for it to end.
  public func stopDaemon() { daemon.stop() }

  /// Stops BRLTTY and the tmux server.
  public func finish() {
    daemon.stop()
    pane.finish()
  }

  private func waitUntil(
    _ what: String, timeout: Duration = .seconds(10), _ condition: () throws -> Bool
  ) throws {
    var held = false
    _ = try pollCondition(timeout: timeout) {
      held = try condition()
      return held || !daemon.isRunning
    }
    if held { return }
    let line = (try? textLine()) ?? "(no line)"
    throw TmuxError(
      "Timed out waiting until \(what). Display: '\(line)'. BRLTTY"
        + (daemon.isRunning ? " runs" : " has ended") + "; its log:\n\(daemon.errorOutput)")
  }

  /// A value of `BRLAPI_HOST` where no BRLTTY listens now.
  public static func unusedHost() throws -> String {
    "127.0.0.1:\(try freePort() - basePort)"
  }

  /// A TCP port on 127.0.0.1 that is free now and above BrlAPI's base port.
  static func freePort() throws -> Int {
    for _ in 0..<20 {
      let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard fd >= 0 else { break }
      defer { close(fd) }
      var address = loopback(port: 0)
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0 else { continue }
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let named = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
      }
      let port = Int(UInt16(bigEndian: address.sin_port))
      if named == 0 && port > basePort && port - basePort <= 65535 - basePort { return port }
    }
    throw TmuxError("No free TCP port on 127.0.0.1.")
  }

  /// Whether something accepts TCP connections on 127.0.0.1 at a port.
  private static func accepts(port: Int) -> Bool {
    let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = loopback(port: port)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
  }
}
