import Foundation
import TellerPlatform
import TellerScreenReaderModel
import TellerSpeech
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A speech-dispatcher server of the test's own: its own configuration,
/// socket, pid file and logs in a temporary folder, logging every SSIP line
/// it receives and every event it sends (LogLevel 5).
///
/// Its module is eSpeak NG. There is no sound card, so the stock module's
/// audio goes to libao's null device and takes no time at all. A *paced*
/// server instead runs `espeak-ng` through `sd_generic` and pipes the WAV
/// into `teller-speech-pacer`, which reads it as fast as a sound card plays
/// it: each message then takes as long as it is, so queueing and cutting
/// off happen as a listener hears them, and the log's events (701 begin,
/// 702 end, 703 cancel) say what was heard. ``stop()`` ends it (SIGTERM,
/// then SIGKILL) and removes the folder; every wait has a timeout.
final class PrivateSpeechDispatcher {
  static let program = "/usr/bin/speech-dispatcher"
  static let module = "/usr/lib/speech-dispatcher-modules/sd_espeak-ng"
  static let genericModule = "/usr/lib/speech-dispatcher-modules/sd_generic"
  static let espeakProgram = "/usr/bin/espeak-ng"
  static let configuration = "/etc/speech-dispatcher"

  /// Whether the server, its eSpeak NG module and its configuration are installed.
  static var isAvailable: Bool {
    [program, module, configuration + "/speechd.conf"].allSatisfy {
      FileManager.default.fileExists(atPath: $0)
    }
  }

  /// Whether a paced server can run: the server, its generic module and
  /// the `espeak-ng` program.
  static var isPacedAvailable: Bool {
    [program, genericModule, espeakProgram, configuration + "/speechd.conf"].allSatisfy {
      FileManager.default.fileExists(atPath: $0)
    }
  }

  /// Why tests skip without it.
  static let missing: Comment =
    "speech-dispatcher and speech-dispatcher-espeak-ng are not installed"

  /// Why paced tests skip.
  static let pacedMissing: Comment =
    "speech-dispatcher (with sd_generic) and espeak-ng are not installed"

  let folder: String
  var socket: String { folder + "/sock" }
  var address: String { "unix_socket:" + socket }
  private var pid: pid_t = 0

  /// Starts a server and waits (at most 15 s) until its socket exists.
  ///
  /// - Parameter paced: whether its speech takes real time (see above).
  init(paced: Bool = false) throws {
    folder = temporaryPath("speechd")
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/log", withIntermediateDirectories: true)
    try manager.copyItem(atPath: Self.configuration, toPath: folder + "/conf")
    let conf = folder + "/conf/speechd.conf"
    let kept = try String(contentsOfFile: conf, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("LogLevel") && !$0.hasPrefix("AudioOutputMethod") }
    let added =
      paced
      ? [
        "LogLevel 5",
        "AddModule \"espeak-ng-paced\" \"sd_generic\" \"espeak-ng-paced.conf\"",
        "DefaultModule espeak-ng-paced", "AudioOutputMethod \"libao\"",
      ]
      : [
        "LogLevel 5", "AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"",
        "DefaultModule espeak-ng", "AudioOutputMethod \"libao\"",
      ]
    if paced {
      let pacer = TestSupport.productsDirectory.appendingPathComponent("teller-speech-pacer").path
      let module = [
        "GenericExecuteSynth \"printf %s \\'$DATA\\' | \(Self.espeakProgram) -v $VOICE -s $RATE"
          + " -p $PITCH --stdin --stdout | \(pacer)\"",
        "GenericCmdDependency \"espeak-ng\"",
        "GenericRateAdd 170", "GenericRateMultiply 279",
        "GenericPitchAdd 50", "GenericPitchMultiply 50",
        "GenericLanguage \"en\" \"en\" \"utf-8\"", "GenericLanguage \"ko\" \"ko\" \"utf-8\"",
        "GenericLanguage \"c\" \"en-us\" \"utf-8\"",
        "AddVoice \"en\" \"MALE1\" \"en\"", "AddVoice \"ko\" \"MALE1\" \"ko\"",
        "AddVoice \"c\" \"MALE1\" \"en-us\"",
      ]
      try module.joined(separator: "\n").write(
        toFile: folder + "/conf/modules/espeak-ng-paced.conf", atomically: true, encoding: .utf8)
    }
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
    entries().compactMap { $0.direction == .received ? $0.text : nil }
  }

  /// The log's SSIP traffic, in order: each line a client sent, and the
  /// first line of each reply or event the server sent, with the client's
  /// descriptor and the time of day in microseconds.
  func entries() -> [SSIPLogEntry] {
    let log =
      (try? String(contentsOfFile: folder + "/log/speech-dispatcher.log", encoding: .utf8)) ?? ""
    // Each entry is "...:DATA:|" or "...:REPLY:|" and the line, CR LF
    // included, then "| (length)".
    var entries = log.split(separator: "\n").compactMap(SSIPLogEntry.init(line:))
    // A stamp can say the second before the one it was written in
    // (``SpeechDispatcherLog/repaired(_:after:)``): put it right, or an
    // event just past a second's start seems to come before the one
    // logged ahead of it.
    var previous: LogInstant?
    for index in entries.indices {
      var time = LogInstant(microseconds: entries[index].microseconds)
      if let previous { time = SpeechDispatcherLog.repaired(time, after: previous) }
      entries[index].microseconds = time.microseconds
      previous = time
    }
    return entries
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

/// One line of SSIP traffic in speech-dispatcher's log, such as
/// `[Tue Dec  1 21:32:34 2026 : 49468] speechd:     17:DATA:|SPEAK` or
/// `…:REPLY:|701-5`.
struct SSIPLogEntry: Hashable {
  enum Direction: Hashable {
    /// A line a client sent.
    case received
    /// The first line of what the server sent back: a reply or an event.
    case sent
  }

  /// The client's descriptor on the server (another client may get it
  /// after this one leaves).
  var client: Int
  var direction: Direction
  /// The line, without its line end.
  var text: String
  /// The time of day, in microseconds.
  var microseconds: Int64

  init?(line: Substring) {
    for (marker, direction) in [(":DATA:|", Direction.received), (":REPLY:|", .sent)] {
      guard let found = line.range(of: marker) else { continue }
      let before = line[..<found.lowerBound]
      guard let client = Int(before.split(separator: " ").last ?? ""),
        let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]")
      else { return nil }
      // "[Tue Dec  1 21:32:34 2026 : 49468]": the clock time, then microseconds.
      let stamp = line[line.index(after: open)..<close].split(separator: " ")
      guard stamp.count >= 3, let micro = Int64(stamp[stamp.count - 1]),
        let clock = stamp.first(where: { $0.contains(":") && $0.count == 8 })
      else { return nil }
      let parts = clock.split(separator: ":").compactMap { Int64($0) }
      guard parts.count == 3 else { return nil }
      self.client = client
      self.direction = direction
      text = String(line[found.upperBound...].prefix { $0 != "\r\n" && $0 != "\r" })
      microseconds = ((parts[0] * 60 + parts[1]) * 60 + parts[2]) * 1_000_000 + micro
      return
    }
    return nil
  }

  /// The event's code and message id, for a `7xx-ID` line the server sent.
  var event: (code: Int, messageID: Int)? {
    guard direction == .sent, text.count > 4, text.hasPrefix("7"),
      let code = Int(text.prefix(3)), text.dropFirst(3).first == "-",
      let id = Int(text.dropFirst(4))
    else { return nil }
    return (code, id)
  }
}
