import Testing

@testable import TellerSounds

/// A clip of given samples, for placing by hand.
private func clip(_ samples: [Int16], channels: Int = 1) -> SoundClip {
  SoundClip(sampleRate: 100, channels: channels, samples: samples)
}

/// The audio a mixer handed out, as plain frames (silence written out).
private func flatten(_ audio: [MixedAudio], channels: Int = 1) -> [Int16] {
  MixedAudio.samples(audio, channels: channels)
}

@Suite("The recording's mixer: speech and icons, each at its frame")
struct RecordingMixerTests {
  @Test("Speech alone comes out as it went in, silences as silence")
  func speechAlone() {
    var mixer = RecordingMixer(channels: 1)
    mixer.appendSpeech([1, 2, 3])
    mixer.appendSpeechSilence(4)
    mixer.appendSpeech([5, 6])
    let out = mixer.finish()
    #expect(out == [.frames([1, 2, 3]), .silence(frames: 4), .frames([5, 6])])
    #expect(mixer.written == 9 && mixer.end == 9)
  }

  @Test("An icon over speech is added to it, frame for frame, and clamped at 16 bits")
  func iconOverSpeech() {
    var mixer = RecordingMixer(channels: 1)
    mixer.appendSpeech([10, 10, 10, 10, 32_000, 10])
    mixer.place(clip([1, 2, 3]), at: 2)
    mixer.place(clip([1_000, 1_000]), at: 4)
    #expect(flatten(mixer.finish()) == [10, 10, 11, 12, 32_767, 1_010])
  }

  @Test("An icon past speech's end lengthens the recording, with silence before it")
  func iconPastTheEnd() {
    var mixer = RecordingMixer(channels: 1)
    mixer.appendSpeech([7, 7])
    mixer.place(clip([1, 2]), at: 5)
    #expect(mixer.end == 7)
    #expect(mixer.finish() == [.frames([7, 7]), .silence(frames: 3), .frames([1, 2])])
  }

  @Test("Stereo: speech in the middle at full level on both sides, icons as rendered")
  func stereo() {
    var mixer = RecordingMixer(channels: 2)
    mixer.appendSpeech([100, 200, 300])
    mixer.place(clip([1, -1, 2, -2], channels: 2), at: 1)
    #expect(flatten(mixer.finish(), channels: 2) == [100, 100, 201, 199, 302, 298])
  }

  @Test("A clip with the wrong channel count is not placed")
  func wrongChannels() {
    var mixer = RecordingMixer(channels: 2)
    mixer.place(clip([1, 2, 3]), at: 0)
    #expect(mixer.end == 0)
  }

  @Test("Settling hands out only frames before the point, and never past speech's end")
  func settling() {
    var mixer = RecordingMixer(channels: 1)
    mixer.appendSpeech([1, 1, 1, 1])
    mixer.place(clip([5, 5, 5]), at: 3)
    #expect(flatten(mixer.settle(before: 2)) == [1, 1])
    #expect(mixer.written == 2)
    // Speech ends at 4: frames past it may still get speech.
    #expect(flatten(mixer.settle(before: 10)) == [1, 6])
    #expect(mixer.written == 4)
    mixer.appendSpeechSilence(1)
    mixer.appendSpeech([2])
    #expect(flatten(mixer.finish()) == [5, 7])
    #expect(mixer.written == 6)
  }

  @Test("Truncating speech cuts it, but an icon placed there still sounds")
  func truncation() {
    var mixer = RecordingMixer(channels: 1)
    mixer.appendSpeech([9, 9, 9, 9, 9, 9])
    mixer.place(clip([1, 1, 1, 1]), at: 2)
    mixer.truncateSpeech(to: 3)
    #expect(mixer.speechEnd == 3)
    mixer.appendSpeech([4])
    #expect(flatten(mixer.finish()) == [9, 9, 10, 5, 1, 1])
  }

  @Test("Truncation never reaches back before what was handed out")
  func truncationStopsAtWritten() {
    var mixer = RecordingMixer(channels: 1)
    mixer.appendSpeech([3, 3, 3, 3])
    _ = mixer.settle(before: 3)
    mixer.truncateSpeech(to: 1)
    #expect(mixer.speechEnd == 3)
    #expect(flatten(mixer.finish()) == [])
  }

  @Test("An icon placed before what was handed out is heard from there on")
  func lateIcon() {
    var mixer = RecordingMixer(channels: 1)
    mixer.appendSpeech([0, 0, 0, 0])
    _ = mixer.settle(before: 2)
    mixer.place(clip([1, 2, 3]), at: 1)
    #expect(flatten(mixer.finish()) == [2, 3])
  }

  @Test("Finishing with a cut ends icons there; speech's end still counts")
  func cutAtFinish() {
    var mixer = RecordingMixer(channels: 1)
    mixer.appendSpeech([1, 1])
    mixer.place(clip([5, 5, 5, 5]), at: 1)
    mixer.place(clip([8, 8]), at: 6)
    #expect(flatten(mixer.finish(cuttingSoundsAt: 3)) == [1, 6, 5])
  }

  @Test(
    "Cutting the sounds placed at a frame: only those, at the cut, never before what was handed out"
  )
  func cutSounds() {
    var mixer = RecordingMixer(channels: 1)
    mixer.appendSpeech([1, 1, 1, 1])
    mixer.place(clip([5, 5, 5, 5, 5]), at: 2)
    mixer.place(clip([7, 7, 7, 7]), at: 1)
    _ = mixer.settle(before: 4)
    // Asked to cut at 3, after frames up to 4 were handed out: cut at 4.
    mixer.cutSounds(placedAt: 2, at: 3)
    #expect(flatten(mixer.finish()) == [7])
    // A sound cut before it starts is dropped whole.
    var early = RecordingMixer(channels: 1)
    early.place(clip([5, 5]), at: 3)
    early.place(clip([6]), at: 0)
    early.cutSounds(placedAt: 3, at: 1)
    #expect(flatten(early.finish()) == [6])
  }

  @Test("Long silences cost nothing: an hour between two icons is one silence")
  func longSilence() {
    let hour = 3600 * 22_050
    var mixer = RecordingMixer(channels: 2)
    mixer.place(clip([1, 1], channels: 2), at: 0)
    mixer.appendSpeechSilence(hour)
    mixer.place(clip([2, 2], channels: 2), at: hour)
    let out = mixer.finish()
    let expected: [MixedAudio] = [.frames([1, 1]), .silence(frames: hour - 1), .frames([2, 2])]
    #expect(out == expected)
    let frames = out.map { $0.frameCount(channels: 2) }.reduce(0, +)
    #expect(frames == hour + 1)
  }
}
