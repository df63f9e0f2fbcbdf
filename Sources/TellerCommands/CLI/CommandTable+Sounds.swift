import TellerArguments
import TellerSession
import TellerSounds
import TellerSpeechModel
import TellerWording

extension CommandTable {
  /// `teller sounds`.
  public static let sounds = CommandSpec(
    name: "sounds",
    summary: CommandSummary.sounds,
    options: [
      SessionOptionTable.language.spec, soundsWav.spec, lessonSounds.spec,
      SpeechOptionTable.voice.spec, SpeechOptionTable.speakingRate.spec,
    ])
}
