/// The measured part of `docs/screen-readers.md`, made from the figures
/// `teller-screen-readers` prints, so the page says what the harness
/// measured and when, and nothing a hand wrote since.
///
/// The part sits between ``beginMarker`` and ``endMarker``. It opens with
/// its stamp (the day, the commit and the build measured), lays the
/// figures out as tables and lists, says which bounds hold, and keeps the
/// figures themselves, as the tool printed them, at its end: so a test
/// can make the part again from those lines and find it unchanged, and
/// any hand edit, or a page made by another format, shows.
///
/// Pure: text in, text out.
public enum ScreenReaderPage {
  /// The line before the measured part.
  public static let beginMarker =
    "<!-- Measured figures: written by Scripts/screen-readers --write-page. Do not edit by hand. -->"
  /// The line after it.
  public static let endMarker = "<!-- End of the measured figures. -->"

  /// When and what was measured.
  public struct Stamp: Hashable, Sendable {
    /// The day, `YYYY-MM-DD`.
    public var date: String
    /// The commit's short hash.
    public var commit: String
    /// Whether the tree had changes not yet committed.
    public var hasLocalChanges: Bool
    /// `release` or `debug`.
    public var build: String

    /// Creates a stamp.
    public init(date: String, commit: String, hasLocalChanges: Bool = false, build: String) {
      self.date = date
      self.commit = commit
      self.hasLocalChanges = hasLocalChanges
      self.build = build
    }

    /// The stamp's sentence, the part's first line.
    var sentence: String {
      let changes = hasLocalChanges ? " with uncommitted changes" : ""
      let option = build == "release" ? " --release" : ""
      return "Measured on \(date) with the \(build) build of commit `\(commit)`\(changes), by"
        + " `Scripts/screen-readers\(option) --write-page`."
    }

    /// Reads a stamp back from its sentence.
    init?(sentence: String) {
      let prefix = "Measured on "
      guard sentence.hasPrefix(prefix) else { return nil }
      let words = sentence.dropFirst(prefix.count).split(separator: " ").map(String.init)
      // DATE with the BUILD build of commit `HASH` [with uncommitted changes], by …
      guard words.count >= 8, words[1] == "with", words[2] == "the", words[4] == "build",
        words[5] == "of", words[6] == "commit"
      else { return nil }
      var commit = words[7]
      if commit.hasSuffix(",") { commit.removeLast() }
      guard commit.count >= 3, commit.hasPrefix("`"), commit.hasSuffix("`") else { return nil }
      self.init(
        date: words[0], commit: String(commit.dropFirst().dropLast()),
        hasLocalChanges: sentence.contains(" with uncommitted changes,"), build: words[3])
      guard self.sentence == sentence else { return nil }
    }

    /// Whether the stamp is well formed: a date, a hash, a build.
    public var isWellFormed: Bool {
      let digits = date.split(separator: "-", omittingEmptySubsequences: false)
      let dateOK =
        digits.map(\.count) == [4, 2, 2] && digits.allSatisfy { $0.allSatisfy(\.isASCII) }
        && digits.allSatisfy { $0.allSatisfy(\.isNumber) }
      let hashOK = (7...40).contains(commit.count) && commit.allSatisfy(\.isHexDigit)
      return dateOK && hashOK && (build == "release" || build == "debug")
    }
  }

  /// One printed figure: its dotted name and the rest of its line.
  struct Line: Hashable {
    var name: String
    var value: String

    init?(_ text: String) {
      guard let colon = text.firstRange(of: ": ") else { return nil }
      name = String(text[..<colon.lowerBound])
      value = String(text[colon.upperBound...])
      guard !name.isEmpty, !name.contains(" ") else { return nil }
    }

    /// The run it belongs to, `READER.MODE`, and what it measures there.
    var run: String { name.split(separator: ".").prefix(2).joined(separator: ".") }
    var measure: String { name.split(separator: ".").dropFirst(2).joined(separator: ".") }
  }

  /// The lines of the tool's output that belong in the page: every
  /// figure but the path of the teller it ran (the machine's own) and the
  /// messages `--messages` lists.
  public static func keptLines(_ output: [String]) -> [String] {
    output.compactMap { text in
      guard let line = Line(text), line.name != "teller", !line.name.contains(".message.")
      else { return nil }
      return text
    }
  }

  /// The measured part, markers included, for the tool's output lines.
  public static func block(stamp: Stamp, output: [String]) -> String {
    let kept = keptLines(output)
    let lines = kept.compactMap(Line.init)
    var out = [beginMarker, "", stamp.sentence, ""]
    out += speechTable(lines)
    out += answers(lines)
    out += views(lines)
    out += braille(lines)
    out += bounds(lines)
    out += problems(lines)
    out += ["<details><summary>The figures as the tool printed them</summary>", "", "```"]
    out += kept
    out += ["```", "", "</details>", "", endMarker]
    return out.joined(separator: "\n")
  }

  /// The page with its measured part replaced, or nil when the page has
  /// no part between the markers.
  public static func replacingBlock(in page: String, with block: String) -> String? {
    guard let range = blockRange(in: page) else { return nil }
    var replaced = page
    replaced.replaceSubrange(range, with: block)
    return replaced
  }

  /// The measured part of a page, markers included, when it has exactly one.
  public static func block(in page: String) -> String? {
    blockRange(in: page).map { String(page[$0]) }
  }

  /// The page without its measured part: the prose a hand wrote.
  public static func prose(of page: String) -> String {
    guard let range = blockRange(in: page) else { return page }
    return String(page[..<range.lowerBound]) + String(page[range.upperBound...])
  }

  /// The stamp of a measured part.
  public static func stamp(ofBlock block: String) -> Stamp? {
    block.split(separator: "\n").lazy.compactMap { Stamp(sentence: String($0)) }.first
  }

  /// The tool's lines kept at the end of a measured part.
  public static func output(ofBlock block: String) -> [String]? {
    let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let open = lines.firstIndex(of: "```"),
      let close = lines[(open + 1)...].firstIndex(of: "```")
    else { return nil }
    return Array(lines[(open + 1)..<close])
  }

  private static func blockRange(in page: String) -> Range<String.Index>? {
    guard let begin = page.firstRange(of: beginMarker), let end = page.firstRange(of: endMarker),
      begin.upperBound <= end.lowerBound,
      page[begin.upperBound...].firstRange(of: beginMarker) == nil,
      page[end.upperBound...].firstRange(of: endMarker) == nil
    else { return nil }
    return begin.lowerBound..<end.upperBound
  }

  // MARK: The parts

  /// A run's name for people: `Fenrir (interrupt on key), linear, Tab`.
  static func title(_ run: String) -> String {
    let parts = run.split(separator: ".").map(String.init)
    guard parts.count == 2 else { return run }
    let reader =
      [
        "fenrir": "Fenrir", "fenrir-interrupt": "Fenrir (interrupt on key)", "orca": "Orca",
        "brltty": "BRLTTY", "no-reader": "No screen reader",
        "program-named-orca": "Beside a program named orca",
      ][parts[0]] ?? parts[0]
    let mode =
      [
        "full-screen": "full screen", "linear-tab": "linear, Tab", "linear-n": "linear, `n`",
        "linear-table": "linear, a table walked", "auto": "`auto`",
      ][parts[1]] ?? parts[1]
    return "\(reader), \(mode)"
  }

  /// The runs that have a given measure, in the order the tool ran them.
  private static func runs(with measure: String, in lines: [Line]) -> [String] {
    var seen: [String] = []
    for line in lines where line.measure == measure && !seen.contains(line.run) {
      seen.append(line.run)
    }
    return seen
  }

  private static func value(_ run: String, _ measure: String, in lines: [Line]) -> String? {
    lines.first { $0.run == run && $0.measure == measure }?.value
  }

  /// A value without the unit the tool prints after it.
  private static func bare(_ value: String?, dropping unit: String) -> String {
    guard let value else { return "—" }
    return value.hasSuffix(" " + unit) ? String(value.dropLast(unit.count + 1)) : value
  }

  private static func speechTable(_ lines: [Line]) -> [String] {
    let runs = runs(with: "utterances", in: lines)
    guard !runs.isEmpty else { return [] }
    var out = [
      "### Speech between `a` and `q`", "",
      "| Reader, mode | View | Messages | Speakable characters | Speech sent | Speech heard"
        + " | Heard, cut, dropped |",
      "|---|---|---|---|---|---|---|",
    ]
    for run in runs {
      let cells = [
        title(run), value(run, "view", in: lines) ?? "—",
        bare(value(run, "utterances", in: lines), dropping: "messages"),
        bare(value(run, "characters", in: lines), dropping: "characters"),
        value(run, "speech-sent", in: lines) ?? "—", value(run, "speech-heard", in: lines) ?? "—",
        value(run, "fates", in: lines) ?? "—",
      ]
      out.append("| " + cells.joined(separator: " | ") + " |")
    }
    return out + [""]
  }

  private static func answers(_ lines: [Line]) -> [String] {
    let answered = lines.filter { $0.measure.hasPrefix("answer.") }
    var runs: [String] = []
    for line in answered where !runs.contains(line.run) { runs.append(line.run) }
    guard !runs.isEmpty else { return [] }
    var out = ["### The answer to each key", ""]
    for run in runs {
      let parts = answered.filter { $0.run == run }.map { line in
        // answer.N.KEY
        let key = line.measure.split(separator: ".").dropFirst(2).joined(separator: ".")
        return "`\(key)` \(line.value)"
      }
      out.append("- \(title(run)): " + parts.joined(separator: "; ") + ".")
    }
    return out + [""]
  }

  private static func views(_ lines: [Line]) -> [String] {
    let runs = runs(with: "view", in: lines).filter { $0.hasSuffix(".auto") }
    guard !runs.isEmpty else { return [] }
    var out = ["### The view `auto` chose", ""]
    for run in runs {
      let others = value(run, "other-screen-readers", in: lines) ?? "not read"
      out.append(
        "- \(title(run)): \(value(run, "view", in: lines) ?? "—") (other screen readers"
          + " running: \(others)).")
    }
    return out + [""]
  }

  private static func braille(_ lines: [Line]) -> [String] {
    let runs = runs(with: "braille.teller-line", in: lines)
    guard !runs.isEmpty else { return [] }
    var out = ["### BRLTTY's display", ""]
    for run in runs {
      out.append(
        "- \(title(run)): a piece of a Teller line \(value(run, "braille.teller-line", in: lines) ?? "—"),"
          + " blank \(value(run, "braille.blank", in: lines) ?? "—").")
    }
    return out + [""]
  }

  private static func bounds(_ lines: [Line]) -> [String] {
    let verdicts = lines.filter { $0.measure.hasPrefix("bound.") }
    guard !verdicts.isEmpty else { return [] }
    var out = ["### The bounds", "", "| Reader, mode | Bound | Verdict |", "|---|---|---|"]
    for line in verdicts {
      let bound = String(line.measure.dropFirst("bound.".count))
      out.append("| \(title(line.run)) | \(describe(bound)) | \(line.value) |")
    }
    return out + [""]
  }

  /// What a bound asks, with its limits.
  static func describe(_ bound: String) -> String {
    let share = Decimals.fixed(ScreenReaderBounds.brailleShare * 100, 0)
    switch ScreenReaderBounds.Bound(rawValue: bound) {
    case .answers?:
      return "each answer begins within \(ScreenReaderBounds.answerLimit) s, not cut by Teller"
    case .flood?:
      return "at most \(ScreenReaderBounds.floodUtterances) messages and"
        + " \(thousands(ScreenReaderBounds.floodCharacters)) characters"
    case .autoView?: return "`auto` chooses the view by the screen reader running"
    case .braille?: return "a Teller line on the display at least \(share)% of the time"
    case .tableAnswers?:
      return "each cell's answer, with the header that changed, begins within"
        + " \(ScreenReaderBounds.answerLimit) s, not cut by Teller"
    case .tableBraille?: return "the display shows each cell's answer"
    case nil: return bound
    }
  }

  private static func problems(_ lines: [Line]) -> [String] {
    let kinds = ["problem", "leftover", "failed"]
    let found = lines.filter { line in
      kinds.contains(line.measure) || line.value.hasPrefix("skipped")
    }
    var out = ["### What did not measure soundly", ""]
    if found.isEmpty {
      out.append(
        "Nothing: every run measured soundly, stopped all it started, and no reader was missing.")
    } else {
      for line in found { out.append("- `\(line.name)`: \(line.value)") }
    }
    return out + [""]
  }

  /// A whole number with a comma between thousands: `3,000`.
  public static func thousands(_ value: Int) -> String {
    var digits = String(value)
    var out = ""
    while digits.count > 3 {
      out = "," + digits.suffix(3) + out
      digits.removeLast(3)
    }
    return digits + out
  }
}
