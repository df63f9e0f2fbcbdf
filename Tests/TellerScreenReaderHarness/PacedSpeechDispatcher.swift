import Foundation
import TellerPlatform
import TellerScreenReaderModel
import TellerTestSupport

/// A speech-dispatcher of the run's own whose speech takes real time
/// (``PacedSpeechConfiguration``): its configuration, socket, pid file and
/// logs in the run's folder, every SSIP line logged at `LogLevel 5`.
///
/// Clients reach it with ``address`` as `SPEECHD_ADDRESS`. It is one of the
/// run's ``OwnedProcesses``, stopped with its module and their pipelines.
final class PacedSpeechDispatcher: @unchecked Sendable {
  /// The server.
  static let program = "/usr/bin/speech-dispatcher"
  /// Its generic module, which runs a command per message.
  static let genericModule = "/usr/lib/speech-dispatcher-modules/sd_generic"
  /// The system's configuration, copied.
  static let configuration = "/etc/speech-dispatcher"

  /// Why a run cannot have one, or nil when it can.
  static var missing: String? {
    for path in [program, genericModule, configuration + "/speechd.conf"]
    where !FileManager.default.fileExists(atPath: path) {
      return "\(path) is missing (sudo apt-get install speech-dispatcher)"
    }
    return Subprocess.find("espeak-ng", alsoIn: ["/usr/bin"]) == nil
      ? "espeak-ng is not installed (sudo apt-get install espeak-ng)" : nil
  }

  /// `SPEECHD_ADDRESS` for its clients: an absolute socket path.
  let address: String
  private let folder: HarnessFolder
  private let logFile: String

  /// Starts it and waits until its socket and its pid file exist.
  ///
  /// - Parameters:
  ///   - consumer: the program that consumes a WAV at its byte rate
  ///     (`teller-paced-audio`).
  ///   - processes: the run's processes, which it joins.
  init(consumer: String, folder: HarnessFolder, processes: OwnedProcesses) throws {
    self.folder = folder
    let conf = folder.path("speechd")
    try FileManager.default.copyItem(atPath: Self.configuration, toPath: conf)
    let system = try String(contentsOfFile: conf + "/speechd.conf", encoding: .utf8)
    try PacedSpeechConfiguration.server(from: system)
      .write(toFile: conf + "/speechd.conf", atomically: true, encoding: .utf8)
    try PacedSpeechConfiguration.module(consumer: consumer)
      .write(
        toFile: conf + "/modules/\(PacedSpeechConfiguration.module).conf", atomically: true,
        encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: folder.path("speechd-log"), withIntermediateDirectories: true)
    let socket = folder.path("speechd.sock")
    let pidFile = folder.path("speechd.pid")
    logFile = folder.path("speechd-log/speech-dispatcher.log")
    address = "unix_socket:" + socket
    let server = try processes.start(
      "speech-dispatcher", Self.program,
      [
        "-s", "-t", "600", "-C", conf, "-L", folder.path("speechd-log"), "-c", "unix_socket",
        "-S", socket, "-P", pidFile,
      ], environment: ChildEnvironment(folder: folder))
    try server.waitUntil("make its socket and pid file") {
      FileManager.default.fileExists(atPath: socket)
        && FileManager.default.fileExists(atPath: pidFile)
    }
  }

  /// The log so far.
  var log: String { folder.read("speechd-log/speech-dispatcher.log") }

  /// The lines of the paced module's own log that report errors, such as
  /// a voice eSpeak NG does not have: messages that then take no time.
  var moduleErrors: [String] {
    folder.read("speechd-log/\(PacedSpeechConfiguration.module).log")
      .split(separator: "\n").filter { $0.contains("Error") }.map(String.init)
  }

  /// How many messages have been queued so far.
  var queuedCount: Int { log.ranges(of: "Queueing message |").count }
}

/// The harness could not run a screen reader as asked.
struct HarnessError: Error, CustomStringConvertible {
  /// What went wrong.
  var description: String

  init(_ description: String) { self.description = description }
}
