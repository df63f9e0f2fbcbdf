import TellerSounds
import TellerText

extension EnglishWording {
  /// The English words of the audio graph.
  public func text(_ message: AudioGraphMessage) -> String {
    switch message {
    case .sentence(let facts):
      let day = text(SimulateMessage.span(facts.span))
      let extremes =
        facts.peak == 0
        ? "nobody waited."
        : "highest \(groupedNumber(facts.peak)), at \(text(SimulateMessage.span(facts.peakAt)))."
      let scale =
        facts.standardScale
        ? "each customer a semitone higher." : "the highest two octaves above an empty line."
      let tick = facts.tick.map { "A tick \(Self.every($0)); " } ?? "No ticks; "
      return "Waiting customers over \(day): \(extremes) \(tick)\(scale)"
    case .nothingToHear: return "No time has passed: there is no graph to hear."
    case .lessonHeading:
      return "The audio graph: the waiting line as pitch over time, a tick each hour, "
        + "the busy clerks a low voice on the right. Three days, each after its name:"
    case .example(.rising): return "A line that grows"
    case .example(.falling): return "A line that empties"
    case .example(.steady): return "A line that holds steady"
    case .exampleDescription(.rising): return "the pitch climbs an octave over four hours"
    case .exampleDescription(.falling):
      return "the pitch falls an octave, and the low voice steps down as the clerks fall idle"
    case .exampleDescription(.steady): return "the pitch stays, wavering a semitone"
    case .cannotCreate(let option, let path, let reason):
      return "--\(option): Cannot create '\(path)': \(text(reason))."
    case .cannotWrite(let option, let path, let reason):
      return "--\(option): Cannot write '\(path)': \(text(reason))."
    case .withoutSentence: return "the graph is heard without its sentence."
    case .written(let path, let seconds): return "Audio graph: \(path), \(seconds) s"
    case .manual(let facts):
      let key =
        facts.key.map {
          " In the session, \($0) plays the day so far the same way, through the sounds' player, "
            + "and any key stops it; --\(facts.recording) records it."
        } ?? ""
      return "The audio graph lets a listener hear a whole day in a few seconds. \(facts.command) "
        + "--\(facts.option) FILE writes it into a WAV file: first a sentence gives the day's "
        + "length, the most customers waiting and when, then the waiting line plays as pitch over "
        + "time, compressed into --\(facts.secondsOption) seconds (\(facts.seconds) by default). "
        + "An empty line sounds at 220 Hz and each customer waiting is a semitone higher, so equal "
        + "steps in the line are equal steps in pitch; a day whose peak passes 24 shares two "
        + "octaves out evenly. A soft tick marks each hour (or a rounder unit for a much shorter "
        + "or longer day), and the busy clerks are a quieter, lower voice on the right. The "
        + "sentence is spoken by eSpeak NG; without it the graph comes alone and the sentence is "
        + "printed.\(key) \(facts.lesson) ends with three examples: a line that grows, one that "
        + "empties and one that holds."
    }
  }

  /// How often a graph ticks: "every hour".
  private static func every(_ tick: GraphTick) -> String {
    switch tick {
    case .second: "every second"
    case .tenSeconds: "every 10 seconds"
    case .minute: "every minute"
    case .tenMinutes: "every 10 minutes"
    case .hour: "every hour"
    case .day: "every day"
    case .week: "every week"
    }
  }
}
