import Foundation

extension TmuxSession {
  /// Starts a probe program in tmux under a job-control shell, after
  /// reading the terminal's cooked settings, and waits for the probe's
  /// ready text.
  ///
  /// The shell waits for a line before starting the probe, prints
  /// `probe-status=N` when it ends or stops, and, with job control on,
  /// waits for another line before bringing a stopped probe back with `fg`
  /// (then prints `probe-exit=N`). It traps SIGINT, so that a probe ended by
  /// SIGINT does not end it too.
  ///
  /// - Returns: the session and the cooked settings as `stty -g` prints them.
  public static func startProbe(
    _ path: String, ready: String, environment: [String: String] = [:]
  ) throws -> (session: TmuxSession, cooked: String) {
    let script =
      "set -m; trap : INT; echo shell-ready; read go; '\(path)'; echo probe-status=\\$?; read again; fg; echo probe-exit=\\$?; sleep 600"
    let session = try TmuxSession(command: "sh -c \"\(script)\"", environment: environment)
    // Read the cooked settings only once the shell is running and waiting
    // for its line, so nothing else changes them afterwards.
    try session.waitFor("shell-ready")
    let cooked = try session.terminalSettings()
    try session.type("go")
    try session.sendKeys("Enter")
    try session.waitFor(ready)
    return (session, cooked)
  }

  /// The process ID a probe shows on screen as `process N`.
  public func shownProcessID() throws -> Int32 {
    let screen = try capture()
    guard let marker = screen.range(of: "process "),
      let id = Int32(String(screen[marker.upperBound...].prefix { $0.isNumber }))
    else { throw TmuxError("No process ID on screen:\n\(screen)") }
    return id
  }
}
