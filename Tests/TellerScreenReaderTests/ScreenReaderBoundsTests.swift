import Foundation
import TellerScreenReaderHarness
import TellerScreenReaderModel
import TellerTestSupport
import Testing

/// The bounds Teller is held to under the real screen readers (issue 16),
/// each measured with the readers themselves, headless: what Fenrir, Orca
/// and BRLTTY users hear and read, not what Teller writes.
///
/// Each test runs one scenario under one reader (``ScenarioRun``) and
/// skips, with its reason, when a program it needs is missing. Several
/// fail with today's Teller; that is what they are for.
@Suite("Teller under the real screen readers", .serialized, .timeLimit(.minutes(3)))
struct ScreenReaderBoundsTests {
  static let programs = ScenarioRun.Programs.beside(TestSupport.productsDirectory)

  /// How soon the answer to a navigation key must begin being spoken.
  static let answerLimit = ScreenReaderBounds.answerLimit

  static func missing(_ reader: Reader) -> Comment { Comment(rawValue: reader.missing ?? "") }

  /// Runs a scenario and checks that it stopped everything it started and
  /// measured soundly.
  ///
  /// A real reader can end before the scenario is over on a loaded machine
  /// (its terminal gone, so keys cannot be sent). The bounds are judged on
  /// a whole run only, so such a run is made once more, and why the first
  /// one ended is written to standard error. A run that completes is never
  /// repeated: what it measured is what the test judges.
  static func run(_ reader: Reader, _ scenario: Scenario) throws -> ScenarioRun {
    let result: ScenarioRun
    do {
      result = try ScenarioRun(reader, scenario, programs: programs)
    } catch {
      let why = "\(reader) ended before the scenario was over (\(error)); running it once more\n"
      FileHandle.standardError.write(Data(why.utf8))
      result = try ScenarioRun(reader, scenario, programs: programs)
    }
    #expect(result.leftovers.isEmpty, "still running after the run: \(result.leftovers)")
    #expect(result.problems.isEmpty, "the measurement is unsound: \(result.problems)")
    return result
  }

  /// Waits until no screen reader runs on the machine, as `auto` must be
  /// judged beside the one reader under test alone: other tests run
  /// real ones, and a BRLTTY a test left behind would decide for Teller.
  static func requireNoScreenReader() throws {
    try #require(
      pollCondition(timeout: .seconds(120)) { ScreenReaderProcesses.running().isEmpty },
      "screen readers kept running: \(ScreenReaderProcesses.running())")
  }

  /// Expects the view `auto` chose, when no other screen reader ran
  /// meanwhile to decide it.
  static func expectView(of result: ScenarioRun, _ view: String) throws {
    try #require(
      result.otherScreenReaders.isEmpty,
      "another screen reader ran meanwhile, so auto says nothing: \(result.otherScreenReaders)")
    #expect(result.run.view == view)
  }

  /// The run's figures, to read a failure by.
  static func figures(_ run: ReaderRun) -> Comment {
    Comment(rawValue: run.figures().map(\.description).joined(separator: "\n"))
  }

  /// Every answer to the scenario's navigation keys (`n` twice, then `p`)
  /// reaches the user: it begins being spoken within the limit and
  /// Teller's next line does not cut it.
  static func expectNavigationAnswersHeard(_ run: ReaderRun) {
    expectAnswersHeard(
      run, keys: Set(Scenario.linearN.moves.map(\.key.name)), count: Scenario.linearN.moves.count)
  }

  /// Every answer to the keys named reaches the user, one for each of the
  /// `count` keys typed; the answers themselves, to look at further.
  @discardableResult
  static func expectAnswersHeard(_ run: ReaderRun, keys: Set<String>, count: Int)
    -> [(key: KeyPress, fate: AnswerFate)]
  {
    let answers = run.answers.filter { keys.contains($0.key.name) }
    #expect(answers.count == count, figures(run))
    for (number, answer) in answers.enumerated() {
      #expect(
        answer.fate.reachesUser(within: answerLimit),
        "answer \(number + 1), to \(answer.key.name) (\(answer.key.answer ?? "")): \(answer.fate.description)\n\(figures(run))"
      )
    }
    // The tool's verdict, which the page shows, is this one.
    let heard =
      answers.count == count && answers.allSatisfy { $0.fate.reachesUser(within: answerLimit) }
    #expect(ScreenReaderBounds.answersHeard(run, keys: keys, count: count) == heard)
    return answers
  }

  /// At most the limits of messages and characters between `a` and `q`.
  static func expectNoFlood(_ run: ReaderRun) {
    let tally = run.tally()
    #expect(tally.utterances <= ScreenReaderBounds.floodUtterances, figures(run))
    #expect(tally.characters <= ScreenReaderBounds.floodCharacters, figures(run))
    #expect(ScreenReaderBounds.notFlooded(tally))
  }

  // MARK: Linear mode: the answer to each key is heard

  @Test(
    "linear, Fenrir with Debian's defaults: each n and p is heard within 3.5 s, not cut by Teller",
    .enabled(if: Reader.fenrir.missing == nil, missing(.fenrir)))
  func fenrirHearsAnswers() throws {
    Self.expectNavigationAnswersHeard(try Self.run(.fenrir, .linearN).run)
  }

  @Test(
    "linear, Orca: each n and p is heard within 3.5 s, not cut by Teller",
    .enabled(if: Reader.orca.missing == nil, missing(.orca)))
  func orcaHearsAnswers() throws {
    Self.expectNavigationAnswersHeard(try Self.run(.orca, .linearN).run)
  }

  // MARK: A table walked cell by cell

  /// The table walk's answers: each key's line as Teller wrote it, every
  /// one heard within the limit and not cut by Teller. The line of a move
  /// along the row or down the column is the header that changed and the
  /// cell's value ("Serving, idle"), heard in one message; two moves along
  /// the row name two columns.
  static func expectTableWalkHeard(_ run: ReaderRun) {
    let scenario = Scenario.linearTable
    let answers = expectAnswersHeard(
      run, keys: scenario.tableKeyNames, count: scenario.tableKeys.count)
    let lines = answers.map { $0.key.answer ?? "" }
    #expect(lines.allSatisfy { !$0.isEmpty }, "\(lines)")
    // t, j, k, k, j: the cells after the row header are a header and a value.
    let cells = lines.dropFirst(2).map { $0.split(separator: ", ", maxSplits: 1).map(String.init) }
    #expect(cells.allSatisfy { $0.count == 2 }, "\(lines)")
    let headers = cells.map { $0.first ?? "" }
    #expect(headers.count == 3 && Set(headers).count == 3, "each move names a new header: \(lines)")
  }

  @Test(
    "a table in linear mode under Fenrir: t, j, k, k, j each heard with its header within 3.5 s",
    .enabled(if: Reader.fenrir.missing == nil, missing(.fenrir)))
  func fenrirWalksTable() throws {
    Self.expectTableWalkHeard(try Self.run(.fenrir, .linearTable).run)
  }

  @Test(
    "a table in linear mode under Orca: t, j, k, k, j each heard with its header within 3.5 s",
    .enabled(if: Reader.orca.missing == nil, missing(.orca)))
  func orcaWalksTable() throws {
    Self.expectTableWalkHeard(try Self.run(.orca, .linearTable).run)
  }

  @Test(
    "a table in linear mode under BRLTTY: each cell's line heard and on the 40-cell display",
    .enabled(if: Reader.brltty.missing == nil, missing(.brltty)))
  func brlttyWalksTable() throws {
    let run = try Self.run(.brltty, .linearTable).run
    Self.expectTableWalkHeard(run)
    let scenario = Scenario.linearTable
    #expect(
      ScreenReaderBounds.answersShown(
        run, keys: scenario.tableKeyNames, count: scenario.tableKeys.count, width: 40),
      Self.figures(run))
  }

  // MARK: The full-screen view does not flood a screen reader

  @Test(
    "full screen under Fenrir: at most 25 messages and 3,000 characters between a and q",
    .enabled(if: Reader.fenrir.missing == nil, missing(.fenrir)))
  func fenrirNotFlooded() throws {
    Self.expectNoFlood(try Self.run(.fenrir, .fullScreen).run)
  }

  @Test(
    "full screen under Orca: at most 25 messages and 3,000 characters between a and q",
    .enabled(if: Reader.orca.missing == nil, missing(.orca)))
  func orcaNotFlooded() throws {
    Self.expectNoFlood(try Self.run(.orca, .fullScreen).run)
  }

  // MARK: auto knows the screen readers, and nothing else

  @Test(
    "auto under Fenrir starts linear", .enabled(if: Reader.fenrir.missing == nil, missing(.fenrir)))
  func autoUnderFenrir() throws {
    try Self.requireNoScreenReader()
    try Self.expectView(of: try Self.run(.fenrir, .auto), "linear")
  }

  @Test("auto under Orca starts linear", .enabled(if: Reader.orca.missing == nil, missing(.orca)))
  func autoUnderOrca() throws {
    try Self.requireNoScreenReader()
    try Self.expectView(of: try Self.run(.orca, .auto), "linear")
  }

  @Test(
    "auto under BRLTTY starts linear", .enabled(if: Reader.brltty.missing == nil, missing(.brltty)))
  func autoUnderBrltty() throws {
    try Self.requireNoScreenReader()
    try Self.expectView(of: try Self.run(.brltty, .auto), "linear")
  }

  @Test(
    "auto with no screen reader, and beside a program merely named orca, starts the full screen",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed"),
    arguments: [nil, "orca"] as [String?])
  func autoWithoutScreenReader(besideProgramNamed name: String?) throws {
    try Self.requireNoScreenReader()
    let result = try PlainTerminalRun(teller: Self.programs.teller, besideProgramNamed: name)
    #expect(result.leftovers.isEmpty)
    try #require(
      result.otherScreenReaders.isEmpty,
      "another screen reader ran meanwhile, so auto says nothing: \(result.otherScreenReaders)")
    #expect(result.view == "full-screen")
  }

  // MARK: A braille display shows Teller's lines

  @Test(
    "BRLTTY with the AT-SPI2 driver shows a Teller line, not a blank one, while linear output runs",
    .enabled(if: Reader.brltty.missing == nil, missing(.brltty)))
  func brailleShowsTellerLines() throws {
    let run = try Self.run(.brltty, .linearTab).run
    let start = try #require(run.keys.first?.at).adding(seconds: ReaderRun.brailleGrace)
    let share = try #require(run.tellerLineShare(from: start))
    #expect(ScreenReaderBounds.brailleShown(share: share), Self.figures(run))
  }
}
