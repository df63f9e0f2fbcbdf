import Glibc

/// The peak resident set size in kibibytes (VmHWM), from /proc, or from
/// getrusage where /proc is missing.
func peakResidentKiB() -> Int {
  if let file = fopen("/proc/self/status", "r") {
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if line.hasPrefix("VmHWM:") {
        let digits = line.filter(\.isNumber)
        if let kib = Int(digits) { return kib }
      }
    }
  }
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Int(usage.ru_maxrss)
}
