import TellerArguments
import TellerBank
import TellerWording

/// An output of the session: it presents each step the session returns, in
/// order, as lines, JSON, speech, a full-screen view or braille.
///
/// A presenter gets the whole step: the records to say, in order, the
/// sound cues, and a read-only ``SessionScreen`` (the tree, the focus, the
/// rotor setting, the catalog that words it, any overlay, the last
/// announcement and the model time). It chooses what to use: linear text
/// and JSON write the records; the full screen draws the tree around the
/// focus; speech says the records and sounds their cues; braille shows the
/// focused element. Each words what it shows with the screen's catalog and
/// builds none. Adding one changes nothing in the session.
///
/// Presenting may fail, when output cannot be written; the shell then ends
/// the program with ``PresentationError/exitCode`` (74).
///
/// A presenter whose output changes with time alone, as a braille flash
/// ends, says when through ``nextDeadline``: the shell wakes by then on a
/// real clock and presents a step of time passing.
public protocol Presenter {
  /// Presents one step.
  mutating func present(_ step: SessionStep) throws(PresentationError)
  /// Finishes once the session has ended: flushes, restores, closes.
  mutating func finish() throws(PresentationError)
  /// The model time by which the presenter needs a step even without
  /// input, or nil when it waits for nothing.
  var nextDeadline: ModelTime? { get }
  /// How often, in real milliseconds, the presenter needs a step while
  /// the session is busy (the bank working), so that what it shows moves
  /// on with time, as the full screen's work time does 25 times a second;
  /// nil when steps at the session's own wake-ups are enough.
  var busyTickMilliseconds: Int32? { get }
}

extension Presenter {
  /// Nothing to finish.
  public mutating func finish() throws(PresentationError) {}
  /// Nothing to wait for.
  public var nextDeadline: ModelTime? { nil }
  /// No ticks needed.
  public var busyTickMilliseconds: Int32? { nil }
}

/// An output that could not be written.
public struct PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, with what the edge found (the stream, the system's
  /// reason), worded by the catalog: "cannot write to standard output:
  /// No space left on device".
  public var problem: OutputProblem
  /// Whether the presenter already said why on standard error when it
  /// happened, as a speech recording does while the session goes on; the
  /// shell then only exits 74, without saying it again.
  public var isReported: Bool
  /// Whether the reader went away (EPIPE), as `| head -1` does: output ends
  /// quietly rather than as an error.
  public var isBrokenPipe: Bool

  /// Creates an error.
  public init(_ problem: OutputProblem, isReported: Bool = false, isBrokenPipe: Bool = false) {
    self.problem = problem
    self.isReported = isReported
    self.isBrokenPipe = isBrokenPipe
  }

  /// The exit status: 74 (EX_IOERR).
  public var exitCode: ExitCode { .ioError }

  /// What failed, in one line, in a catalog's language.
  public func message(in catalog: Catalog) -> String { catalog[problem] }

  /// What failed, in English, for logs.
  public var description: String { Catalog.english[problem] }
}
