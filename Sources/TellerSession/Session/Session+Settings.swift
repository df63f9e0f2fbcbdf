import TellerInput

/// Settings: how much is said, and whether hints are read.
extension Session {
  mutating func changeSetting(_ command: SessionCommand) -> [OutputRecord] {
    switch command {
    case .verbosity(let level):
      settings.verbosity = level
      announcer.settings.verbosity = level
      return [say(catalog[.verbosityChanged(level)])]
    case .hints(let enabled):
      settings.hintsEnabled = enabled
      return [say(catalog[.hintsChanged(enabled)])]
    default:
      return []
    }
  }
}
