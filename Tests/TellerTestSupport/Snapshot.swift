import Foundation
import Testing

/// A snapshot file beside the tests: expected lines, compared one by one.
///
/// Set `TELLER_RECORD_SNAPSHOTS=1` to write the files from the actual lines
/// instead of comparing. Recording fails each test that writes a file, so a
/// run in recording mode can never pass: look at the new files, then run
/// again without the variable.
public struct Snapshot: Sendable {
  /// The file's location.
  public let url: URL

  /// The snapshot `Snapshots/NAME.txt` in the folder of the calling test file.
  public init(_ name: String, besides filePath: String = #filePath) {
    url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots/\(name).txt")
  }

  /// The snapshot of another test target, such as `TellerSessionTests`.
  public init(_ name: String, inTarget target: String) {
    url = TestSupport.packageRoot.appendingPathComponent("Tests/\(target)/Snapshots/\(name).txt")
  }

  /// Whether tests record snapshots rather than compare with them.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["TELLER_RECORD_SNAPSHOTS"] == "1"
  }

  /// The expected lines, without the final line end.
  public func lines() throws -> [String] {
    let text = try String(contentsOf: url, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Compares lines with the snapshot, one expectation per line so a
  /// failure names the line, or, when recording, writes the file and fails.
  public func expect(
    _ actual: [String], recording: Bool = Snapshot.isRecording,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if recording {
      try (actual.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded \(url.lastPathComponent); check it, then run without TELLER_RECORD_SNAPSHOTS",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try lines()
    let name = url.lastPathComponent
    #expect(actual.count == expected.count, "\(name): line count", sourceLocation: sourceLocation)
    for (i, (a, e)) in zip(actual, expected).enumerated() {
      #expect(a == e, "\(name): line \(i + 1)", sourceLocation: sourceLocation)
    }
  }

  /// Compares text with the snapshot line by line.
  public func expect(text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    try expect(lines, sourceLocation: sourceLocation)
  }
}

/// The golden session of the screen-reader issue, as line commands: add,
/// wait, reach Processing by the rotor, where, read all, wait idle,
/// summary, reset.
public let goldenScript = """
  add
  wait 1s
  rotor headings
  down
  down
  where
  read all
  wait idle
  summary
  reset

  """
