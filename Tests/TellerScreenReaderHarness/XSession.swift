import Foundation
import TellerTestSupport

/// A private graphical session for Orca and BRLTTY: an X server (Xvfb) on a
/// display it chooses itself, a D-Bus session bus, and the AT-SPI bus
/// launcher with accessibility turned on, so GTK programs such as the VTE
/// terminal sakura expose their text. No window manager: `xdotool` gives
/// the terminal its focus.
///
/// Each server is one of the run's ``OwnedProcesses``, stopped by its
/// process ID with what it started (the accessibility bus and registry,
/// dconf). The bus is a `dbus-daemon` of the run's own rather than one
/// `dbus-run-session` hides, so its process ID is known.
final class XSession: @unchecked Sendable {
  /// The programs a session needs, and the packages that bring them.
  static let programs: [(path: String, package: String)] = [
    ("/usr/bin/Xvfb", "xvfb"), ("/usr/bin/dbus-daemon", "dbus"), ("/usr/bin/dbus-send", "dbus"),
    ("/usr/libexec/at-spi-bus-launcher", "at-spi2-core"), ("/usr/bin/sakura", "sakura"),
    ("/usr/bin/xdotool", "xdotool"), ("/usr/bin/python3", "python3"),
    ("/usr/lib/python3/dist-packages/pyatspi", "python3-pyatspi"),
  ]

  /// Why a session cannot run here, or nil when it can.
  static var missing: String? {
    programs.first { !FileManager.default.fileExists(atPath: $0.path) }.map {
      "\($0.path) is missing (sudo apt-get install \($0.package))"
    }
  }

  /// The environment of every program in the session: the display, the
  /// bus, GTK on X.
  let environment: ChildEnvironment
  /// The X display, such as `:3`.
  let display: String
  private let processes: OwnedProcesses

  /// Starts the X server, the bus and the accessibility bus for a screen
  /// reader that speaks through `speech`, and waits for each.
  init(folder: HarnessFolder, speech: PacedSpeechDispatcher, processes: OwnedProcesses) throws {
    let base = ChildEnvironment(folder: folder).adding(["SPEECHD_ADDRESS": speech.address])
    self.processes = processes
    let x = try processes.start(
      "Xvfb", "/usr/bin/Xvfb",
      ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "1024x768x24"],
      environment: base)
    var number = ""
    try x.waitUntil("choose a display") {
      number = x.output.trimmingCharacters(in: .whitespacesAndNewlines)
      return !number.isEmpty
    }
    display = ":" + number
    let bus = folder.path("bus")
    let daemon = try processes.start(
      "dbus-daemon", "/usr/bin/dbus-daemon",
      ["--session", "--nofork", "--nopidfile", "--address=unix:path=" + bus], environment: base)
    try daemon.waitUntil("open its socket") { FileManager.default.fileExists(atPath: bus) }
    environment = base.adding([
      "DISPLAY": display, "DBUS_SESSION_BUS_ADDRESS": "unix:path=" + bus, "GDK_BACKEND": "x11",
    ])
    let launcher = try processes.start(
      "at-spi-bus-launcher", "/usr/libexec/at-spi-bus-launcher", ["--launch-immediately"],
      environment: environment)
    // Asking org.a11y.Bus before the launcher owns the name would make
    // D-Bus start a second launcher, and the one that loses the name ends.
    try launcher.waitUntil("own org.a11y.Bus") {
      ((try? self.dbusSend(
        "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
        "org.freedesktop.DBus.NameHasOwner", "string:org.a11y.Bus")) ?? "").contains("true")
    }
    var address = ""
    try launcher.waitUntil("publish the accessibility bus") {
      address = (try? self.busCall("org.a11y.Bus.GetAddress")) ?? ""
      return address.contains("unix:")
    }
    // What a desktop does when the user turns a screen reader on: GTK
    // programs started afterwards load their AT-SPI bridge.
    _ = try busCall(
      "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled",
      "variant:boolean:true")
    // The registry starts when first asked for; a screen reader that asks
    // while it starts gets no answer. Ask until it answers.
    let accessibility = address.trimmingCharacters(in: .whitespacesAndNewlines)
    try launcher.waitUntil("start the AT-SPI registry", timeout: .seconds(30)) {
      ((try? self.registryChildCount(bus: accessibility)) ?? "").contains("int32")
    }
  }

  /// How many applications the AT-SPI registry knows, as `dbus-send`
  /// prints it: asking starts the registry.
  private func registryChildCount(bus: String) throws -> String {
    let result = try spawnProgram(
      "/usr/bin/env",
      environment.envArguments(
        "/usr/bin/dbus-send",
        [
          "--bus=" + bus, "--print-reply", "--dest=org.a11y.atspi.Registry",
          "/org/a11y/atspi/accessible/root", "org.freedesktop.DBus.Properties.Get",
          "string:org.a11y.atspi.Accessible", "string:ChildCount",
        ]), timeout: .seconds(10))
    return result.status == 0 ? result.stdout : result.stderr
  }

  /// Calls a method of the accessibility bus's launcher (`org.a11y.Bus`)
  /// with `dbus-send`, and returns its reply.
  @discardableResult
  private func busCall(_ method: String, _ arguments: String...) throws -> String {
    try dbusSend(["--dest=org.a11y.Bus", "/org/a11y/bus", method] + arguments)
  }

  /// Runs `dbus-send --session --print-reply=literal` with arguments, at
  /// most ten seconds, and returns its reply.
  private func dbusSend(_ arguments: String...) throws -> String { try dbusSend(arguments) }

  private func dbusSend(_ arguments: [String]) throws -> String {
    let result = try spawnProgram(
      "/usr/bin/env",
      environment.envArguments(
        "/usr/bin/dbus-send", ["--session", "--print-reply=literal"] + arguments),
      timeout: .seconds(10))
    guard result.status == 0 else {
      throw HarnessError("dbus-send \(arguments.joined(separator: " ")): \(result.stderr)")
    }
    return result.stdout
  }

  /// Runs `xdotool` in the session, at most ten seconds.
  @discardableResult
  func xdotool(_ arguments: [String]) throws -> String {
    let result = try spawnProgram(
      "/usr/bin/env", environment.envArguments("/usr/bin/xdotool", arguments),
      timeout: .seconds(10))
    guard result.status == 0 else {
      throw HarnessError("xdotool \(arguments.joined(separator: " ")): \(result.stderr)")
    }
    return result.stdout
  }

  /// Opens an 80 × 24 sakura terminal running a program, waits for its
  /// window and gives it the focus.
  ///
  /// - Returns: the terminal's process.
  @discardableResult
  func openTerminal(running script: String, environment: ChildEnvironment) throws
    -> OwnedProgram
  {
    let terminal = try processes.start(
      "sakura", "/usr/bin/sakura", ["-c", "80", "-r", "24", "-x", script],
      environment: environment)
    var window = ""
    try terminal.waitUntil("show its window", timeout: .seconds(30)) {
      window =
        (try? xdotool(["search", "--onlyvisible", "--class", "sakura"]))?
        .split(separator: "\n").first.map(String.init) ?? ""
      return !window.isEmpty
    }
    try xdotool(["windowfocus", "--sync", window])
    return terminal
  }

  /// Types a key into the focused window, by its X name (`a`, `Tab`, `Return`).
  func type(_ key: String) throws { try xdotool(["key", key]) }

  /// The text of the terminal on the screen, read through AT-SPI as the
  /// screen readers read it (`terminal-text.py`).
  func terminalText() throws -> String {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("terminal-text.py").path
    let result = try spawnProgram(
      "/usr/bin/env", environment.envArguments("/usr/bin/python3", [script]),
      timeout: .seconds(20))
    guard result.status == 0 else { throw HarnessError("terminal-text.py: \(result.stderr)") }
    return result.stdout
  }
}
