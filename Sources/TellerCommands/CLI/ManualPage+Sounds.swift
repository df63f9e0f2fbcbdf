import TellerSession
import TellerSounds

extension ManualPage {
  /// The SOUNDS section: what `--sounds` and `--announce` do, and the
  /// table of sound icons, from ``SoundIcon`` and the catalog.
  static func soundsSection() -> [String] {
    var out = [".SH SOUNDS"]
    let pace = Announcer.summaryPace.seconds.formatted
    let about = [
      "With --sounds on, Teller plays a short sound icon, under 150 ms, for each start,",
      "finish, add, all served, navigation edge and error, in stereo where the lists sit:",
      "Waiting on the left, Processing on the right (--sounds mono puts them in the",
      "middle). Sounds go where speech goes: into the --speech-wav recording, at the model",
      "time of their events, to the sample, which becomes stereo; and live with --speech,",
      "through the same player as eSpeak NG, or as speech-dispatcher's SOUND_ICON when its",
      "sound icons (the sound-icons package) are installed on this machine. With neither,",
      "they play alone, beside a screen reader reading the text. Text output never changes.",
      "--announce summaries leaves starts and finishes to the sounds: speech says only how",
      "many wait, at most every \(pace) seconds, besides adds, resets and all served.",
      "teller sounds plays each icon after its name.",
    ]
    out += paragraphs([
      about.joined(separator: " "),
      "The icons, by the name teller sounds gives them, with speech-dispatcher's icon:",
    ])
    let catalog = Catalog.english
    for icon in SoundIcon.allCases {
      out += [
        ".TP", ".B \(escaped(icon.name))",
        escaped(
          "\(catalog.soundMeaning(icon)): \(catalog.soundDescription(icon)) "
            + "(speech-dispatcher: \(icon.serverName))."),
      ]
    }
    return out
  }
}

extension Double {
  /// A whole number without its decimal point: 3.0 as "3".
  fileprivate var formatted: String {
    self == Double(Int(self)) ? String(Int(self)) : String(self)
  }
}
