import TellerArguments

/// What an edge tells the user while Teller runs, as data: a part of
/// speech or braille is off and why, a speech server that may not be
/// heard, a recording that stopped, a braille table that cannot be shown.
///
/// The edge reports the notice where it meets it; each place that shows
/// it words it, once, in the user's language: standard error as one line
/// after `teller: ` (``Catalog/line(_:)``), the session as an announcement
/// (``Catalog/sentence(_:)``). No place reads a worded notice back.
public enum EdgeNotice: Hashable, Sendable {
  /// Speech, live speech, the sounds or the recording is off, and why:
  /// "speech is off: <why>".
  case speechOff(SpeechPart, SpeechProblem)
  /// A problem of speech that leaves it on, such as speech-dispatcher not
  /// reporting a message's end.
  case speechProblem(SpeechProblem)
  /// A write to the recording failed, and the recording stops there.
  case recordingStopped(path: String, reason: SystemReason)
  /// `teller sounds` could not say the sounds' names, and why.
  case soundNamesOff(SpeechProblem)
  /// The audio graph's sentence could not be said, and why: the graph
  /// comes alone.
  case graphSentenceOff(SpeechProblem)
  /// Braille is off, and why.
  case brailleOff(BrailleProblem)
  /// A braille table needs liblouis, which cannot be loaded; the display
  /// shows a notice (`showsNotice`) or computer braille instead.
  case brailleNeedsLiblouis(table: String, library: String, showsNotice: Bool)
  /// liblouis could not load a braille table, with its reason (empty for
  /// none).
  case brailleTableFailed(table: String, reason: String, showsNotice: Bool)
}

/// Where an edge's notices go: the program's top level writes each on
/// standard error and hands it to the session. Any thread may call it.
public typealias NoticeReport = @Sendable (EdgeNotice) -> Void
