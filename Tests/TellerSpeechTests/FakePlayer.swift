import Foundation
import TellerTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Whether a process still runs: it exists and is not a zombie.
func isAlive(_ pid: pid_t) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return false }
  return stat[stat.index(close, offsetBy: 2)] != "Z"
}

/// A folder with a fake player that notes its process id, its arguments
/// and the stream's variables, then reads its input through a child of its
/// own, as a wrapper script would, and plays "forever" (`sleep`) or ends
/// with its input.
struct FakePlayer {
  let folder = temporaryPath("players")
  var path: String { folder + "/" + name }
  let name: String

  init(named name: String = "fake-player", forever: Bool = true) throws {
    self.name = name
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try writeExecutable(
      path,
      """
      #!/bin/sh
      echo "$$ $*|$TELLER_SPEECH_SAMPLE_RATE $TELLER_SPEECH_CHANNELS $TELLER_SPEECH_SAMPLE_FORMAT" \\
        >> "\(folder)/started"
      exec 3<&0
      cat <&3 > "\(folder)/heard.$$" \(forever ? "&\nsleep 60" : "")
      """)
  }

  /// Each player started: its process id, and the rest of its line
  /// (`ARGUMENTS|RATE CHANNELS FORMAT`).
  var started: [(pid: pid_t, line: String)] {
    let text = (try? String(contentsOfFile: folder + "/started", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      guard let space = line.firstIndex(of: " "), let pid = pid_t(line[..<space]) else {
        return nil
      }
      return (pid, String(line[line.index(after: space)...]))
    }
  }

  /// Whether a player has been given samples: Teller knows it by then.
  var hasSamples: Bool { hasSamples { _ in true } }

  /// Whether a player told of a number of channels (1 for speech, 2 for
  /// stereo sound icons) has been given samples.
  func hasSamples(channels: Int) -> Bool {
    hasSamples { $0.hasSuffix("|22050 \(channels) S16_LE") }
  }

  private func hasSamples(where chosen: (String) -> Bool) -> Bool {
    started.contains { player in
      chosen(player.line)
        && ((try? FileManager.default.attributesOfItem(atPath: folder + "/heard.\(player.pid)")[
          .size]) as? Int ?? 0) > 0
    }
  }

  /// Every process in the players' process groups that still runs.
  var survivors: [pid_t] {
    let groups = Set(started.map(\.pid))
    let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return all.compactMap { pid_t($0) }.filter { pid in
      groups.contains(getpgid(pid)) && isAlive(pid)
    }
  }

  func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

/// Teller in the background reading lines from a FIFO the test writes,
/// playing through a fake player if one is given.
final class BackgroundTeller {
  let program: BackgroundProgram
  private let fifo = temporaryPath("teller.fifo")
  private let writer: Int32

  /// Starts Teller with arguments after `--clock virtual --lang en`.
  init(_ arguments: [String], player: FakePlayer?, environment: [String: String] = [:]) throws {
    guard mkfifo(fifo, 0o600) == 0 else { throw TimedOut(description: "no FIFO at \(fifo)") }
    // Read and write, so opening never waits and Teller never reads an end.
    writer = open(fifo, O_RDWR | O_CLOEXEC)
    // No backtrace for a crash: it would take its time symbolicating.
    var variables = environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
    if let player { variables["TELLER_SPEECH_PLAYER"] = player.path }
    program = try BackgroundProgram(
      TestSupport.tellerPath, ["--clock", "virtual", "--lang", "en"] + arguments,
      environment: TestSupport.tellerEnvironment(variables), standardInput: fifo)
  }

  deinit {
    program.stop()
    close(writer)
    unlink(fifo)
  }

  /// Sends Teller a line.
  func send(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
  }
}
