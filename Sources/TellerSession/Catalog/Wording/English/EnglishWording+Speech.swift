import TellerText

extension EnglishWording {
  /// The English words of speech's problems.
  public func text(_ message: SpeechMessage) -> String {
    switch message {
    case .off(let part, let problem): "\(Self.name(of: part)) is off: \(text(problem))"
    case .problem(let problem): text(problem)
    }
  }

  private static func name(of part: SpeechPart) -> String {
    switch part {
    case .speech: "speech"
    case .liveSpeech: "live speech"
    case .sound: "sound"
    case .recording: "the speech recording"
    }
  }

  private func text(_ problem: SpeechProblem) -> String {
    let install = "install libespeak-ng1 and espeak-ng-data (\(SpeechProblem.installCommand))."
    switch problem {
    case .libraryNotLoadable(let path, let loaderReason, let variable):
      let detail = loaderReason.map { ": " + visibleText($0) } ?? ""
      return "\(visibleText(path)) is not a loadable library\(detail). Set "
        + "\(variable) to libespeak-ng.so.1, or leave it unset."
    case .libraryNotFound(let path): return "\(visibleText(path)) not found; " + install
    case .symbolMissing(let name, let path):
      return "\(visibleText(path)) has no \(name); " + install
    case .noESpeakVoice(let voice):
      return "eSpeak NG has no voice '\(visibleText(voice))'; try en or ko."
    case .espeakCouldNotStart:
      return "eSpeak NG could not start; install espeak-ng-data (\(SpeechProblem.installCommand))."
    case .espeakFailed(let code): return "eSpeak NG failed with error \(code)."
    case .noThread: return "no thread could be started for it."
    case .playerNotStarted(let name): return "\(visibleText(name)) could not be started."
    case .playerFailed(let name, let ending):
      return "\(visibleText(name)) could not play (\(ending)); is there a sound device?"
    case .playerNotAProgram(let variable, let value, let onPath):
      return "\(variable) names \(visibleText(value)), which is not a program"
        + (onPath ? " on PATH." : ".")
    case .noPlayer:
      return "no audio player found; install one with: sudo apt-get install alsa-utils"
    case .badAddress(let reason): return reason + "."
    case .dispatcher(let ssip): return "speech-dispatcher: \(text(ssip))."
    case .dispatcherNotStarted(let ssip, let started):
      return "speech-dispatcher: \(text(ssip)); \(text(started))."
    case .noDispatcherVoice(let voice):
      return "speech-dispatcher has no voice '\(visibleText(voice))'; see teller voices."
    case .dispatcherSilent(let address):
      return "speech-dispatcher does not answer at \(visibleText(address))"
    case .both(let first, let then):
      let why = text(first)
      return (why.hasSuffix(".") ? String(why.dropLast()) : why) + ", and " + text(then)
    }
  }

  private func text(_ spawn: DispatcherSpawn) -> String {
    switch spawn {
    case .notLocal: "the server is not on this machine, so it was not started"
    case .couldNotStart(let program):
      "\(program) --spawn could not be started; install speech-dispatcher"
    case .timedOut(let program, let after): "\(program) --spawn did not return within \(after)"
    case .ran(let program): "\(program) --spawn was run"
    case .ended(let program, let ending): "\(program) --spawn ended with \(ending)"
    }
  }

  private func text(_ problem: SSIPProblem) -> String {
    switch problem {
    case .refused(let address, let reason): "nothing answers at \(visibleText(address)) (\(reason))"
    case .timedOut(let address, let milliseconds):
      "\(visibleText(address)) did not answer within \(milliseconds) ms"
    case .closed(let address): "\(visibleText(address)) closed the connection"
    case .system(let address, let reason): "\(visibleText(address)): \(reason)"
    case .malformedLine(let line):
      "the server sent a line that is not SSIP: '\(visibleQuote(line))'"
    case .lineTooLong(let maximum): "the server sent a line longer than \(maximum) bytes"
    case .unexpectedReply(let command, let reply):
      "'\(command)' was answered \(visibleQuote(reply))"
    }
  }
}

extension SpeechProblem {
  /// The command that installs eSpeak NG on Debian and Ubuntu.
  public static let installCommand = "sudo apt-get install libespeak-ng1 espeak-ng-data"
}
