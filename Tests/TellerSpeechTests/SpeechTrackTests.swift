import TellerApp
import Testing

@Suite("Speech track: utterances one after another, a short silence between")
struct SpeechTrackTests {
  @Test("An empty track has no samples")
  func empty() {
    let track = SpeechTrack(sampleRate: 1000)
    #expect(track.sampleCount == 0)
    #expect(track.utteranceCount == 0)
    #expect(track.seconds == 0)
  }

  @Test("The first utterance comes without a silence before it")
  func first() {
    var track = SpeechTrack(sampleRate: 1000, gapMilliseconds: 300)
    #expect(track.chunk(for: [5, 6]) == [5, 6])
    #expect(track.sampleCount == 2)
  }

  @Test("The second and later utterances follow a silence of the gap's length")
  func later() {
    var track = SpeechTrack(sampleRate: 1000, gapMilliseconds: 300)
    _ = track.chunk(for: [5, 6])
    let second = track.chunk(for: [7])
    #expect(second == [Int16](repeating: 0, count: 300) + [7])
    let third = track.chunk(for: [8, 9])
    #expect(third.count == 302)
    #expect(track.sampleCount == 2 + 301 + 302)
    #expect(track.utteranceCount == 3)
  }

  @Test("An utterance with no samples adds nothing, not even a silence")
  func silentUtterance() {
    var track = SpeechTrack(sampleRate: 22050)
    #expect(track.chunk(for: []) == [])
    #expect(track.chunk(for: [1]) == [1])
    #expect(track.chunk(for: []) == [])
    #expect(track.sampleCount == 1)
  }

  @Test("The gap is in samples at the track's rate; seconds count the silences")
  func gapAndSeconds() {
    var track = SpeechTrack(sampleRate: 22050, gapMilliseconds: 300)
    #expect(track.gapSamples == 6615)
    _ = track.chunk(for: [Int16](repeating: 1, count: 22050))
    _ = track.chunk(for: [Int16](repeating: 1, count: 22050))
    #expect(track.sampleCount == 44100 + 6615)
    #expect(abs(track.seconds - 2.3) < 1e-9)
  }
}
