#if canImport(Glibc)
  import Glibc
#endif

// Reads a WAV stream on standard input and throws it away as fast as a
// sound card would play it: the 44-byte header gives the bytes per second,
// and the data is read no faster than that, against the wall clock. A
// speech-dispatcher module that pipes its speech into it takes as long as
// the speech lasts, as it would with a real sound card.

/// Reads up to `count` bytes; 0 at the end.
func readSome(_ buffer: inout [UInt8], _ count: Int) -> Int {
  while true {
    let got = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, count) }
    if got < 0 && errno == EINTR { continue }
    return max(0, got)
  }
}

var header = [UInt8](repeating: 0, count: 44)
var filled = 0
while filled < 44 {
  var part = [UInt8](repeating: 0, count: 44 - filled)
  let got = readSome(&part, part.count)
  guard got > 0 else { exit(0) }
  header.replaceSubrange(filled..<(filled + got), with: part[0..<got])
  filled += got
}
let byteRate = header[28..<32].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
let bytesPerSecond = byteRate > 0 ? byteRate : 44_100
let clock = ContinuousClock()
let start = clock.now
var consumed = 0
var chunk = [UInt8](repeating: 0, count: 4096)
while true {
  let got = readSome(&chunk, chunk.count)
  guard got > 0 else { break }
  consumed += got
  let due = start + .microseconds(consumed * 1_000_000 / bytesPerSecond)
  let wait = clock.now.duration(to: due).components
  if wait.seconds >= 0 && (wait.seconds > 0 || wait.attoseconds > 0) {
    var pause = timespec(tv_sec: Int(wait.seconds), tv_nsec: Int(wait.attoseconds / 1_000_000_000))
    _ = nanosleep(&pause, nil)
  }
}
