import TellerArguments
import TellerSounds

extension CommandTable {
  /// `teller sounds`.
  public static let sounds = CommandSpec(
    name: "sounds",
    summary: "Play each sound icon after its name, to learn them; or write them into a WAV file.",
    options: [language.spec, soundsWav.spec, lessonSounds.spec, voice.spec, speakingRate.spec])
}
