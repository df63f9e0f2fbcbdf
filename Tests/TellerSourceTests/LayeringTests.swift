import Foundation
import Testing

/// The package's layers, read from the sources: each module imports only
/// modules of lower layers, and the pure ones import no platform module.
enum Layering {
  /// Each of Teller's modules by its layer, lowest first. A module may
  /// import only modules of a lower layer, so two of one layer know nothing
  /// of each other.
  static let layers: [[String]] = [
    ["TellerText", "TellerBank"],
    ["TellerAccessibility", "TellerArguments", "TellerSSIP", "TellerSounds", "TellerFullScreen"],
    ["TellerInput"],
    ["TellerWording"],
    ["TellerSession"],
    ["TellerSpeechModel", "TellerBrailleModel", "TellerFullScreenView"],
    ["TellerCommands"],
    ["TellerPlatform", "TellerCLibraries"],
    ["TellerTerminal", "TellerSpeech", "TellerBraille"],
  ]
  /// The modules that must stay pure: every layer below the edge.
  static let pure = Set(layers.prefix(7).joined())
  /// The platform's modules, which a pure module never imports.
  static let platformModules: Set<String> = ["Glibc", "Foundation", "Dispatch", "Darwin", "Musl"]

  /// A module's layer, or nil for a module outside the table.
  static func layer(of module: String) -> Int? {
    layers.firstIndex { $0.contains(module) }
  }

  /// The modules a source file imports, `@testable` or not, in `#if` or not.
  static func imports(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ").filter { !$0.isEmpty && $0 != "@testable" }
      guard words.count >= 2, words[0] == "import" else { return nil }
      return String(words[1])
    }
  }

  /// What is wrong with `module` importing `imported`, or nil.
  static func violation(_ module: String, imports imported: String) -> String? {
    guard let own = layer(of: module) else { return "\(module) is in no layer" }
    if platformModules.contains(imported) {
      return pure.contains(module) ? "pure \(module) imports \(imported)" : nil
    }
    guard imported.hasPrefix("Teller") else { return nil }
    guard let theirs = layer(of: imported) else {
      return "\(module) imports \(imported), in no layer"
    }
    return theirs < own ? nil : "\(module) (layer \(own)) imports \(imported) (layer \(theirs))"
  }

  /// Every violation in the package's sources.
  static func violations(root: URL) throws -> [String] {
    var found: [String] = []
    for module in layers.joined() {
      let folder = root.appendingPathComponent("Sources/\(module)")
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      let all = walker?.allObjects as? [URL] ?? []
      let files = all.filter { $0.pathExtension == "swift" }
      // A C target (TellerCLibraries: headers only) imports nothing.
      let isC = all.contains { $0.pathExtension == "h" }
      if files.isEmpty && !isC { found.append("\(module) has no sources") }
      for file in files {
        let source = try String(contentsOf: file, encoding: .utf8)
        for imported in imports(in: source) {
          if let problem = violation(module, imports: imported) {
            found.append("\(file.lastPathComponent): \(problem)")
          }
        }
      }
    }
    return found
  }

  /// The one module that makes platform calls: every other module of
  /// Sources, edge and executables alike, calls its typed wrappers.
  static let platformModule = "TellerPlatform"

  /// The files of Sources, outside ``platformModule``, that import a
  /// platform module, each with what it imports.
  static func platformImportsOutsidePlatform(root: URL) throws -> [String] {
    let sources = root.appendingPathComponent("Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    var found: [String] = []
    for module in modules.sorted() where module != platformModule {
      let folder = sources.appendingPathComponent(module)
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
      for file in files {
        let source = try String(contentsOf: file, encoding: .utf8)
        for imported in imports(in: source) where platformModules.contains(imported) {
          found.append("\(module)/\(file.lastPathComponent) imports \(imported)")
        }
      }
    }
    return found.sorted()
  }

  /// The dependencies Package.swift declares for a target, or nil when it
  /// declares no such target.
  static func declaredDependencies(of target: String, in manifest: String) -> [String]? {
    let compact = manifest.filter { !$0.isWhitespace }
    guard let start = compact.range(of: ".target(name:\"\(target)\"") else { return nil }
    let rest = compact[start.upperBound...]
    let call = rest[..<(rest.range(of: "),")?.lowerBound ?? rest.endIndex)]
    guard let open = call.range(of: "dependencies:["),
      let close = call[open.upperBound...].firstIndex(of: "]")
    else { return [] }
    return call[open.upperBound..<close].split(separator: ",").map {
      $0.filter { $0 != "\"" }
    }
  }
}

@Suite("Layering: pure modules and one-way dependencies")
struct LayeringTests {
  @Test func sourcesImportOnlyLowerLayersAndPureModulesNoPlatform() throws {
    let violations = try Layering.violations(root: SourceLengthTests.packageRoot)
    #expect(violations == [])
  }

  @Test("Platform calls sit in TellerPlatform alone: no other module of Sources imports Glibc")
  func onlyThePlatformModuleImportsPlatformModules() throws {
    let found = try Layering.platformImportsOutsidePlatform(root: SourceLengthTests.packageRoot)
    #expect(found == [])
  }

  @Test func manifestDeclaresOnlyLowerLayers() throws {
    let manifest = try String(
      contentsOf: SourceLengthTests.packageRoot.appendingPathComponent("Package.swift"),
      encoding: .utf8)
    for module in Layering.layers.joined() {
      let dependencies = try #require(Layering.declaredDependencies(of: module, in: manifest))
      let problems = dependencies.compactMap { Layering.violation(module, imports: $0) }
      #expect(problems == [], "\(module)")
    }
    let session = Layering.declaredDependencies(of: "TellerSession", in: manifest)
    #expect(session?.contains("TellerAccessibility") == true)
  }

  @Test func theCheckCatchesWhatItShould() {
    #expect(Layering.violation("TellerSession", imports: "Glibc") != nil)
    #expect(Layering.violation("TellerCommands", imports: "Foundation") != nil)
    #expect(Layering.violation("TellerSession", imports: "TellerSpeechModel") != nil)
    #expect(Layering.violation("TellerBraille", imports: "TellerTerminal") != nil)
    #expect(Layering.violation("TellerSpeechModel", imports: "TellerBrailleModel") != nil)
    #expect(Layering.violation("TellerFullScreen", imports: "TellerAccessibility") != nil)
    #expect(Layering.violation("TellerSession", imports: "TellerApp") != nil)
    #expect(Layering.violation("TellerTerminal", imports: "Glibc") == nil)
    #expect(Layering.violation("TellerBraille", imports: "TellerBrailleModel") == nil)
    #expect(Layering.imports(in: "#if canImport(Glibc)\n  import Glibc\n#endif") == ["Glibc"])
    #expect(
      Layering.imports(in: "@testable import TellerSession\n// import X") == ["TellerSession"])
  }
}
