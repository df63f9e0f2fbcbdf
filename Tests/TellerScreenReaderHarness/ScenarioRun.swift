import Foundation
import TellerScreenReaderModel
import TellerTestSupport

/// One run of a scenario under a screen reader, from starting its servers
/// to stopping every one of them, and what it measured.
public struct ScenarioRun: Sendable {
  /// What the run recorded: messages and fates, keys, cells, the view.
  public var run: ReaderRun
  /// Problems that make the figures wrong (the speech module failing,
  /// messages that could not be told apart, Teller not quitting); empty
  /// when there are none.
  public var problems: [String]
  /// Processes the run started that still ran after it stopped them;
  /// empty when it left nothing behind.
  public var leftovers: [String]
  /// Screen readers of other programs that ran on the machine before the
  /// run started its own, or when Teller had started
  /// (``ScreenReaderProcesses``): what else `auto` saw.
  public var otherScreenReaders: [String]

  /// Where the programs the harness needs are.
  public struct Programs: Sendable {
    /// The `teller` to run.
    public var teller: String
    /// `teller-paced-audio`, the speech module's WAV consumer.
    public var pacedAudio: String

    /// Creates the paths.
    public init(teller: String, pacedAudio: String) {
      self.teller = teller
      self.pacedAudio = pacedAudio
    }

    /// The programs next to a built product (the test bundle or the tool),
    /// with `TELLER_SCREEN_READERS_TELLER` naming another `teller`, such as
    /// a release build.
    public static func beside(_ products: URL) -> Programs {
      let chosen = ProcessInfo.processInfo.environment["TELLER_SCREEN_READERS_TELLER"]
      return Programs(
        teller: chosen ?? products.appendingPathComponent("teller").path,
        pacedAudio: products.appendingPathComponent("teller-paced-audio").path)
    }
  }

  /// How often, in seconds, the braille display is read during the
  /// scenario's pauses.
  static let sampling = 0.05

  /// Waits, at most 30 s, until the reader has said what it says on
  /// starting ("Start Fenrir", "Screen reader on") and has been quiet for
  /// a second: a user starts Teller from a reader that is up and quiet, so
  /// the reader's own start-up speech is not counted against Teller's
  /// answers. A reader that never speaks is waited for only the second.
  static func waitUntilQuiet(_ session: some ReaderSession) {
    var last = (state: [SpeechFate](), since: ContinuousClock.now)
    _ = pollCondition(timeout: .seconds(30)) {
      let fates = SpeechLogReader(text: session.speechLog).messages.map(\.fate)
      let speaking = fates.contains {
        if case .speakingAtEnd = $0 { return true }
        return false
      }
      if fates != last.state || speaking { last = (fates, ContinuousClock.now) }
      return ContinuousClock.now - last.since >= .seconds(1)
    }
  }

  /// Runs a scenario under a reader, and stops everything it started,
  /// whatever happens.
  ///
  /// - Throws: ``HarnessError`` (or a tmux error) when a program does not
  ///   start or Teller never shows; everything is stopped first.
  public init(_ reader: Reader, _ scenario: Scenario, programs: Programs) throws {
    var others = ScreenReaderProcesses.running()
    let folder = try HarnessFolder("\(reader.rawValue)-\(scenario.mode)")
    let processes = OwnedProcesses()
    defer {
      processes.stopAll()
      folder.remove()
    }
    let answers =
      scenario.startsOnly
      ? nil : try TellerAnswers(teller: programs.teller, moves: scenario.moves.map(\.command))
    let speech = try PacedSpeechDispatcher(
      consumer: programs.pacedAudio, folder: folder, processes: processes)
    let teller = TellerCommand(
      path: programs.teller, arguments: ["--lang", "en"] + scenario.tellerArguments)
    let session = try reader.start(teller, folder: folder, processes: processes, speech: speech)

    let hasDisplay = session.brailleLine() != nil
    var keys: [KeyPress] = []
    var cells = BrailleCells()
    let start = WallClock.now()
    func sample() {
      if let line = session.brailleLine() { cells.record(line, at: WallClock.now(after: start)) }
    }
    func press(_ key: ScenarioKey, answer: String?) throws {
      keys.append(KeyPress(name: key.name, at: WallClock.now(after: start), answer: answer))
      try session.type(key)
      sample()
    }
    func pause(_ duration: Duration) {
      let until = ContinuousClock.now + duration
      while ContinuousClock.now < until {
        sample()
        Thread.sleep(forTimeInterval: Self.sampling)
      }
    }

    if let key = session.startKey {
      Self.waitUntilQuiet(session)
      try press(key, answer: "Teller")
    }
    try session.waitUntilTellerShows(timeout: .seconds(30))
    sample()
    let view = try session.view()
    let alsoRunning = ScreenReaderProcesses.running(excludingBelow: processes.roots())
    others += alsoRunning.filter { !others.contains($0) }
    otherScreenReaders = others
    if let answers {
      try press(.character("a"), answer: answers.add)
      pause(scenario.pauseAfterAdd)
      for (move, label) in zip(scenario.moves, answers.moves) {
        try press(move.key, answer: label)
        pause(scenario.pauseAfterNext)
      }
      // A table key's answer is the line Teller wrote for it, the first
      // new last line after the key (news may follow later): what the
      // user is to hear, and to read on a braille display.
      for key in scenario.tableKeys {
        let before = try session.lastTellerLine()
        let until = ContinuousClock.now + scenario.pauseAfterTableKey
        try press(key, answer: nil)
        var line = before
        _ = pollCondition(timeout: scenario.pauseAfterTableKey) {
          sample()
          line = (try? session.lastTellerLine()) ?? line
          return line != before
        }
        keys[keys.count - 1].answer = line
        pause(until - ContinuousClock.now)
      }
    }
    let tellerProcess = session.tellerProcess
    let screenLines = session.screenLines() ?? []
    try press(.character("q"), answer: nil)
    var problems = session.problems
    let quit = pollCondition(timeout: .seconds(15)) {
      sample()
      return tellerProcess.map { !ProcessTree.isRunning($0) } ?? true
    }
    if !quit { problems.append("Teller did not quit within 15 s of q") }
    let end = WallClock.now(after: start)
    processes.stopAll()
    let log = SpeechLogReader(text: session.speechLog)
    if log.unmatchedDispatches > 0 {
      problems.append("\(log.unmatchedDispatches) spoken messages matched no queued text")
    }
    leftovers = processes.leftovers()
    self.problems = problems
    run = ReaderRun(
      name: "\(reader.rawValue).\(scenario.mode)", messages: log.messages, keys: keys, end: end,
      cells: hasDisplay ? cells : nil, view: view, screenLines: screenLines)
  }
}
