import Foundation

/// The Teller a run starts: which build, and with which arguments.
public struct TellerCommand: Sendable {
  /// The executable.
  public var path: String
  /// Its arguments, such as `--ui linear --lang en`.
  public var arguments: [String]

  /// Creates a command.
  public init(path: String, arguments: [String]) {
    self.path = path
    self.arguments = arguments
  }

  /// The command as one line for `sh` or Python's `shlex`, each word quoted.
  var commandLine: String { ([path] + arguments).map(shellQuoted).joined(separator: " ") }

  /// A shell script that asks for Return and then runs Teller in its
  /// place, as a user starts a program at a prompt: Orca speaks what a
  /// program prints only after a key, so Teller must start from one. The
  /// prompt stays on the cursor's line, where BRLTTY shows it.
  func promptScript(in folder: HarnessFolder) throws -> String {
    try folder.write(
      "#!/bin/sh\nprintf '\(Self.prompt): '\nread line\nexec \(commandLine)\n",
      to: "start-teller", executable: true)
  }

  /// The prompt before Teller starts.
  static let prompt = "Press Return to start Teller"
}
