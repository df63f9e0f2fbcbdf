import Foundation
import PackagePlugin

/// Tells `teller --version` which commit a build from a git checkout was
/// made from.
///
/// A build command runs `source-commit.sh`, which asks git for the
/// checkout's HEAD and writes `SourceCommit.swift`, one constant
/// (`sourceCommit`), into the target it is applied to. Its inputs are the
/// files git changes whenever HEAD moves (`HEAD`, and HEAD's log, which
/// every commit, checkout, merge and reset appends to), so a build after
/// any of them writes the new commit, and any other build skips it.
/// Outside a git checkout (a source archive, or no git) the constant is
/// nil and the version stands alone. The plugin needs nothing but git and
/// `/bin/sh`, and fetches nothing.
@main
struct SourceCommitPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let script = root.appending(path: "Plugins/SourceCommit/source-commit.sh")
    let output = context.pluginWorkDirectoryURL.appending(path: "SourceCommit.swift")
    return [
      .buildCommand(
        displayName: "Reading the checkout's commit for teller --version",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [script.path, root.path, output.path],
        inputFiles: [script] + headFiles(of: root),
        outputFiles: [output])
    ]
  }

  /// The files git rewrites when the checkout's HEAD moves, for a checkout
  /// or a worktree alike, or none outside a git checkout.
  private func headFiles(of root: URL) -> [URL] {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = [
      "git", "-c", "safe.directory=\(root.path)", "-C", root.path, "rev-parse",
      "--path-format=absolute", "--show-toplevel", "--git-path", "HEAD", "--git-path", "logs/HEAD",
    ]
    let output = Pipe()
    git.standardOutput = output
    git.standardError = FileHandle.nullDevice
    guard (try? git.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    git.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    // A source archive unpacked inside another repository is not a checkout of Teller.
    guard git.terminationStatus == 0, lines.count == 3,
      URL(fileURLWithPath: lines[0]).standardizedFileURL.path
        == root.resolvingSymlinksInPath().standardizedFileURL.path
    else { return [] }
    return lines.dropFirst().map { URL(fileURLWithPath: $0) }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }
}
