import TellerArguments
import TellerBank
import TellerSounds

/// Somewhere sound icons are played: Teller's own player, speech-dispatcher's
/// `SOUND_ICON`, or the WAV recording, mixed with the speech.
///
/// ``SpeechOutput`` gives each step's icons, at their events' model times,
/// before the step's speech. ``play(_:)`` returns at once, the work
/// happening on the sink's own thread, so a sound never waits behind
/// speech and never holds up keys.
public protocol SoundSink: AnyObject {
  /// Plays icons at their model times (a step's, in time order).
  func play(_ icons: [PlacedIcon])
  /// Ends the sink and waits for it (see ``SpeechSink/finish(drain:at:)``).
  func finish(drain: Bool, at time: ModelTime?) -> ExitCode?
  /// Plays an audio graph after its sentence, cutting off one playing.
  func playGraph(_ cue: GraphCue)
  /// Stops the audio graph playing, if any, at a model time (a key's).
  func stopGraph(at time: ModelTime)
}

extension SoundSink {
  /// Plays no graph: a sink that cannot play samples of its own
  /// (speech-dispatcher's `SOUND_ICON` plays only named icons).
  public func playGraph(_ cue: GraphCue) {}
  /// Stops nothing.
  public func stopGraph(at time: ModelTime) {}
}
