/// Gathers the samples eSpeak NG hands to its callback during one
/// `espeak_Synth` call.
///
/// One collector is passed as the call's `user_data` and comes back in
/// every event list, so the callback needs no global state.
final class SampleCollector {
  /// The samples so far.
  var samples: [Int16] = []
}

/// Where `user_data` lies in an `espeak_EVENT`: after six 4-byte fields.
private let userDataOffset = 24

/// eSpeak NG's synth callback: appends the buffer to the collector named
/// by the events' `user_data`, and asks it to go on.
///
/// It runs on the thread that called `espeak_Synth`, while the
/// synthesizer's lock is held, in AUDIO_OUTPUT_SYNCHRONOUS mode.
func collectSamples(
  _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutableRawPointer?
) -> Int32 {
  guard let events,
    let context = events.load(fromByteOffset: userDataOffset, as: UnsafeMutableRawPointer?.self)
  else { return 0 }
  let collector = Unmanaged<SampleCollector>.fromOpaque(context).takeUnretainedValue()
  if let wav, count > 0 {
    collector.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
  }
  return 0
}
