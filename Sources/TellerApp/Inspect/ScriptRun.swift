import TellerAccessibility
import TellerArguments
import TellerBank

/// Runs line commands through a session in virtual time, as `teller inspect`
/// and the golden transcripts do.
public struct ScriptRun: Sendable {
  /// Every record the session said, in order.
  public private(set) var records: [OutputRecord]
  /// The session after the script.
  public private(set) var session: InteractiveSession

  /// Runs a script's lines, then the end of input.
  ///
  /// - Complexity: O(l · n) for l lines over a screen of n elements.
  public init(script: String, settings: SessionSettings) {
    var session = InteractiveSession(settings: settings)
    var records = session.start()
    var number = 0
    for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      if session.isFinished { break }
      var text = String(line)
      if text.hasSuffix("\r") { text.removeLast() }
      records += session.handle(.line(text, number: number))
    }
    records += session.handle(.endOfInput)
    self.records = records
    self.session = session
  }

  /// The exit status: 65 after a bad line, otherwise 0.
  public var exitCode: ExitCode { session.exitCode }

  /// The screen as a text dump, as `teller inspect` prints it.
  public var dump: String { TreeDump(session.tree, language: session.settings.language).text }
}
