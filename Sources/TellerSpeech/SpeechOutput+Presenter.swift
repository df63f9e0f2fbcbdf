import TellerApp

extension SpeechOutput: Presenter {
  /// Speaks each record of a step, in order, as the speech policy says.
  public func present(_ step: SessionStep) {
    for record in step.records { speak(record) }
  }
}
