import Foundation
import TellerScreenReaderModel

/// speech-dispatcher logs recorded from the real screen readers reading
/// Teller (`Logs/`): the entries the log reader uses, kept verbatim, the
/// others left out.
enum RecordedLog {
  /// A recorded log's text, such as `fenrir-linear`.
  static func text(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Logs/\(name).log")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// A recorded log read into messages.
  static func messages(_ name: String) throws -> SpeechLogReader {
    SpeechLogReader(text: try text(name))
  }
}

/// An instant at 21:MM:SS.micro, as the recorded logs were made.
func at(_ minutes: Int, _ seconds: Int, _ microseconds: Int) -> LogInstant {
  LogInstant(hours: 21, minutes: minutes, seconds: seconds, microseconds: microseconds)
}
