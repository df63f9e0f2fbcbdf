import TellerArguments
import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// A program that plays raw 16-bit PCM from its standard input, mono or
/// stereo: `aplay`, `paplay` or `pw-play`, whichever is found first on
/// `PATH`.
///
/// `TELLER_SPEECH_PLAYER` names another program instead; it is given
/// `aplay`'s arguments (`-q -t raw -f S16_LE -r RATE -c CHANNELS`).
struct AudioPlayer: Sendable {
  /// The environment variable that names the player program.
  static let pathVariable = "TELLER_SPEECH_PLAYER"

  /// The program's path.
  let path: String
  /// Its arguments, without the program name.
  let arguments: [String]

  /// Finds a player for a sample rate and channel count (1 unless given).
  ///
  /// - Throws: ``SpeechUnavailable`` when none is found.
  static func find(sampleRate: Int, channels: Int = 1) throws(SpeechUnavailable) -> AudioPlayer {
    let rate = String(sampleRate)
    let count = String(channels)
    let aplay = ["-q", "-t", "raw", "-f", "S16_LE", "-r", rate, "-c", count]
    if let chosen = getenv(pathVariable).map({ String(cString: $0) }), !chosen.isEmpty {
      guard access(chosen, X_OK) == 0 else {
        throw SpeechUnavailable(
          "\(pathVariable) names \(visibleText(chosen)), which is not a program.")
      }
      return AudioPlayer(path: chosen, arguments: aplay)
    }
    let candidates: [(String, [String])] = [
      ("aplay", aplay),
      ("paplay", ["--raw", "--format=s16le", "--rate=\(rate)", "--channels=\(count)"]),
      ("pw-play", ["--format", "s16", "--rate", rate, "--channels", count, "-"]),
    ]
    for (name, arguments) in candidates {
      if let path = Subprocess.find(name) { return AudioPlayer(path: path, arguments: arguments) }
    }
    throw SpeechUnavailable(
      "no audio player found; install one with: sudo apt-get install alsa-utils")
  }

  /// The program's name without its folder, for messages.
  var name: String { visibleText(String(path.split(separator: "/").last ?? "")) }

  /// Starts the player with a socket as its standard input and
  /// `/dev/null` as its output, every signal at its default action.
  ///
  /// - Returns: the process and the socket end to write samples to (with
  ///   `send` and `MSG_NOSIGNAL`, so a player that has quit gives EPIPE
  ///   rather than SIGPIPE); nil when it cannot be started.
  func start() -> (process: pid_t, input: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard
      socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends)
        == 0
    else { return nil }
    let process = try? Subprocess.start(path, arguments, input: .descriptor(ends[1]))
    _ = close(ends[1])
    guard let process else {
      _ = close(ends[0])
      return nil
    }
    return (process, ends[0])
  }
}
