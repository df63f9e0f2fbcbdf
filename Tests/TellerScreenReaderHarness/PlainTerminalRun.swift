import Foundation
import TellerTestSupport

/// Teller started with `--ui auto` in a private tmux pane with no screen
/// reader, or beside an unrelated program that happens to be named like
/// one (a copy of `sleep` named `orca`): the view it chose, read from the
/// pane's alternate screen.
public struct PlainTerminalRun: Sendable {
  /// `full-screen` or `linear`.
  public var view: String
  /// Processes the run left running; empty when none.
  public var leftovers: [String]
  /// Screen readers of other programs that ran on the machine before the
  /// run began, or when Teller had started.
  public var otherScreenReaders: [String]

  /// Starts Teller, waits for its first screen, reads the view and quits.
  ///
  /// - Parameter besideProgramNamed: the name of a program to run beside
  ///   Teller for the whole run, or nil.
  public init(teller: String, besideProgramNamed name: String? = nil) throws {
    var others = ScreenReaderProcesses.running()
    let folder = try HarnessFolder("plain")
    let processes = OwnedProcesses()
    defer {
      processes.stopAll()
      folder.remove()
    }
    let environment = ChildEnvironment(folder: folder).adding(["TERM": "screen"])
    if let name {
      let copy = folder.path(name)
      try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: copy)
      let program = try processes.start(name, copy, ["600"], environment: environment)
      try program.waitUntil("take its name") { processName(program.processID) == name }
    }
    let command = TellerCommand(path: teller, arguments: ["--lang", "en", "--ui", "auto"])
    let pane = try processes.pane(
      environment.commandLine("/bin/sh", ["-c", command.commandLine + "; exec sleep 600"]),
      width: 80, height: 24)
    try pane.waitUntil("Teller shows", timeout: .seconds(30)) {
      try pane.capture().contains("Teller")
    }
    view = pane.isFullScreen ? "full-screen" : "linear"
    let alsoRunning = ScreenReaderProcesses.running(excludingBelow: processes.roots())
    others += alsoRunning.filter { !others.contains($0) }
    otherScreenReaders = others
    try pane.type("q")
    processes.stopAll()
    leftovers = processes.leftovers()
  }
}
