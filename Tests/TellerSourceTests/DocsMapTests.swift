import Foundation
import Testing

/// The architecture map and the pages under `docs/`: the map stays short,
/// quotes the layering test's table of layers, links every page, and
/// every link between them leads somewhere.
enum DocsMap {
  /// The most lines the map may have.
  static let mapLineLimit = 250

  /// The lines of a text file of the package.
  static func lines(_ path: String) throws -> [String] {
    let url = SourceLengthTests.packageRoot.appendingPathComponent(path)
    return try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The layers a page quotes in its ` ```layers ` block, lowest first:
  /// lines `N: ModuleA, ModuleB`.
  static func quotedLayers(in lines: [String]) -> [[String]] {
    guard let start = lines.firstIndex(of: "```layers") else { return [] }
    return lines[(start + 1)...].prefix { $0 != "```" }.map { line in
      let modules = line.split(separator: ":", maxSplits: 1).last ?? ""
      return modules.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The targets of the relative links of a Markdown page, outside code
  /// blocks: `path`, `path#anchor` or `#anchor`.
  static func links(in lines: [String]) -> [String] {
    var inCode = false
    var found: [String] = []
    for line in lines {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode else { continue }
      var rest = Substring(line)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = String(after[..<close])
        if !target.contains("://") && !target.hasPrefix("mailto:") { found.append(target) }
        rest = after[close...]
      }
    }
    return found
  }

  /// The anchors GitHub gives a page's headings: lower case, spaces as
  /// hyphens, other punctuation dropped.
  static func anchors(in lines: [String]) -> Set<String> {
    var inCode = false
    var found = Set<String>()
    for line in lines {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let kept = title.lowercased().filter {
        $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_"
      }
      found.insert(kept.replacingOccurrences(of: " ", with: "-"))
    }
    return found
  }

  /// The links of `page` (a path from the package's root) that lead
  /// nowhere: a missing file or a heading the file lacks.
  static func brokenLinks(of page: String) throws -> [String] {
    let folder = (page as NSString).deletingLastPathComponent
    var broken: [String] = []
    for link in links(in: try lines(page)) {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let file =
        parts[0].isEmpty ? page : (folder as NSString).appendingPathComponent(String(parts[0]))
      let path = (file as NSString).standardizingPath
      let url = SourceLengthTests.packageRoot.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path) else {
        broken.append("\(page): \(link)")
        continue
      }
      if parts.count == 2, path.hasSuffix(".md"),
        !anchors(in: try lines(path)).contains(String(parts[1]))
      {
        broken.append("\(page): \(link)")
      }
    }
    return broken
  }

  /// The pages under `docs/`, as paths from the package's root.
  static func docsPages() throws -> [String] {
    let folder = SourceLengthTests.packageRoot.appendingPathComponent("docs")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }
}

@Suite("The architecture map and its pages")
struct DocsMapTests {
  @Test("The map is short")
  func mapIsShort() throws {
    let count = try DocsMap.lines("ARCHITECTURE.md").count
    #expect(count <= DocsMap.mapLineLimit, "ARCHITECTURE.md has \(count) lines")
  }

  @Test("The map's layers are the layering test's, quoted")
  func mapQuotesTheLayers() throws {
    #expect(DocsMap.quotedLayers(in: try DocsMap.lines("ARCHITECTURE.md")) == Layering.layers)
  }

  @Test("The map links every page of docs/")
  func mapLinksEveryPage() throws {
    let links = Set(DocsMap.links(in: try DocsMap.lines("ARCHITECTURE.md")))
    for page in try DocsMap.docsPages() {
      #expect(links.contains(page), "\(page) is not linked from ARCHITECTURE.md")
    }
  }

  @Test("Every link of the map and of docs/ leads to a file and a heading that exist")
  func linksLeadSomewhere() throws {
    var broken = try DocsMap.brokenLinks(of: "ARCHITECTURE.md")
    for page in try DocsMap.docsPages() { broken += try DocsMap.brokenLinks(of: page) }
    #expect(broken == [])
  }

  @Test("The checks find what they should")
  func checksCatchWhatTheyShould() {
    #expect(
      DocsMap.quotedLayers(in: ["```layers", "0: A, B", "1: C", "```"]) == [["A", "B"], ["C"]])
    #expect(
      DocsMap.links(in: ["[a](x.md#y) [b](https://e.org) ```", "[c](#z)"]) == ["x.md#y", "#z"])
    #expect(DocsMap.links(in: ["```", "[a](x.md)", "```"]) == [])
    #expect(
      DocsMap.anchors(in: ["## Braille's line", "### What flashes, and what waits"])
        == ["brailles-line", "what-flashes-and-what-waits"])
  }
}
