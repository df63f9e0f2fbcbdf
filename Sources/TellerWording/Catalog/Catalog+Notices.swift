import TellerText

/// The edge's notices in words: the same words on standard error and in
/// the session, each place showing them in its own way.
extension Catalog {
  /// A notice's words: "speech is off: <why>", "braille is off: <why>".
  public subscript(_ notice: EdgeNotice) -> String {
    switch notice {
    case .speechOff(let part, let problem): self[SpeechMessage.off(part, problem)]
    case .speechProblem(let problem): self[SpeechMessage.problem(problem)]
    case .recordingStopped(let path, let reason):
      self[.cannotWrite(path: visibleText(path), reason: reason)] + " " + self[.stopsHere]
    case .soundNamesOff(let problem):
      self[SpeechMessage.off(.speech, problem)] + " " + self[.withoutNames]
    case .graphSentenceOff(let problem):
      self[SpeechMessage.off(.speech, problem)] + " " + self[AudioGraphMessage.withoutSentence]
    case .brailleOff(let problem): self[BrailleProblemMessage.off(.braille, problem)]
    case .brailleNeedsLiblouis(let table, let library, let showsNotice):
      brailleNeedsLiblouis(table: table, library: library, showsNotice: showsNotice)
    case .brailleTableFailed(let table, let reason, let showsNotice):
      brailleTableFailed(table: table, reason: reason, showsNotice: showsNotice)
    }
  }

  /// What begins each line Teller writes on standard error: its name,
  /// the same in every language.
  public static let programPrefix = "teller: "

  /// A line of standard error: "teller: <text>" and a line end.
  public static func standardErrorLine(_ text: String) -> String {
    programPrefix + text + "\n"
  }

  /// A notice as one line of standard error: "teller: speech is off:
  /// <why>" and a line end.
  public func line(_ notice: EdgeNotice) -> String { Self.standardErrorLine(self[notice]) }

  /// A notice as the session announces it: a sentence of its own, its
  /// first letter a capital ("Speech is off: <why>"), on one line.
  public func sentence(_ notice: EdgeNotice) -> String {
    var text = ""
    for character in self[notice] where !character.isNewline || !text.isEmpty {
      text.append(character.isNewline ? " " : character)
    }
    while text.last == " " { text.removeLast() }
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}
