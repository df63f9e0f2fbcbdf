import Foundation
import TellerTerminal
import Testing

/// The screen-reader check reads `/proc` and `/sys`; here it reads folders
/// made to look like them. (What counts is decided by
/// ``ScreenReaderDetection``, tested with tables of its own.)
@Suite("Screen-reader check")
struct ScreenReaderCheckTests {
  /// One fake process: its files in `/proc/N`.
  struct Fake {
    var name: String
    var parent = 1
    var arguments: [String]
    var executable: String?
    var environment: [String: String]?
  }

  /// A folder of fake processes, by number.
  private func fakeProc(_ processes: [Int: Fake]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("teller-proc-\(UUID().uuidString)")
    for (number, fake) in processes {
      let folder = root.appendingPathComponent(String(number))
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
      }
      try write("comm", fake.name + "\n")
      // A name with spaces and parentheses, as the kernel allows.
      try write("stat", "\(number) (\(fake.name) (x)) S \(fake.parent) 1 1 0 -1")
      try write("cmdline", fake.arguments.map { $0 + "\0" }.joined())
      if let environment = fake.environment {
        try write("environ", environment.map { "\($0.key)=\($0.value)\0" }.joined())
      }
      if let executable = fake.executable {
        try FileManager.default.createSymbolicLink(
          atPath: folder.appendingPathComponent("exe").path, withDestinationPath: executable)
      }
    }
    return root
  }

  @Test("Reads each process's owner, name, parent, command line, and the candidates' executable")
  func readsProcesses() throws {
    let root = try fakeProc([
      12: Fake(name: "bash", arguments: ["-bash"], executable: "/usr/bin/bash"),
      40: Fake(
        name: "brltty", parent: 12, arguments: ["brltty", "-b", "tt"],
        executable: "/usr/bin/brltty"),
      41: Fake(
        name: "orca", arguments: ["/usr/bin/python3", "/usr/bin/orca"],
        executable: "/usr/bin/python3.11", environment: ["DISPLAY": ":7", "HOME": "/root"]),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let snapshot = ScreenReaderCheck.snapshot(proc: root.path, system: root.path)
    let byID = Dictionary(uniqueKeysWithValues: snapshot.processes.map { ($0.id, $0) })
    #expect(byID.count == 3)
    #expect(byID[40]?.parent == 12)
    #expect(byID[40]?.arguments == ["brltty", "-b", "tt"])
    #expect(byID[40]?.executable == "/usr/bin/brltty")
    #expect(byID[40]?.user == getuid())
    #expect(byID[12]?.executable == nil, "not a candidate: not looked at closer")
    #expect(byID[41]?.environment == ["DISPLAY": ":7"], "only the session's variables")
    #expect(snapshot.ownProcess == Int(getpid()))
    #expect(snapshot.speakupLoaded == false)
    #expect(ScreenReaderCheck.running(in: root.path, system: root.path) == .brltty)
  }

  @Test("A copy of sleep named orca is no screen reader; Speakup in /sys is")
  func impostorAndSpeakup() throws {
    let root = try fakeProc([
      7: Fake(name: "orca", arguments: ["/tmp/x/orca", "120"], executable: "/tmp/x/orca"),
      8: Fake(name: "orcas", arguments: ["/usr/bin/orcas"], executable: "/usr/bin/orcas"),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(ScreenReaderCheck.running(in: root.path, system: root.path) == nil)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("accessibility/speakup"), withIntermediateDirectories: true)
    #expect(ScreenReaderCheck.running(in: root.path, system: root.path) == .speakup)
    #expect(ScreenReaderCheck.running(in: "/nonexistent-proc", system: "/nonexistent") == nil)
  }
}
