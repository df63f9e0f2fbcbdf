import TellerArguments

/// What is off when speech cannot be given.
public enum SpeechPart: Hashable, Sendable, CaseIterable {
  /// All speech.
  case speech
  /// Live speech only, as when no audio player can be started.
  case liveSpeech
  /// The sound icons.
  case sound
  /// The `--speech-wav` recording.
  case recording
}

/// Why speech cannot be given, with what the edge found as data.
public indirect enum SpeechProblem: Hashable, Sendable {
  /// eSpeak NG's library is a file that is not loadable, with the loader's reason.
  case libraryNotLoadable(path: String, loaderReason: String?, variable: String)
  /// eSpeak NG's library is not there.
  case libraryNotFound(path: String)
  /// The library lacks a function Teller calls.
  case symbolMissing(String, path: String)
  /// eSpeak NG has no such voice.
  case noESpeakVoice(String)
  /// eSpeak NG could not start, for want of its data.
  case espeakCouldNotStart
  /// eSpeak NG failed with an error code.
  case espeakFailed(Int)
  /// No thread could be started.
  case noThread
  /// The audio player could not be started.
  case playerNotStarted(String)
  /// The audio player ended badly, such as "exit 1".
  case playerFailed(String, ending: String)
  /// The audio player variable names no program.
  case playerNotAProgram(variable: String, value: String, onPath: Bool)
  /// No audio player is installed.
  case noPlayer
  /// `SPEECHD_ADDRESS` is malformed or no socket folder is known.
  case badAddress(String)
  /// speech-dispatcher could not be talked to.
  case dispatcher(SSIPProblem)
  /// speech-dispatcher could not be reached, even after starting it; how
  /// starting it went follows.
  case dispatcherNotStarted(SSIPProblem, started: DispatcherSpawn)
  /// speech-dispatcher has no such voice.
  case noDispatcherVoice(String)
  /// speech-dispatcher does not answer at an address (no full stop).
  case dispatcherSilent(address: String)
  /// speech-dispatcher did not report the end of a message in the time it
  /// should take to say (`seconds`, rounded up), so speech may not be
  /// heard: it said the message began (`began`), or it said nothing of it
  /// nor of the one before. Teller goes on without the report.
  case dispatcherUnreported(began: Bool, seconds: Int)
  /// speech-dispatcher answered while Teller set speech up, then stopped
  /// answering commands while it spoke, as it does when its audio output
  /// fails.
  case dispatcherStopped(address: String, milliseconds: Int)
  /// One engine failed, and then the other.
  case both(SpeechProblem, SpeechProblem)
}

/// How starting speech-dispatcher (`speech-dispatcher --spawn`) went.
public enum DispatcherSpawn: Hashable, Sendable {
  /// The server is not on this machine, so it was not started.
  case notLocal
  /// The program could not be started.
  case couldNotStart(program: String)
  /// The program did not return in time.
  case timedOut(program: String, after: String)
  /// The program was run.
  case ran(program: String)
  /// The program ended badly, such as "exit 1".
  case ended(program: String, ending: String)
}

/// What went wrong talking SSIP to speech-dispatcher.
public enum SSIPProblem: Hashable, Sendable {
  /// Nothing listens at the address, with the system's reason.
  case refused(address: String, reason: SystemReason)
  /// The server did not answer in time.
  case timedOut(address: String, milliseconds: Int)
  /// The server closed the connection.
  case closed(address: String)
  /// A system call failed, with the system's reason.
  case system(address: String, reason: SystemReason)
  /// The server sent a line that is not SSIP.
  case malformedLine(String)
  /// The server sent a line longer than the limit.
  case lineTooLong(maximum: Int)
  /// A command was answered with something else, such as an error code.
  case unexpectedReply(command: String, reply: String)
}
