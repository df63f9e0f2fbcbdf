import Foundation
import TellerTestSupport

/// A log file another program keeps writing, such as Orca's debug file or
/// BRLTTY's log, read from where the last look stopped, so waiting on it
/// costs only what was added.
final class GrowingLog: @unchecked Sendable {
  /// The file.
  let path: String
  private var offset: UInt64 = 0
  private var tail = ""

  /// Follows a file, from its current end when `fromEnd`, else from its start.
  init(_ path: String, fromEnd: Bool = false) {
    self.path = path
    if fromEnd { skipToEnd() }
  }

  /// Forgets what was written so far: later waits look only at what comes next.
  func skipToEnd() {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    offset = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
    tail = ""
  }

  /// What was written since the last look.
  func readNew() -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: offset)) != nil,
      let data = try? handle.readToEnd(), !data.isEmpty
    else { return "" }
    offset += UInt64(data.count)
    return String(decoding: data, as: UTF8.self)
  }

  /// Waits until text written after the last look holds `text`.
  ///
  /// - Throws: ``HarnessError`` naming the file when the time runs out.
  func waitFor(_ text: String, timeout: Duration, while running: () -> Bool = { true }) throws {
    var found = false
    _ = pollCondition(timeout: timeout) {
      // Keep the end of what was read, so a text split over two reads is found.
      tail = String((tail + readNew()).suffix(text.count + 65_536))
      found = tail.contains(text)
      return found || !running()
    }
    if found {
      tail = ""
      return
    }
    throw HarnessError(
      running()
        ? "\(path) did not say '\(text)' within \(timeout)"
        : "The program writing \(path) ended before it said '\(text)'; its log ends:\n"
          + String(tail.suffix(3000)))
  }
}
