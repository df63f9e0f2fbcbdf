import TellerInput

/// The outputs: what the terminal shows (`m`), the screen curtain (`c`),
/// redraw (Ctrl-L) and suspend (Ctrl-Z).
///
/// The session keeps the user's choices and says them; presenters follow
/// them through the step's ``SessionScreen``. Redraw and suspend say nothing
/// and change nothing here: the full screen redraws on the step's
/// ``SessionStep/cause``, and the interactive loop stops the process on
/// it.
extension Session {
  mutating func changeOutputs(_ command: SessionCommand) -> [OutputRecord] {
    switch command {
    case .switchView:
      guard let view = settings.terminalView, settings.viewSwitchRefusal == nil else {
        return [error(.viewSwitchRefused(settings.viewSwitchRefusal ?? .notATerminal))]
      }
      settings.terminalView = view.other
      return [say(catalog[.viewName(view.other)])] + focusRecord(afresh: true)
    case .screenCurtain:
      screenCurtain.toggle()
      return [say(catalog[.screenCurtain(on: screenCurtain)])]
    default:
      return []
    }
  }
}
