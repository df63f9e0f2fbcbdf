#if canImport(Glibc)
  import Glibc
#endif

/// Whether a process runs: it exists and is no zombie, as `/proc` shows it.
func isRunning(_ process: pid_t) -> Bool {
  let fd = open("/proc/\(process)/stat", O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { return false }
  defer { close(fd) }
  var bytes = [UInt8](repeating: 0, count: 512)
  let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
  guard count > 0 else { return false }
  let stat = bytes[0..<count]
  // "PID (NAME) STATE ...": the state follows the last parenthesis.
  guard let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < count else { return false }
  return stat[close + 2] != UInt8(ascii: "Z")
}

/// Every process of a process group that still runs: exists and is no
/// zombie, as `/proc` shows it.
func running(inGroup group: pid_t) -> [pid_t] {
  guard let folder = opendir("/proc") else { return [] }
  defer { closedir(folder) }
  var found: [pid_t] = []
  while let entry = readdir(folder) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    guard let process = pid_t(name), getpgid(process) == group, isRunning(process) else { continue }
    found.append(process)
  }
  return found
}
