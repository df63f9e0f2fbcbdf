import TellerInput
import TellerSession
import TellerSounds
import TellerSpeechModel
import TellerText
import TellerWording

extension ManualPage {
  /// The SOUNDS section: what `--sounds` and `--announce` do, the table
  /// of sound icons, from ``SoundIcon`` and the catalog, and the audio
  /// graph.
  func soundsSection() -> [String] {
    var out = [heading(.sounds)]
    let lesson = "\(root.name) \(CommandTable.sounds.name)"
    let facts = ManualSoundFacts(
      sounds: SpeechOptionTable.soundIcons.name, on: SoundChoice.on.rawValue,
      mono: SoundChoice.mono.rawValue, recording: SpeechOptionTable.speechWav.name,
      speech: SpeechOptionTable.speech.name, announce: SessionOptionTable.announce.name,
      summaries: AnnouncedEvents.summaries.rawValue,
      pace: plainNumber(Announcer.summaryPace.seconds), lesson: lesson)
    out += Self.paragraphs([say(.sounds(facts)), say(.soundsTable(lesson: lesson))])
    for icon in SoundIcon.allCases {
      out += [".TP", ".B \(Self.escaped(icon.name))", Self.escaped(say(.soundIcon(icon)))]
    }
    let graph = AudioGraphManualFacts(
      command: "\(root.name) \(CommandTable.simulate.name)", option: CommandTable.audioGraph.name,
      secondsOption: CommandTable.graphSeconds.name,
      seconds: plainNumber(AudioGraph.defaultSeconds),
      key: catalog.keysText(KeyBindings.standard.keys(for: .playGraph)),
      recording: SpeechOptionTable.speechWav.name, lesson: lesson)
    out += Self.paragraphs([catalog[AudioGraphMessage.manual(graph)]])
    return out
  }
}
