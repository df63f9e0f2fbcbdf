import TellerPlatform

/// A field of /proc/self/status in kibibytes, such as `VmRSS` (the resident
/// set size now) or `VmHWM` (its peak); nil where /proc is missing or the
/// field is not there.
func processStatusKiB(_ field: String) -> Int? {
  guard let status = try? TextFile.read(path: "/proc/self/status") else { return nil }
  let prefix = field + ":"
  for line in status.split(separator: "\n") where line.hasPrefix(prefix) {
    return Int(line.filter(\.isNumber))
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
  return CurrentProcess.peakResidentKiB
}
