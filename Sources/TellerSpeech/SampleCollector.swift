import TellerCLibraries

/// Receives the samples eSpeak NG hands to its callback during one
/// `espeak_Synth` call, and says whether synthesis goes on.
///
/// One collector is passed as the call's `user_data` and comes back in
/// every event list, so the callback needs no global state.
final class SampleCollector {
  /// Takes each buffer as it comes; returns false to stop synthesis.
  let receive: (UnsafeBufferPointer<Int16>) -> Bool
  /// Whether ``receive`` asked to stop.
  var stopped = false

  init(_ receive: @escaping (UnsafeBufferPointer<Int16>) -> Bool) { self.receive = receive }
}

/// eSpeak NG's synth callback: hands the buffer to the collector named by
/// the events' `user_data`; returns 1 to stop synthesis when it asks.
///
/// It runs on the thread that called `espeak_Synth`, with the
/// synthesizer's engine locked, in AUDIO_OUTPUT_SYNCHRONOUS mode.
func collectSamples(
  _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
  guard let context = events?.pointee.user_data else { return 0 }
  let collector = Unmanaged<SampleCollector>.fromOpaque(context).takeUnretainedValue()
  guard !collector.stopped else { return 1 }
  if let wav, count > 0, !collector.receive(UnsafeBufferPointer(start: wav, count: Int(count))) {
    collector.stopped = true
    return 1
  }
  return 0
}
