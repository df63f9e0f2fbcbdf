import Foundation

/// One place over a length limit: a file, or a body in a file, and its
/// length in lines.
struct LengthOffender: Equatable {
  /// The file's path below `Sources`, then the body's qualified name for
  /// a body: `TellerBank/Bank.swift`, `TellerBank/Bank.swift Bank.add(count:)`.
  var place: String
  /// Its length in lines.
  var lines: Int

  /// A file over the limit.
  static func file(_ path: String, _ lines: Int) -> Self { Self(place: path, lines: lines) }

  /// A body over the limit.
  static func body(_ path: String, _ name: String, _ lines: Int) -> Self {
    Self(place: path + " " + name, lines: lines)
  }
}

/// The length limits of `Sources` and how the tree stands against them.
enum SourceLimits {
  /// The longest a function, initialiser, subscript or code-bodied
  /// property may be.
  static let bodyLines = 60
  /// The longest a file may be.
  static let fileLines = 400

  /// Every file and body of `Sources` below `root` over its limit, files
  /// and bodies by path, then bodies in order of their closing braces.
  static func offenders(inSourcesOf root: URL) throws -> [LengthOffender] {
    let sources = root.appendingPathComponent("Sources")
    let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    var found: [LengthOffender] = []
    for path in paths {
      let text = try String(
        contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      found += offenders(in: text, path: path)
    }
    return found
  }

  /// The places of one file's text over their limits; a name that stands
  /// twice in the file gets ` #2` for the second.
  static func offenders(in text: String, path: String) -> [LengthOffender] {
    var offenders: [LengthOffender] = []
    let fileLines = SwiftTokenizer.lineCount(of: text)
    if fileLines > Self.fileLines { offenders.append(.file(path, fileLines)) }
    var seen: [String: Int] = [:]
    for body in DeclarationLengths.bodies(in: text) {
      seen[body.name, default: 0] += 1
      let count = seen[body.name] ?? 1
      let name = count > 1 ? "\(body.name) #\(count)" : body.name
      if body.lines > bodyLines { offenders.append(.body(path, name, body.lines)) }
    }
    return offenders
  }

  /// The offenders written as the entries of ``allowed``.
  static func listing(_ offenders: [LengthOffender]) -> String {
    offenders.map { offender in
      let parts = offender.place.split(separator: " ", maxSplits: 1).map(String.init)
      return parts.count == 1
        ? "    .file(\"\(parts[0])\", \(offender.lines)),"
        : "    .body(\"\(parts[0])\", \"\(parts[1])\", \(offender.lines)),"
    }.joined(separator: "\n")
  }
}
