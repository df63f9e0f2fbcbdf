/// speech-dispatcher's log, as `LogLevel 5` writes it, split into entries.
///
/// Every entry starts with a stamp such as `[Tue Dec  1 21:28:19 2026 :
/// 830264] speechd: ` and runs on over the lines that follow until the next
/// stamp: a message's text, or the lines a client sent, can span several.
public struct SpeechDispatcherLog: Sendable {
  /// One entry: when it was written and what it says, its stamp and the
  /// `speechd:` prefix and indentation taken off, its lines joined by `\n`.
  public struct Entry: Hashable, Sendable {
    /// When speech-dispatcher wrote it.
    public var time: LogInstant
    /// What it says.
    public var body: String
  }

  /// The entries, in the order written, their times unwrapped over midnight.
  public var entries: [Entry]

  /// Splits a log into entries. Text before the first stamp is ignored.
  ///
  /// - Complexity: O(n) in the log's length.
  public init(_ text: String) {
    var entries: [Entry] = []
    var previous: LogInstant?
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      if let (time, rest) = Self.stamp(of: line) {
        var unwrapped = previous.map { time.unwrapped(after: $0) } ?? time
        if let previous { unwrapped = Self.repaired(unwrapped, after: previous) }
        previous = unwrapped
        entries.append(Entry(time: unwrapped, body: String(Self.body(of: rest))))
      } else if !entries.isEmpty {
        entries[entries.count - 1].body += "\n" + line
      }
    }
    self.entries = entries
  }

  /// An entry's time with its second put right.
  ///
  /// speech-dispatcher stamps an entry with the seconds of `time()` and the
  /// microseconds of `gettimeofday()`, read one after the other. `time()`
  /// can lag a few milliseconds behind, so an entry written just after a
  /// second begins can say the second before: it then seems to come a
  /// whole second before the entry logged ahead of it. Such an entry (its
  /// microseconds under 20,000, more than 20 ms before the one
  /// ahead) gets its second back.
  public static func repaired(_ time: LogInstant, after previous: LogInstant) -> LogInstant {
    let within = ((time.microseconds % 1_000_000) + 1_000_000) % 1_000_000
    guard within < 20_000, time.seconds(to: previous) > 0.02 else { return time }
    return time.adding(seconds: 1)
  }

  /// The time in a line's stamp and the rest of the line, or nil when the
  /// line does not start with a stamp.
  ///
  /// A stamp is `[`, the date as `ctime` writes it (`Tue Dec  1 21:28:19
  /// 2026`), ` : `, the microseconds, `]`.
  static func stamp(of line: Substring) -> (LogInstant, Substring)? {
    guard line.first == "[", let close = line.firstIndex(of: "]") else { return nil }
    let inside = line[line.index(after: line.startIndex)..<close]
    let halves = inside.split(separator: ":", omittingEmptySubsequences: false)
    // "Tue Dec  1 21", "28", "19 2026 ", " 830264"
    guard halves.count == 4,
      let hours = Int(halves[0].split(separator: " ").last ?? ""),
      let minutes = Int(halves[1]),
      let seconds = Int(halves[2].split(separator: " ").first ?? ""),
      let micro = Int(halves[3].trimmingSpaces()),
      halves[0].split(separator: " ").count == 4,
      (0..<24).contains(hours), (0..<60).contains(minutes), (0..<61).contains(seconds)
    else { return nil }
    let time = LogInstant(hours: hours, minutes: minutes, seconds: seconds, microseconds: micro)
    return (time, line[line.index(after: close)...])
  }

  /// A line's text after its stamp, without ` speechd:` and the indentation.
  static func body(of rest: Substring) -> Substring {
    var text = rest.drop { $0 == " " }
    if text.hasPrefix("speechd:") { text = text.dropFirst("speechd:".count) }
    return text.drop { $0 == " " }
  }
}

extension Substring {
  /// The text without spaces at either end.
  func trimmingSpaces() -> Substring {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
