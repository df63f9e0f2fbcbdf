import Glibc

/// A field of /proc/self/status in kibibytes, such as `VmRSS` (the resident
/// set size now) or `VmHWM` (its peak); nil where /proc is missing or the
/// field is not there.
func processStatusKiB(_ field: String) -> Int? {
  guard let file = fopen("/proc/self/status", "r") else { return nil }
  defer { fclose(file) }
  let prefix = field + ":"
  var buffer = [CChar](repeating: 0, count: 256)
  while fgets(&buffer, Int32(buffer.count), file) != nil {
    let line = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if line.hasPrefix(prefix) { return Int(line.filter(\.isNumber)) }
  }
  return nil
}

/// The resident set size now, in kibibytes (VmRSS); nil where /proc is
/// missing.
func residentKiB() -> Int? { processStatusKiB("VmRSS") }

/// The peak resident set size in kibibytes (VmHWM), from /proc, or from
/// getrusage where /proc is missing.
func peakResidentKiB() -> Int {
  if let kib = processStatusKiB("VmHWM") { return kib }
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Int(usage.ru_maxrss)
}
