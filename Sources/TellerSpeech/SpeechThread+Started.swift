import TellerSession

extension SpeechThread {
  /// Starts a thread that runs `body`, for a sink of sound icons.
  ///
  /// - Throws: ``SpeechUnavailable`` when the system refuses a thread.
  static func started(_ body: sending @escaping () -> Void) throws(SpeechUnavailable)
    -> SpeechThread
  {
    guard let thread = start(body) else {
      throw SpeechUnavailable(.noThread)
    }
    return thread
  }
}
