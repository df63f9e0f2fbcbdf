import TellerArguments
import TellerSession
import TellerSounds
import TellerSpeechModel

extension CommandTable {
  /// `teller sounds`.
  public static let sounds = CommandSpec(
    name: "sounds",
    summary: "Play each sound icon after its name, to learn them; or write them into a WAV file.",
    options: [
      SessionOptionTable.language.spec, soundsWav.spec, lessonSounds.spec,
      SpeechOptionTable.voice.spec, SpeechOptionTable.speakingRate.spec,
    ])
}
