/// The words of a problem the edge met: a part is off, and why; or why
/// alone. Speech's and braille's problems are both worded through it
/// (``SpeechMessage``, ``BrailleProblemMessage``), so the two areas share
/// one shape, one set of kinds and one way to sample them.
///
/// The edge raises the problem where it finds it, with what it found as
/// data (paths, program names, the system's reason); the place that prints
/// it words it, in the user's language.
public enum EdgeProblemMessage<Part, Problem>: Hashable, Sendable
where Part: CaseIterable & Hashable & Sendable, Problem: Hashable & Sendable {
  /// A part is off: "speech is off: <why>", "braille is off: <why>".
  case off(Part, Problem)
  /// Why, alone: "<why>".
  case problem(Problem)
}

/// The words of speech's problems at the edge: why speech, live speech,
/// sound or the speech recording is off (`TellerSpeech` raises the
/// ``SpeechProblem``).
public typealias SpeechMessage = EdgeProblemMessage<SpeechPart, SpeechProblem>

/// The words of braille's problems at the edge: why braille is off
/// (`TellerBraille` raises the ``BrailleProblem``).
public typealias BrailleProblemMessage = EdgeProblemMessage<BraillePart, BrailleProblem>

/// What is off when braille cannot be shown: braille, the one part.
public enum BraillePart: Hashable, Sendable, CaseIterable {
  /// The braille display.
  case braille
}
