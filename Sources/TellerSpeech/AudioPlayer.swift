import TellerArguments
import TellerPlatform
import TellerSession

/// A program that plays raw 16-bit PCM, mono or stereo, from its standard input:
/// `aplay`, `paplay` or `pw-play`, whichever is found first on `PATH`, or
/// the one `TELLER_SPEECH_PLAYER` names.
///
/// `TELLER_SPEECH_PLAYER` takes a program's name, looked for on `PATH`, or
/// its path. A player Teller knows (``knownPlayers``: aplay, paplay, pacat,
/// pw-play, pw-cat, sox's play) gets its own arguments for the stream; any
/// other program gets none, and reads the convention from its environment:
/// raw signed 16-bit little-endian samples on standard input, at
/// `TELLER_SPEECH_SAMPLE_RATE` samples a second (22050 with eSpeak NG),
/// `TELLER_SPEECH_CHANNELS` channels (1, or 2 for stereo sounds), `TELLER_SPEECH_SAMPLE_FORMAT`
/// (`S16_LE`). Every player is given those variables.
///
/// Each player starts as the leader of a process group of its own, so a
/// cut kills it and anything it started.
struct AudioPlayer: Sendable {
  /// The environment variable that names the player program.
  static let pathVariable = "TELLER_SPEECH_PLAYER"
  /// The variable that tells a player the sample rate.
  static let sampleRateVariable = "TELLER_SPEECH_SAMPLE_RATE"
  /// The variable that tells a player the number of channels.
  static let channelsVariable = "TELLER_SPEECH_CHANNELS"
  /// The variable that tells a player the sample format.
  static let formatVariable = "TELLER_SPEECH_SAMPLE_FORMAT"

  /// The program's path.
  let path: String
  /// Its arguments, without the program name.
  let arguments: [String]
  /// Its whole environment: this process's, with the stream's variables.
  let environment: [String: String]

  /// The players Teller knows, in the order they are looked for when none
  /// is named (the first three), each with its arguments for raw 16-bit
  /// little-endian samples from standard input at a rate (the first
  /// argument) with a number of channels (the second).
  static let knownPlayers:
    [(name: String, arguments: @Sendable (_ rate: String, _ channels: String) -> [String])] = [
      ("aplay", { ["-q", "-t", "raw", "-f", "S16_LE", "-r", $0, "-c", $1] }),
      ("paplay", { ["--raw", "--format=s16le", "--rate=\($0)", "--channels=\($1)"] }),
      ("pw-play", { ["--format", "s16", "--rate", $0, "--channels", $1, "-"] }),
      ("pacat", { ["--playback", "--format=s16le", "--rate=\($0)", "--channels=\($1)"] }),
      ("pw-cat", { ["--playback", "--format", "s16", "--rate", $0, "--channels", $1, "-"] }),
      (
        "play",
        { ["-q", "-t", "raw", "-e", "signed-integer", "-b", "16", "-r", $0, "-c", $1, "-"] }
      ),
    ]

  /// How many of ``knownPlayers`` are looked for on `PATH` when none is named.
  static let searchedPlayers = 3

  /// Finds a player for a sample rate and a number of channels.
  ///
  /// - Throws: ``SpeechUnavailable`` when `TELLER_SPEECH_PLAYER` names no
  ///   program that can be run, or none is found.
  static func find(sampleRate: Int, channels: Int = 1) throws(SpeechUnavailable) -> AudioPlayer {
    let rate = String(sampleRate)
    let count = String(channels)
    let environment = Subprocess.environment(adding: [
      sampleRateVariable: rate, channelsVariable: count, formatVariable: "S16_LE",
    ])
    if let chosen = Environment.nonEmptyValue(pathVariable) {
      let path = chosen.contains("/") ? chosen : Subprocess.find(chosen)
      guard let path, FileSystem.isExecutable(path), !FileSystem.isFolder(path) else {
        throw SpeechUnavailable(
          .playerNotAProgram(
            variable: pathVariable, value: chosen, onPath: !chosen.contains("/")))
      }
      let name = String(path.split(separator: "/").last ?? "")
      let arguments = knownPlayers.first { $0.name == name }?.arguments(rate, count) ?? []
      return AudioPlayer(path: path, arguments: arguments, environment: environment)
    }
    for (name, arguments) in knownPlayers.prefix(searchedPlayers) {
      if let path = Subprocess.find(name) {
        return AudioPlayer(path: path, arguments: arguments(rate, count), environment: environment)
      }
    }
    throw SpeechUnavailable(.noPlayer)
  }

  /// Kills a player and its process group with SIGKILL.
  static func kill(_ process: ProcessID) {
    Signal.kill.send(toGroup: process)
    Signal.kill.send(to: process)
  }

  /// The program's name without its folder, for messages.
  var name: String { visibleText(String(path.split(separator: "/").last ?? "")) }

  /// Starts the player with a socket as its standard input and
  /// `/dev/null` as its output, every signal at its default action, as the
  /// leader of its own process group, with its emergency kill armed the
  /// moment it exists.
  ///
  /// - Parameter emergency: the kill to arm with the player's process id
  ///   before any signal that ends Teller can be handled, so none leaves
  ///   the player running (``Subprocess/start(_:_:input:output:error:environment:ownProcessGroup:armKill:)``).
  /// - Returns: the process and the socket end to write samples to (with
  ///   `send` and `MSG_NOSIGNAL`, so a player that has quit gives EPIPE
  ///   rather than SIGPIPE); nil when it cannot be started, or Teller is
  ///   ending.
  func start(killedBy emergency: EmergencyAction?) -> (process: ProcessID, input: Int32)? {
    guard let (ours, theirs) = try? FileDescriptor.socketPair() else { return nil }
    let process = try? Subprocess.start(
      path, arguments, input: .descriptor(theirs.rawValue),
      environment: environment, ownProcessGroup: true,
      armKill: emergency.map { emergency in { emergency.setProcess($0) } })
    theirs.close()
    guard let process else {
      ours.close()
      return nil
    }
    return (process, ours.rawValue)
  }
}
