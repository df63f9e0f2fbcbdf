import TellerPlatform
import TellerSession

extension SpeechThread {
  /// Starts a thread that runs `body`, a sink's work.
  ///
  /// - Parameter emergency: the sink's emergency action, given back when
  ///   no thread starts, since then no work will ever retire it.
  /// - Throws: ``SpeechUnavailable`` when the system refuses a thread.
  static func started(
    retiringOnFailure emergency: EmergencyAction? = nil, _ body: sending @escaping () -> Void
  ) throws(SpeechUnavailable) -> SpeechThread {
    guard let thread = start(body) else {
      emergency?.retire()
      throw SpeechUnavailable(.noThread)
    }
    return thread
  }
}
