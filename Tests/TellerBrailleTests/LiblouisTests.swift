import Foundation
import TellerAccessibility
import TellerBank
import TellerBraille
import TellerBrailleModel
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A Korean session on seed 1 after some lines, and the step of the last one.
private func koreanSession(_ lines: [String]) -> (Session, SessionStep) {
  var session = Session(
    settings: SessionSettings(
      language: .korean, bank: BankConfiguration(seed: 1), inputIsKeys: true))
  var step = session.start()
  for (number, line) in lines.enumerated() {
    step = session.handle(.line(line, number: number + 1))
  }
  return (session, step)
}

/// Runs a body with the path of a table file liblouis cannot compile,
/// removed afterwards.
private func withBrokenTable(_ body: (String) throws -> Void) throws {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let broken = folder + "/broken.ctb"
  try "this is no opcode\n".write(toFile: broken, atomically: true, encoding: .utf8)
  try body(broken)
}

/// A folder of its own in the temporary folder, removed by the caller.
private func temporaryFolder() throws -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("teller-louis-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

@Suite(
  "liblouis, loaded at run time",
  .enabled(if: LiblouisLibrary.shared != nil, Comment(rawValue: LiblouisReference.missingReason)))
struct LiblouisTests {
  static var library: LiblouisLibrary { LiblouisLibrary.shared! }
  static let korean = BrailleOptions.koreanTable

  @Test("The library loads with its functions and a 2- or 4-byte widechar")
  func loads() {
    #expect([2, 4].contains(Self.library.charSize))
    #expect(Self.library.version.hasPrefix("3."))
    #expect(LiblouisLibrary(path: "/nonexistent/liblouis.so.20") == nil)
    #expect(LiblouisLibrary(path: "libc.so.6") == nil, "a library without liblouis's functions")
  }

  @Test(
    "Teller's dots for a line are liblouis's own, in Korean and contracted English",
    arguments: [
      (korean, "Teller 은행창구 제목1"), (korean, "1번 고객, 대출, 3번 창구 1/3"),
      (korean, "3.3초"), ("en-ueb-g2.ctb", "Add 10 customers btn"),
      ("en-ueb-g2.ctb", "Customer 1, loan, clerk 3 1/3"),
    ])
  func translation(table: String, text: String) throws {
    #expect(Self.library.load(table) == nil)
    let cells = try #require(Self.library.translate(text, table: table))
    let expected = try #require(
      Self.library.exclusively { LiblouisReference.dots(text, table: table) })
    #expect(cells.text(0..<cells.count) == expected)
    #expect(cells.cells.allSatisfy { (0x2800...0x28FF).contains($0.value) })
    #expect(cells.sources.allSatisfy { $0 != nil && $0! < text.unicodeScalars.count })
    #expect(cells.sources.first == 0)
    #expect(zip(cells.sources, cells.sources.dropFirst()).allSatisfy { $0! <= $1! }, "in order")
  }

  @Test("Each Hangul syllable's cells come from that syllable")
  func koreanSources() throws {
    // 고 is ㄱ ㅗ, 객 is ㄱ ㅐ ㄱ: each syllable two or three cells.
    let cells = try #require(Self.library.translate("고객", table: Self.korean))
    #expect(cells.count >= 4)
    #expect(Set(cells.sources) == [0, 1])
    #expect(cells.sources.firstIndex(of: 1)! >= 2)
    #expect(Self.library.translate("", table: Self.korean) == .empty)
  }

  @Test("A table that does not compile gives liblouis's reason; a good one loads")
  func loadFailure() throws {
    try withBrokenTable { broken in
      let reason = try #require(Self.library.load(broken))
      #expect(!reason.isEmpty)
    }
    #expect(Self.library.load(Self.korean) == nil)
  }

  @Test("A routing key on a Korean cell moves focus to the customer that cell came from")
  func koreanRouting() throws {
    var (session, step) = koreanSession(["add", "wait 1s", "next list"])
    let translator = LiblouisTranslator(table: Self.korean, library: Self.library)
    var renderer = BrailleRenderer(width: 80, flashDuration: .seconds(3), translator: translator)
    let written = renderer.present(step)
    let line = renderer.view.focusLine
    #expect(line.segments.count >= 2, "the next customer fits in 79 cells: \(line.text)")
    #expect(written == translator.cells(for: line.text).text(0..<renderer.view.cells.count))
    // The cell of the second customer's first character.
    let secondStart = line.segments[0].text.unicodeScalars.count + 1
    let sources = renderer.view.cells.sources
    let cell = try #require(sources.firstIndex(of: secondStart))
    #expect(cell > secondStart, "Hangul takes more cells than characters")
    let target = try #require(line.segments[1].target)
    let (input, _) = renderer.handle(
      .command(BrailleKeyCode.Command.route, argument: UInt32(cell)), at: session.now)
    #expect(input == .command(.focus(target)))
    step = session.handle(.command(.focus(target)))
    #expect(session.navigator.focus == target)
    _ = renderer.present(step)
    #expect(renderer.view.focus == target)
    // Over the cells of the focused customer, routing activates it.
    let (activate, _) = renderer.handle(
      .command(BrailleKeyCode.Command.route, argument: 3), at: session.now)
    #expect(activate == .command(.activate))
  }

  @Test("The translator: computer braille for English, ko-2006-g1 for Korean, a table asked for")
  func choice() {
    let english = BrailleTranslatorChoice(BrailleOptions(isEnabled: true), catalog: .english)
    #expect(english.translator.name == "computer braille")
    #expect(english.notice == nil)
    let korean = BrailleTranslatorChoice(BrailleOptions(isEnabled: true), catalog: .korean)
    #expect(korean.translator.name == "ko-2006-g1.ctb")
    #expect(korean.notice == nil)
    let ueb = BrailleTranslatorChoice(
      BrailleOptions(isEnabled: true, table: "en-ueb-g2.ctb"), catalog: .english)
    #expect(ueb.translator.name == "en-ueb-g2.ctb")
  }

  @Test("Without liblouis, Korean shows a notice and English computer braille, each said once")
  func withoutLiblouis() {
    let korean = BrailleTranslatorChoice(
      BrailleOptions(isEnabled: true), catalog: .korean, library: nil,
      libraryPath: "liblouis.so.20")
    #expect(korean.translator.cells(for: "은행").text(0..<31) == "Korean braille needs liblouis20")
    #expect(
      korean.notice.map(Catalog.korean.line)
        == "teller: 점자 표 ko-2006-g1.ctb에는 liblouis가 필요한데 liblouis.so.20을(를) 찾지 못했습니다. "
        + "설치하세요(sudo apt-get install liblouis20 liblouis-data). 그때까지 점자 디스플레이에는 이 안내가 나옵니다.\n")
    let english = BrailleTranslatorChoice(
      BrailleOptions(isEnabled: true, table: "en-ueb-g2.ctb"), catalog: .english, library: nil,
      libraryPath: "liblouis.so.20")
    #expect(english.translator.name == "computer braille")
    #expect(
      english.notice.map(Catalog.english.line)
        == "teller: braille table en-ueb-g2.ctb needs liblouis, and liblouis.so.20 was not found; "
        + "install it (sudo apt-get install liblouis20 liblouis-data). "
        + "Until then the display shows computer braille.\n")
  }

  @Test("A table that fails to load says so with liblouis's reason, and falls back")
  func failingTable() throws {
    try withBrokenTable { broken in
      let choice = BrailleTranslatorChoice(
        BrailleOptions(isEnabled: true, table: broken), catalog: .english)
      #expect(choice.translator.name == "computer braille")
      let message = try #require(choice.notice.map(Catalog.english.line))
      #expect(message.hasPrefix("teller: liblouis could not load the braille table \(broken) ("))
      #expect(message.hasSuffix("); the display shows computer braille.\n"))
    }
  }
}

@Suite("Braille tables: found where liblouis looks")
struct BrailleTableCheckTests {
  @Test("Without LOUIS_TABLEPATH, liblouis's installed folder; with it, its folders")
  func folders() {
    #expect(
      BrailleTableCheck.searchFolders(environment: { _ in nil }) == [
        "/usr/share/liblouis/tables"
      ])
    #expect(
      BrailleTableCheck.searchFolders(environment: { $0 == "LOUIS_TABLEPATH" ? "/a,,/b" : nil })
        == ["/a", "/a/liblouis/tables", ".", "./liblouis/tables", "/b", "/b/liblouis/tables"])
  }

  @Test("A table in a folder of LOUIS_TABLEPATH, by path, and beside the list's first")
  func found() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "".write(toFile: folder + "/mine.ctb", atomically: true, encoding: .utf8)
    try "".write(toFile: folder + "/other.cti", atomically: true, encoding: .utf8)
    let path: (String) -> String? = { $0 == "LOUIS_TABLEPATH" ? folder : nil }
    #expect(BrailleTableCheck.missingTable(in: "mine.ctb", environment: path) == nil)
    #expect(BrailleTableCheck.missingTable(in: "mine.ctb,other.cti", environment: path) == nil)
    #expect(
      BrailleTableCheck.missingTable(in: "mine.ctb,nope.cti", environment: path) == "nope.cti")
    #expect(
      BrailleTableCheck.missingTable(in: folder + "/mine.ctb", environment: { _ in nil }) == nil)
    #expect(
      BrailleTableCheck.missingTable(in: folder + "/mine.ctb,other.cti", environment: { _ in nil })
        == nil, "beside the first")
    #expect(BrailleTableCheck.missingTable(in: "mine.ctb", environment: { _ in nil }) == "mine.ctb")
    #expect(
      BrailleTableCheck.missingTable(in: folder, environment: { _ in nil }) == folder, "a folder")
    #expect(BrailleTableCheck.missingTable(in: "mine.ctb,", environment: path) == "")
  }

  @Test(
    "liblouis's installed tables are found",
    .enabled(if: LiblouisLibrary.shared != nil, Comment(rawValue: LiblouisReference.missingReason)))
  func installed() {
    for table in ["ko-2006-g1.ctb", "en-ueb-g2.ctb", "ko-g1.ctb", "en-us-comp8.ctb"] {
      #expect(BrailleTableCheck.missingTable(in: table, environment: { _ in nil }) == nil)
    }
    #expect(
      BrailleTableCheck.missingTable(in: "ko-9999-g1.ctb", environment: { _ in nil })
        == "ko-9999-g1.ctb")
  }
}
