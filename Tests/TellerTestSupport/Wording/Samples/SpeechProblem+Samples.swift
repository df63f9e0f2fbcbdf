import TellerArguments
import TellerWording

extension SpeechProblem {
  /// One problem of each kind, with typical payloads.
  public static var samples: [SpeechProblem] {
    let path = "/usr/lib/libespeak-ng.so.1"
    let ssip = SSIPProblem.samples
    return [
      .libraryNotLoadable(path: path, loaderReason: "invalid ELF header", variable: "X"),
      .libraryNotLoadable(path: path, loaderReason: nil, variable: "X"),
      .libraryNotFound(path: path), .symbolMissing("espeak_Synth", path: path),
      .noESpeakVoice("xx"), .espeakCouldNotStart, .espeakFailed(2), .noThread,
      .playerNotStarted("aplay"), .playerFailed("aplay", ending: "exit 1"),
      .playerNotAProgram(variable: "X", value: "x", onPath: true),
      .playerNotAProgram(variable: "X", value: "/x", onPath: false), .noPlayer,
      .badAddress("x"), .noDispatcherVoice("xx"), .dispatcherSilent(address: "unix:/x"),
      .dispatcherUnreported(began: true, seconds: 9),
      .dispatcherUnreported(began: false, seconds: 6),
      .dispatcherStopped(address: "unix:/x", milliseconds: 15000),
      .both(.dispatcherSilent(address: "unix:/x"), .libraryNotFound(path: path)),
      .both(.badAddress("x."), .noThread),
    ] + ssip.map { .dispatcher($0) }
      + DispatcherSpawn.samples.map { .dispatcherNotStarted(.closed(address: "x"), started: $0) }
  }
}

extension SSIPProblem {
  /// One problem of each kind, with typical payloads.
  public static var samples: [SSIPProblem] {
    [
      .refused(address: "unix:/x", reason: .known(.connectionRefused)),
      .timedOut(address: "unix:/x", milliseconds: 500),
      .closed(address: "unix:/x"), .system(address: "unix:/x", reason: .known(.inputOutput)),
      .malformedLine("x"), .lineTooLong(maximum: 4096),
      .unexpectedReply(command: "SET", reply: "409"),
    ]
  }
}

extension DispatcherSpawn {
  /// One of each, with typical payloads.
  public static let samples: [DispatcherSpawn] = [
    .notLocal, .couldNotStart(program: "x"), .timedOut(program: "x", after: "5 s"),
    .ran(program: "x"), .ended(program: "x", ending: "exit 1"),
  ]
}
