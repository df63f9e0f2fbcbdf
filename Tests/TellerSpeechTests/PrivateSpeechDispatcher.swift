import Foundation
import TellerPlatform
import TellerSpeech
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A speech-dispatcher server of the test's own: its own configuration,
/// socket, pid file and logs in a temporary folder, logging every SSIP line
/// it receives (LogLevel 5), with eSpeak NG as its module.
///
/// There is no sound card, so audio goes to libao, which plays into its
/// null device; with PulseAudio missing the server stops answering after
/// its first message. ``stop()`` ends it (SIGTERM, then SIGKILL) and
/// removes the folder; every wait has a timeout.
final class PrivateSpeechDispatcher {
  static let program = "/usr/bin/speech-dispatcher"
  static let module = "/usr/lib/speech-dispatcher-modules/sd_espeak-ng"
  static let configuration = "/etc/speech-dispatcher"

  /// Whether the server, its eSpeak NG module and its configuration are installed.
  static var isAvailable: Bool {
    [program, module, configuration + "/speechd.conf"].allSatisfy {
      FileManager.default.fileExists(atPath: $0)
    }
  }

  /// Why tests skip without it.
  static let missing: Comment =
    "speech-dispatcher and speech-dispatcher-espeak-ng are not installed"

  let folder: String
  var socket: String { folder + "/sock" }
  var address: String { "unix_socket:" + socket }
  private var pid: pid_t = 0

  /// Starts a server and waits (at most 15 s) until its socket exists.
  init() throws {
    folder = temporaryPath("speechd")
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/log", withIntermediateDirectories: true)
    try manager.copyItem(atPath: Self.configuration, toPath: folder + "/conf")
    let conf = folder + "/conf/speechd.conf"
    let kept = try String(contentsOfFile: conf, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("LogLevel") && !$0.hasPrefix("AudioOutputMethod") }
    let added = [
      "LogLevel 5", "AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"",
      "DefaultModule espeak-ng", "AudioOutputMethod \"libao\"",
    ]
    try (kept + added.map { Substring($0) }).joined(separator: "\n")
      .write(toFile: conf, atomically: true, encoding: .utf8)
    let arguments = [
      "-s", "-t", "30", "-P", folder + "/pid", "-C", folder + "/conf", "-L", folder + "/log",
      "-c", "unix_socket", "-S", socket,
    ]
    guard
      let started = try? Subprocess.start(
        Self.program, arguments, output: .file(folder + "/server.out"),
        error: .file(folder + "/server.err"))
    else { throw TimedOut(description: "speech-dispatcher could not be started") }
    pid = started
    guard pollCondition(timeout: .seconds(15), { manager.fileExists(atPath: socket) }) else {
      stop()
      throw TimedOut(description: "speech-dispatcher made no socket within 15 s")
    }
  }

  deinit { stop() }

  /// Every SSIP line the server received, in order (`SET self PRIORITY
  /// text`, `SPEAK`, the text's lines, `.`).
  func received() -> [String] {
    let log =
      (try? String(contentsOfFile: folder + "/log/speech-dispatcher.log", encoding: .utf8)) ?? ""
    // Each entry is "...:DATA:|" and the line as received, CR LF included,
    // then "| (length)".
    return log.split(separator: "\n").compactMap { line in
      guard let marker = line.range(of: ":DATA:|") else { return nil }
      return String(line[marker.upperBound...].prefix { $0 != "\r\n" && $0 != "\r" })
    }
  }

  /// Waits (at most 30 s) until the server has received a line.
  func waitFor(_ line: String) -> Bool {
    pollCondition(timeout: .seconds(30)) { received().contains(line) }
  }

  /// Stops the server: SIGTERM, at most 5 s, then SIGKILL; and removes its folder.
  func stop() {
    guard pid > 0 else { return }
    kill(pid, SIGTERM)
    // After 5 s it is killed with SIGKILL; either way it is reaped.
    Subprocess.wait(pid, timeout: .seconds(5))
    pid = 0
    try? FileManager.default.removeItem(atPath: folder)
  }
}
