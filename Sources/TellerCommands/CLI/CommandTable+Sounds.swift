import TellerArguments
import TellerSession
import TellerSounds
import TellerSpeechModel

extension CommandTable {
  /// `teller --sounds`.
  static let soundsOption = OptionSpec.value(
    "sounds", "WHEN",
    help:
      "off, on (sound icons for starts, finishes, adds, all served, edges and errors,"
      + " left and right as the lists sit) or mono (default off).",
    choices: SoundChoice.allCases.map(\.rawValue))

  /// `teller --announce`.
  static let announceOption = OptionSpec.value(
    "announce", "EVENTS",
    help:
      "all, or summaries: starts and finishes are left to the sounds and speech says"
      + " how many wait, at most every 3 seconds (default all).",
    choices: AnnouncedEvents.allCases.map(\.rawValue))

  /// `teller sounds`.
  public static let sounds = CommandSpec(
    name: "sounds",
    summary: "Play each sound icon after its name, to learn them; or write them into a WAV file.",
    options: [
      languageOption,
      .value("speech-wav", "FILE", help: "Write the sounds and their names into a WAV file."),
      .value(
        "sounds", "WHEN", help: "on (left and right, as the lists sit) or mono (default on).",
        choices: [SoundChoice.on, .mono].map(\.rawValue)),
      voiceOption,
      rateOption,
    ])
}
