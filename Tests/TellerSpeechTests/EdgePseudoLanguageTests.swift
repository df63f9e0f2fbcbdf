import TellerSession
import TellerSpeech
import TellerTestSupport
import Testing

/// The speech edge's own lines in the pseudo-language: the recording's
/// problems and `teller voices`' heading come through the catalog given.
@Suite("Speech edge in the pseudo-language")
struct EdgePseudoLanguageTests {
  let catalog = PseudoWording.catalog

  @Test("A recording that cannot be created or written is worded by the catalog")
  func recordingErrors() {
    for atCreation in [true, false] {
      let error = SpeechRecordingError(
        path: "a.wav", reason: .known(.inputOutput), atCreation: atCreation)
      let line = error.message(in: catalog)
      #expect(line.hasPrefix("⟦"))
      #expect(PseudoWording.english(in: line, allowed: ["wav"]).isEmpty, "\(line)")
    }
  }

  @Test("teller voices' heading is worded by the catalog, for one voice and many")
  func voicesHeading() {
    let listing = VoiceListing(engine: "eSpeak NG", voices: [])
    for count in [0, 1, 5] {
      let heading = catalog[.voicesHeading(engine: listing.engine, count: count)]
      #expect(PseudoWording.english(in: heading, allowed: ["NG"]).isEmpty, "\(heading)")
    }
    #expect(
      listing.report([], catalog: catalog) == catalog[.voicesHeading(engine: "eSpeak NG", count: 0)]
        + "\n")
    #expect(
      listing.report([], catalog: .english)
        == "eSpeak NG: 0 voices; give the name before the colon to --voice.\n")
  }
}
