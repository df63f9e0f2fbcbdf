// teller-screen-readers: what Fenrir, Orca and BRLTTY users hear and read
// of Teller, measured with the real screen readers, headless.
//
// Each reader runs in a private harness (its own speech-dispatcher whose
// speech takes real time, and for Orca and BRLTTY its own X server, bus
// and terminal) through the issue's scenario "start, a, 3 s, next element,
// next element, q" in each mode, and the figures are printed one a line
// as `name: value unit`. `Scripts/screen-readers` builds and runs it;
// `docs/screen-readers.md` explains the figures.

import Foundation
import TellerScreenReaderHarness
import TellerScreenReaderModel

let usage = """
  Usage: teller-screen-readers [--teller PATH] [--reader NAME]... [--mode NAME]...

  Runs Teller under real screen readers and prints what reached the user,
  one figure a line as `name: value unit`.

    --teller PATH   the teller to run (default: the one built beside this program;
                    also TELLER_SCREEN_READERS_TELLER)
    --reader NAME   fenrir, fenrir-interrupt, orca, brltty or plain (no reader);
                    repeat for several (default: all)
    --mode NAME     full-screen, linear-tab, linear-n, linear-table or auto; repeat
                    for several
                    (default: all)
    --messages      also print every message sent to speech, with its fate
    --page FILE     then write the figures into FILE's measured part (between its
                    markers), stamped with --date, --commit and --build
    --date DAY, --commit HASH, --build release|debug, --local-changes
                    the stamp: the day, the commit and build measured, and whether
                    the tree had uncommitted changes

  Set TELLER_SCREEN_READERS_KEEP=1 to keep each run's folder (logs, settings).
  """

var arguments = Array(CommandLine.arguments.dropFirst())
let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent()
var programs = ScenarioRun.Programs.beside(products)
var readers: [String] = []
var modes: [String] = []
var listMessages = false
var page: String?
var stamp = ScreenReaderPage.Stamp(date: "", commit: "", build: "debug")
while !arguments.isEmpty {
  let flag = arguments.removeFirst()
  switch flag {
  case "--messages":
    listMessages = true
  case "--local-changes":
    stamp.hasLocalChanges = true
  case "--help", "-h":
    print(usage)
    exit(0)
  case "--teller", "--reader", "--mode", "--page", "--date", "--commit", "--build":
    guard !arguments.isEmpty else {
      FileHandle.standardError.write(Data("teller-screen-readers: \(flag) needs a value\n".utf8))
      exit(64)
    }
    let value = arguments.removeFirst()
    switch flag {
    case "--teller": programs.teller = value
    case "--reader": readers.append(value)
    case "--mode": modes.append(value)
    case "--page": page = value
    case "--date": stamp.date = value
    case "--commit": stamp.commit = value
    default: stamp.build = value
    }
  default:
    FileHandle.standardError.write(
      Data("teller-screen-readers: unknown argument \(flag)\n\(usage)\n".utf8))
    exit(64)
  }
}

if page != nil && !stamp.isWellFormed {
  FileHandle.standardError.write(
    Data(
      "teller-screen-readers: --page needs --date YYYY-MM-DD, --commit HASH and --build release or debug\n"
        .utf8))
  exit(64)
}

/// Every line printed, for the page.
var printed: [String] = []

/// Prints a line and keeps it.
@MainActor func emit(_ line: CustomStringConvertible) {
  print(line)
  printed.append(line.description)
}

/// Waits, at most 120 s, until no other program's screen reader runs, as
/// `auto` is judged beside the one reader under test alone (other
/// programs, tests among them, may run real ones for a while).
func waitForNoOtherScreenReader() {
  let clock = ContinuousClock()
  let deadline = clock.now + .seconds(120)
  while !ScreenReaderProcesses.running().isEmpty && clock.now < deadline {
    Thread.sleep(forTimeInterval: 0.5)
  }
}

/// The modes each reader runs in, in order.
let plan: [(Reader, [Scenario])] = [
  (.fenrir, [.fullScreen, .linearTab, .linearN, .linearTable, .auto]),
  (.fenrirInterrupt, [.fullScreen, .linearTab, .linearN]),
  (.orca, [.fullScreen, .linearTab, .linearN, .linearTable, .auto]),
  (.brltty, [.fullScreen, .linearTab, .linearTable, .auto]),
]

func wanted(_ name: String, in chosen: [String]) -> Bool { chosen.isEmpty || chosen.contains(name) }

/// The screen readers other programs were running when a run began, which
/// `auto` sees as well as the one under test.
func beside(_ name: String, _ readers: [String]) -> Figure {
  Figure("\(name).other-screen-readers", readers.isEmpty ? "none" : readers.joined(separator: ", "))
}

emit("teller: \(programs.teller)")
let durations = SpeechDurations()
let clock = ContinuousClock()
let whole = clock.now
for (reader, scenarios) in plan where wanted(reader.rawValue, in: readers) {
  if let missing = reader.missing {
    emit("\(reader.rawValue): skipped (\(missing))")
    continue
  }
  for scenario in scenarios where wanted(scenario.mode, in: modes) {
    if scenario.startsOnly { waitForNoOtherScreenReader() }
    let began = clock.now
    let name = "\(reader.rawValue).\(scenario.mode)"
    do {
      let result = try ScenarioRun(reader, scenario, programs: programs)
      if scenario.startsOnly { emit(beside(name, result.otherScreenReaders)) }
      for figure in result.run.figures(duration: durations.seconds) { emit(figure) }
      for figure in BoundVerdicts.figures(reader, scenario, result) { emit(figure) }
      if listMessages { for line in result.run.messageLines { emit(line) } }
      for problem in result.problems { emit(Figure("\(name).problem", problem)) }
      for leftover in result.leftovers { emit(Figure("\(name).leftover", leftover)) }
    } catch {
      emit(Figure("\(name).failed", "\(error)"))
    }
    let seconds = (clock.now - began).components.seconds
    emit(Figure("\(name).run-time", String(seconds), "s"))
  }
}
if wanted("plain", in: readers) && wanted("auto", in: modes) {
  for (name, program) in [("no-reader", nil), ("program-named-orca", "orca")] as [(String, String?)]
  {
    waitForNoOtherScreenReader()
    do {
      let result = try PlainTerminalRun(teller: programs.teller, besideProgramNamed: program)
      emit(beside("\(name).auto", result.otherScreenReaders))
      emit(Figure("\(name).auto.view", result.view))
      for figure in BoundVerdicts.figures(plain: "\(name).auto", result) { emit(figure) }
      for leftover in result.leftovers { emit(Figure("\(name).auto.leftover", leftover)) }
    } catch {
      emit(Figure("\(name).auto.failed", "\(error)"))
    }
  }
}
emit(Figure("screen-readers.run-time", String((clock.now - whole).components.seconds), "s"))

if let page {
  // The measured part of the page is made from what was printed, and
  // nothing else.
  guard let text = try? String(contentsOfFile: page, encoding: .utf8),
    let written = ScreenReaderPage.replacingBlock(
      in: text, with: ScreenReaderPage.block(stamp: stamp, output: printed))
  else {
    FileHandle.standardError.write(
      Data(
        "teller-screen-readers: \(page) has no measured part between its markers\n".utf8))
    exit(66)
  }
  do {
    try written.write(toFile: page, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("teller-screen-readers: cannot write \(page)\n".utf8))
    exit(73)
  }
}
