/// The one line a crash signal writes on standard error, after the
/// terminal, speech and braille are released: one for a crash of Teller's
/// own (what happened, and where a report goes), one for the same signal
/// sent by another process (not a crash, nothing to report).
///
/// The words are the catalog's, in the user's language, but a signal
/// handler may not allocate, take a lock or build a string, and the
/// catalog sits above this module. So the edge words every line ahead of
/// time, as soon as the language is known, and hands the bytes here
/// (``prepare(crashed:sent:)``); the handler only picks one by the
/// signal's number and writes it. A later call replaces the lines (the
/// language is known for sure only once the configuration file is read)
/// by publishing a new table in one aligned store; a table is never freed,
/// so a handler never reads freed memory.
public enum CrashLines {
  /// Words the lines ahead of time, by signal: `crashed` for a crash of
  /// Teller's own (a fault, or `abort`), `sent` for the signal sent by
  /// another process. Each is written as it is given, line break
  /// included. Call from the main flow.
  public static func prepare(crashed: [Signal: String], sent: [Signal: String]) {
    let table = UnsafeMutablePointer<CrashLine>.allocate(capacity: Int(SignalHandlers.slots))
    table.initialize(repeating: CrashLine(), count: Int(SignalHandlers.slots))
    for signal in Set(crashed.keys).union(sent.keys)
    where signal.rawValue > 0 && signal.rawValue < SignalHandlers.slots {
      table[Int(signal.rawValue)] = CrashLine(
        crashed: crashed[signal].map(bytes), sent: sent[signal].map(bytes))
    }
    preparedCrashLines.pointee = table
  }

  /// Writes the line prepared for a signal on standard error, if there is
  /// one. Async-signal-safe.
  ///
  /// - Parameter crashed: a crash of Teller's own, rather than the signal
  ///   sent by another process.
  static func write(_ signal: Int32, crashed: Bool) {
    guard let table = preparedCrashLines.pointee, signal > 0, signal < SignalHandlers.slots
    else { return }
    let line = table[Int(signal)]
    guard let bytes = crashed ? line.crashed : line.sent else { return }
    SignalSafe.writeAll(2, bytes)
  }

  /// Makes the table's holder in the main flow, never first in a handler.
  static func prepareHolder() { _ = preparedCrashLines }

  private static func bytes(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
    _ = buffer.initialize(from: text.utf8)
    return buffer
  }
}

/// The two lines prepared for one signal, in plain memory.
struct CrashLine {
  var crashed: UnsafeMutableBufferPointer<UInt8>?
  var sent: UnsafeMutableBufferPointer<UInt8>?
}

/// The table of lines now, by signal number; nil until some are prepared.
nonisolated(unsafe) let preparedCrashLines: UnsafeMutablePointer<UnsafeMutablePointer<CrashLine>?> =
  {
    let pointer = UnsafeMutablePointer<UnsafeMutablePointer<CrashLine>?>.allocate(capacity: 1)
    pointer.initialize(to: nil)
    return pointer
  }()
