// teller-paced-audio: plays a WAV file into nothing, taking as long as it
// lasts.
//
// The screen-reader harness's speech-dispatcher module pipes
// `espeak-ng --stdout` into it, so a message takes as long to say as it
// would through a sound card, and speech-dispatcher queues and cuts
// messages as it would for a listener. It reads the 44-byte header, takes
// the byte rate from it (44,100 bytes a second for eSpeak NG's 22,050
// samples of 16 bits; that rate when the header is short or says 0), and
// then reads the samples no faster than that rate of wall time. It ends
// at the end of its input, or when it is killed (a cancel).

#if canImport(Glibc)
  import Glibc
#endif

/// Reads up to `count` bytes from standard input into `buffer`, retrying
/// when a signal interrupts; 0 at the end of input.
func readInput(_ buffer: inout [UInt8], _ count: Int) -> Int {
  while true {
    let got = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, count) }
    if got >= 0 || errno != EINTR { return max(got, 0) }
  }
}

/// Seconds on the monotonic clock.
func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Sleeps until an instant of the monotonic clock.
func sleep(until instant: Double) {
  var left = instant - now()
  while left > 0 {
    var pause = timespec(tv_sec: Int(left), tv_nsec: Int((left - Double(Int(left))) * 1e9))
    _ = nanosleep(&pause, nil)
    left = instant - now()
  }
}

var header = [UInt8](repeating: 0, count: 44)
var filled = 0
while filled < header.count {
  var chunk = [UInt8](repeating: 0, count: header.count - filled)
  let got = readInput(&chunk, chunk.count)
  if got == 0 { break }
  header.replaceSubrange(filled..<filled + got, with: chunk[0..<got])
  filled += got
}
let declared = filled == 44 ? header[28..<32].reversed().reduce(0) { $0 << 8 | Int($1) } : 0
let bytesPerSecond = Double(declared > 0 ? declared : 44_100)

let start = now()
var consumed = 0
var buffer = [UInt8](repeating: 0, count: 4410)
while true {
  let got = readInput(&buffer, buffer.count)
  if got == 0 { break }
  consumed += got
  sleep(until: start + Double(consumed) / bytesPerSecond)
}
