import TellerAccessibility
import TellerSpeechModel
import Testing

@Suite("Voice settings: eSpeak NG's voice, and rate, pitch and volume on SSIP's scale")
struct VoiceSettingsTests {
  @Test("The voice is the one chosen by name, else en or ko as the language")
  func voices() {
    #expect(VoiceSettings(language: .english).espeakVoice == "en")
    #expect(VoiceSettings(language: .korean).espeakVoice == "ko")
    #expect(VoiceSettings(language: .korean, voice: "en-us").espeakVoice == "en-us")
    #expect(VoiceSettings(language: .korean).languageCode == "ko")
  }

  @Test(
    "Rate: the SSIP value at which speech-dispatcher's espeak-ng module says the same words a minute",
    arguments: [
      (80, -100), (100, -78), (125, -50), (170, 0), (175, 2), (200, 11), (300, 47), (449, 100),
      (450, 100),
    ])
  func rate(wordsPerMinute: Int, ssip: Int) {
    #expect(VoiceSettings(language: .english, rate: wordsPerMinute).ssipRate == ssip)
    // The module's own mapping (speech-dispatcher's espeak.c) gives the rate back.
    let (slowest, normal, fastest) = VoiceSettings.speechDispatcherRates
    let module =
      ssip < 0 ? normal + (normal - slowest) * ssip / 100 : normal + (fastest - normal) * ssip / 100
    #expect(abs(module - min(wordsPerMinute, fastest)) <= 2, "\(module) wpm")
  }

  @Test(
    "Pitch: 0 is -100, 50 is 0, 100 is 100", arguments: [(0, -100), (1, -98), (50, 0), (100, 100)])
  func pitch(value: Int, ssip: Int) {
    #expect(VoiceSettings(language: .english, pitch: value).ssipPitch == ssip)
  }

  @Test(
    "Volume: 0 is -100, 100 is 0, 200 is 100",
    arguments: [(0, -100), (99, -1), (100, 0), (200, 100)])
  func volume(value: Int, ssip: Int) {
    #expect(VoiceSettings(language: .english, volume: value).ssipVolume == ssip)
  }

  @Test("What the user did not give is sent nowhere: eSpeak NG uses its usual values")
  func notGiven() {
    let settings = VoiceSettings(language: .korean)
    #expect(settings.ssipRate == nil && settings.ssipPitch == nil && settings.ssipVolume == nil)
    #expect(settings.espeakRate == 175 && settings.espeakPitch == 50)
    #expect(settings.espeakVolume == 100)
    let given = VoiceSettings(language: .korean, rate: 300, pitch: 20, volume: 150)
    #expect(given.espeakRate == 300 && given.espeakPitch == 20 && given.espeakVolume == 150)
  }

  @Test("Options become settings unchanged")
  func fromOptions() {
    let options = SpeechOptions(voice: "ko", rate: 300, pitch: 20, volume: 150)
    #expect(
      VoiceSettings(options, language: .english)
        == VoiceSettings(language: .english, voice: "ko", rate: 300, pitch: 20, volume: 150))
  }

  @Test("A voice lists as its name, languages and longer name; it speaks a language by prefix")
  func voiceLines() {
    let voice = SpeechVoice(
      name: "gmw/en-US", languages: ["en-us", "en"], description: "English_(America)")
    #expect(voice.line == "gmw/en-US: en-us, en (English_(America))")
    #expect(
      voice.speaks("en") && voice.speaks("EN-US") && !voice.speaks("e") && !voice.speaks("ko"))
    #expect(SpeechVoice(name: "ko", languages: ["ko"], description: "ko").line == "ko: ko")
    #expect(SpeechVoice(name: "a\u{1B}", languages: ["b\n"]).line == "a\\e: b\\n")
  }
}
