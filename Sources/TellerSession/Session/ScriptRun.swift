import TellerAccessibility
import TellerArguments
import TellerBank
import TellerInput

/// Runs line commands through a session in virtual time, as `teller inspect`
/// and the golden transcripts do.
public struct ScriptRun: Sendable {
  /// Every record the session said, in order.
  public private(set) var records: [OutputRecord]
  /// The session after the script.
  public private(set) var session: Session

  /// Runs a script's lines, then the end of input. Lines end with LF or
  /// CRLF and are numbered from 1.
  ///
  /// - Complexity: O(l · n) for l lines over a screen of n elements.
  public init(script: String, settings: SessionSettings) {
    var session = Session(settings: settings)
    var records = session.start().records
    // Lines end as they do on standard input: LF or CRLF. (Splitting the
    // String on "\n" would miss CRLF, which Swift keeps as one Character.)
    var splitter = LineSplitter()
    var lines = splitter.push(Array(script.utf8))
    if let last = splitter.finish() { lines.append(last) }
    for (index, text) in lines.enumerated() {
      if session.isFinished { break }
      records += session.handle(.line(text, number: index + 1)).records
    }
    records += session.handle(.endOfInput).records
    self.records = records
    self.session = session
  }

  /// The exit status: 65 after a bad line, otherwise 0.
  public var exitCode: ExitCode { session.exitCode }

  /// The screen as a text dump, as `teller inspect` prints it.
  public var dump: String { TreeDump(session.tree, language: session.settings.language).text }
}
