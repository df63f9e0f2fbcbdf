import Foundation
import TellerTestSupport

/// A screen reader running Teller in a private harness: the reader, its
/// speech-dispatcher, and for Orca and BRLTTY an X session and a terminal.
/// ``ScenarioRun`` drives one through a scenario.
protocol ReaderSession: AnyObject {
  /// The key the user presses to start Teller at a prompt (Return), or nil
  /// when the reader starts Teller itself.
  var startKey: ScenarioKey? { get }
  /// Types a key as the user would.
  func type(_ key: ScenarioKey) throws
  /// Waits until Teller's first output has reached the reader.
  func waitUntilTellerShows(timeout: Duration) throws
  /// Teller's process ID, while it runs.
  var tellerProcess: Int32? { get }
  /// The view Teller shows now: `full-screen` or `linear`.
  func view() throws -> String
  /// The terminal's text now, as the terminal holds it.
  func terminalText() throws -> String
  /// The braille display's text line now, for a reader with one.
  func brailleLine() -> String?
  /// The lines of Teller's terminal as the terminal holds them, for a
  /// reader with a braille display; nil otherwise.
  func screenLines() -> [String]?
  /// Everything speech-dispatcher logged so far.
  var speechLog: String { get }
  /// Problems that make the run's speech figures wrong, such as the
  /// speech module failing; empty when there are none.
  var problems: [String] { get }
}

extension ReaderSession {
  func brailleLine() -> String? { nil }
  func screenLines() -> [String]? { nil }

  /// The last line Teller wrote in linear mode: the terminal's last line
  /// that is not blank.
  func lastTellerLine() throws -> String {
    let lines = try terminalText().split(separator: "\n").map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
    return lines.last { !$0.isEmpty } ?? ""
  }
}

/// The first process named `teller` below a process.
func tellerBelow(_ pid: Int32) -> Int32? {
  ProcessTree.descendants(of: pid).first {
    processName($0) == "teller" && ProcessTree.isRunning($0)
  }
}

/// Whether a terminal's text is Teller's full-screen view: it is drawn
/// with box-drawing characters, which linear output never writes.
func looksFullScreen(_ text: String) -> Bool {
  text.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) }
}
