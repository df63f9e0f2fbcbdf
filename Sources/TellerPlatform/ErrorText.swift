#if canImport(Glibc)
  import Glibc
#endif

/// The system's text for an error number, such as "No such file or
/// directory" for `ENOENT`.
public func errorText(_ number: Int32) -> String {
  guard let text = strerror(number) else { return "error \(number)" }
  return String(cString: text)
}
