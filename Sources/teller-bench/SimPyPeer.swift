import TellerPlatform

/// SimPy, reached through `python3` and `benchmarks/simpy_bank.py`, or the
/// reason it cannot be.
enum SimPyPeer {
  /// A ready peer.
  case ready(python: String, script: String, versions: String)
  /// Why the peer cannot run.
  case missing(reason: String)

  /// The script's path inside the package.
  static let scriptPath = "benchmarks/simpy_bank.py"

  /// Finds `python3` on `PATH`, the script (given, or in the package that
  /// holds this benchmark, or under the working folder) and checks that
  /// SimPy imports.
  static func find(script given: String?, timeout: Double) -> SimPyPeer {
    guard let python = Subprocess.find("python3") else {
      return .missing(reason: "python3 is not on PATH")
    }
    guard let script = given ?? locateScript() else {
      return .missing(
        reason: "\(scriptPath) was not found above \(ChildProcess.productsFolder) "
          + "or in the working folder; give --simpy-script PATH")
    }
    guard ChildProcess.isReadable(script) else {
      return .missing(reason: "cannot read \(script)")
    }
    let probe = ChildProcess.run(
      python,
      [
        "-c",
        "import sys, simpy; print('SimPy', simpy.__version__, 'on Python', sys.version.split()[0])",
      ],
      timeout: timeout)
    guard let probe, probe.succeeded else {
      return .missing(reason: "SimPy is not installed for \(python) (pip install simpy)")
    }
    let versions = String(probe.output.split(separator: "\n").first ?? "SimPy")
    return .ready(python: python, script: script, versions: versions)
  }

  /// The script in a folder above the products folder (SwiftPM builds into
  /// `.build/CONFIGURATION` inside the package) or in the working folder.
  private static func locateScript() -> String? {
    var folder = ChildProcess.productsFolder
    while !folder.isEmpty {
      let candidate = folder + "/" + scriptPath
      if ChildProcess.isReadable(candidate) { return candidate }
      guard let slash = folder.lastIndex(of: "/") else { break }
      folder = String(folder[..<slash])
    }
    return ChildProcess.isReadable(scriptPath) ? scriptPath : nil
  }
}
