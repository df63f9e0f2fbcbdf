/// The whole environment of a program the harness starts: nothing comes
/// from the test process, so a developer's `DISPLAY`, D-Bus session,
/// `TELLER_*` settings or Python never reach the screen readers or Teller.
///
/// Programs are started through `/usr/bin/env -i NAME=VALUE … PROGRAM`,
/// which clears the environment and then replaces itself with the program,
/// so the process ID the harness holds is the program's.
struct ChildEnvironment: Sendable {
  /// The variables.
  var variables: [String: String]

  /// The base every program gets: a `PATH` with the system's Python first
  /// (pyatspi lives there), UTF-8, and a private home, runtime, configuration,
  /// data and cache folder in `folder`.
  init(folder: HarnessFolder) {
    variables = [
      "PATH": "/usr/bin:/bin:/usr/sbin:/sbin:/usr/local/bin",
      "LANG": "C.UTF-8",
      "HOME": folder.path("home"),
      "XDG_RUNTIME_DIR": folder.path("run"),
      "XDG_CONFIG_HOME": folder.path("config"),
      "XDG_DATA_HOME": folder.path("data"),
      "XDG_CACHE_HOME": folder.path("cache"),
    ]
  }

  /// This environment with more variables, which win.
  func adding(_ more: [String: String]) -> ChildEnvironment {
    var copy = self
    copy.variables.merge(more) { $1 }
    return copy
  }

  /// The arguments of `/usr/bin/env` that run a program with exactly this
  /// environment.
  func envArguments(_ program: String, _ arguments: [String]) -> [String] {
    ["-i"] + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [program]
      + arguments
  }

  /// A shell command line that runs a program with exactly this
  /// environment, each word quoted for `sh`.
  func commandLine(_ program: String, _ arguments: [String]) -> String {
    (["/usr/bin/env"] + envArguments(program, arguments)).map(shellQuoted).joined(separator: " ")
  }
}

/// A word quoted for `sh`: in single quotes, each `'` written as `'\''`.
func shellQuoted(_ word: String) -> String {
  "'" + word.replacing("'", with: "'\\''") + "'"
}
