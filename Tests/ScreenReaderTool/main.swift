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
    --mode NAME     full-screen, linear-tab, linear-n or auto; repeat for several
                    (default: all)
    --messages      also print every message sent to speech, with its fate

  Set TELLER_SCREEN_READERS_KEEP=1 to keep each run's folder (logs, settings).
  """

var arguments = Array(CommandLine.arguments.dropFirst())
let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent()
var programs = ScenarioRun.Programs.beside(products)
var readers: [String] = []
var modes: [String] = []
var listMessages = false
while !arguments.isEmpty {
  let flag = arguments.removeFirst()
  switch flag {
  case "--messages":
    listMessages = true
  case "--help", "-h":
    print(usage)
    exit(0)
  case "--teller", "--reader", "--mode":
    guard !arguments.isEmpty else {
      FileHandle.standardError.write(Data("teller-screen-readers: \(flag) needs a value\n".utf8))
      exit(64)
    }
    let value = arguments.removeFirst()
    if flag == "--teller" {
      programs.teller = value
    } else if flag == "--reader" {
      readers.append(value)
    } else {
      modes.append(value)
    }
  default:
    FileHandle.standardError.write(
      Data("teller-screen-readers: unknown argument \(flag)\n\(usage)\n".utf8))
    exit(64)
  }
}

/// The modes each reader runs in, in order.
let plan: [(Reader, [Scenario])] = [
  (.fenrir, [.fullScreen, .linearTab, .linearN, .auto]),
  (.fenrirInterrupt, [.fullScreen, .linearTab, .linearN]),
  (.orca, [.fullScreen, .linearTab, .linearN, .auto]),
  (.brltty, [.fullScreen, .linearTab, .auto]),
]

func wanted(_ name: String, in chosen: [String]) -> Bool { chosen.isEmpty || chosen.contains(name) }

/// The screen readers other programs were running when a run began, which
/// `auto` sees as well as the one under test.
func beside(_ name: String, _ readers: [String]) -> Figure {
  Figure("\(name).other-screen-readers", readers.isEmpty ? "none" : readers.joined(separator: ", "))
}

print("teller: \(programs.teller)")
let durations = SpeechDurations()
let clock = ContinuousClock()
let whole = clock.now
for (reader, scenarios) in plan where wanted(reader.rawValue, in: readers) {
  if let missing = reader.missing {
    print("\(reader.rawValue): skipped (\(missing))")
    continue
  }
  for scenario in scenarios where wanted(scenario.mode, in: modes) {
    let began = clock.now
    let name = "\(reader.rawValue).\(scenario.mode)"
    do {
      let result = try ScenarioRun(reader, scenario, programs: programs)
      if scenario.next == nil { print(beside(name, result.otherScreenReaders)) }
      for figure in result.run.figures(duration: durations.seconds) { print(figure) }
      if listMessages { for line in result.run.messageLines { print(line) } }
      for problem in result.problems { print(Figure("\(name).problem", problem)) }
      for leftover in result.leftovers { print(Figure("\(name).leftover", leftover)) }
    } catch {
      print(Figure("\(name).failed", "\(error)"))
    }
    let seconds = (clock.now - began).components.seconds
    print(Figure("\(name).run-time", String(seconds), "s"))
  }
}
if wanted("plain", in: readers) && wanted("auto", in: modes) {
  for (name, program) in [("no-reader", nil), ("program-named-orca", "orca")] as [(String, String?)]
  {
    do {
      let result = try PlainTerminalRun(teller: programs.teller, besideProgramNamed: program)
      print(beside("\(name).auto", result.otherScreenReaders))
      print(Figure("\(name).auto.view", result.view))
      for leftover in result.leftovers { print(Figure("\(name).auto.leftover", leftover)) }
    } catch {
      print(Figure("\(name).auto.failed", "\(error)"))
    }
  }
}
print(Figure("screen-readers.run-time", String((clock.now - whole).components.seconds), "s"))
