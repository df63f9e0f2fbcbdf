import Foundation
import TellerTestSupport
import Testing

/// Every input the fuzz targets start from (Fuzz/Corpus) and every input a
/// fuzzer ever crashed on (Fuzz/Regressions), run through the same
/// property checks the targets make, so a fixed crash stays fixed.
@Suite("Fuzz corpus and regressions")
struct FuzzRegressionTests {
  /// The check of each fuzz target.
  static let checks: [String: @Sendable ([UInt8]) -> String?] = [
    "fuzz-key-decoder": keyDecoderFuzzViolation,
    "fuzz-line-commands": lineCommandViolation,
    "fuzz-arguments": argumentViolation,
    "fuzz-config": configViolation,
    "fuzz-ssip-replies": ssipReplyViolation,
  ]

  /// The files of a folder under Fuzz/, by target.
  static func inputs(in folder: String) throws -> [(target: String, name: String, bytes: [UInt8])] {
    let root = TestSupport.packageRoot.appendingPathComponent("Fuzz/\(folder)")
    var result: [(String, String, [UInt8])] = []
    for target in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
      let directory = root.appendingPathComponent(target)
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        result.append((target, name, Array(data)))
      }
    }
    return result
  }

  @Test("Every fuzz target has a check and a seed corpus")
  func everyTargetHasSeeds() throws {
    let seeds = Set(try Self.inputs(in: "Corpus").map(\.target))
    #expect(seeds == Set(Self.checks.keys))
    let package = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    for target in Self.checks.keys {
      #expect(package.contains("name: \"\(target)\""), "\(target) is not in Package.swift")
    }
  }

  @Test("The seed corpus keeps every property", arguments: ["Corpus", "Regressions"])
  func inputsKeepTheProperties(folder: String) throws {
    let inputs = try Self.inputs(in: folder)
    #expect(!inputs.isEmpty)
    for input in inputs {
      let check = try #require(Self.checks[input.target], "no check for \(input.target)")
      #expect(check(input.bytes) == nil, "\(folder)/\(input.target)/\(input.name)")
    }
  }

  @Test("Hostile inputs keep the properties: escapes, a 100,000-character line, quotes in keys")
  func hostileInputs() {
    #expect(configViolation(Array("speec\"-wav = t/p/e #1.wa com\n".utf8)) == nil)
    #expect(
      configViolation(Array(("voice = " + String(repeating: "\u{1B}", count: 5000)).utf8)) == nil)
    #expect(argumentViolation(Array("--ui\u{0}\u{1B}[31m".utf8)) == nil)
    #expect(lineCommandViolation(Array(String(repeating: "x", count: 100_000).utf8)) == nil)
    // NULs show as six characters each: the quote is cut after showing them.
    let nuls = "adv" + String(repeating: "\u{0}", count: 76) + "x"
    #expect(lineCommandViolation(Array(nuls.utf8)) == nil)
  }
}
