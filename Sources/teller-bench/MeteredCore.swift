import TellerArguments
import TellerBank
import TellerSession

/// An interactive core that tells a ``SoakMeter`` when each of its steps
/// begins, and what kind of step it is, then hands the step to the core
/// it wraps unchanged.
struct MeteredCore<Core: SessionCore>: SessionCore {
  /// The core that does the work.
  private(set) var core: Core
  let meter: SoakMeter

  mutating func start() -> SessionStep {
    meter.begin(.other)
    return core.start()
  }

  mutating func handle(_ input: SessionInput) -> SessionStep {
    switch input {
    case .line(SoakTimeline.addLine, _): meter.begin(.add)
    case .line(SoakTimeline.resetLine, _): meter.begin(.reset)
    default: meter.begin(.other)
    }
    return core.handle(input)
  }

  mutating func advance(to time: ModelTime) -> SessionStep {
    meter.begin(.advance(time))
    return core.advance(to: time)
  }

  var now: ModelTime { core.now }
  var nextWakeTime: ModelTime? { core.nextWakeTime }
  var isFinished: Bool { core.isFinished }
  var exitCode: ExitCode { core.exitCode }
}

/// A presenter that presents each step with the presenter it wraps, then
/// tells a ``SoakMeter`` the step is done.
struct MeteredPresenter: Presenter {
  var presenter: any Presenter
  let meter: SoakMeter

  mutating func present(_ step: SessionStep) throws(PresentationError) {
    try presenter.present(step)
    meter.end()
  }

  mutating func finish() throws(PresentationError) { try presenter.finish() }
}
