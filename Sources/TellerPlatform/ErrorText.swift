import TellerArguments

#if canImport(Glibc)
  import Glibc
#endif

/// The system's text for an error number, such as "No such file or
/// directory" for `ENOENT`.
public func errorText(_ number: Int32) -> String {
  guard let text = strerror(number) else { return "error \(number)" }
  return String(cString: text)
}

/// The reason for an error number, by kind where users meet it often and
/// with the system's text otherwise, for the catalog to word.
public func systemReason(_ number: Int32) -> SystemReason {
  knownReason(number).map(SystemReason.known) ?? .other(errorText(number))
}

/// The kind of an error number users meet often; nil for the others.
private func knownReason(_ number: Int32) -> KnownSystemReason? {
  switch number {
  case ENOENT: .noSuchFile
  case ENOTDIR: .notAFolder
  case EISDIR: .isAFolder
  case EACCES: .permissionDenied
  case EPERM: .notPermitted
  case EROFS: .readOnlyFileSystem
  case ENOSPC: .noSpace
  case EEXIST: .exists
  case EPIPE: .brokenPipe
  case EIO: .inputOutput
  case EBADF: .badDescriptor
  case ENAMETOOLONG: .nameTooLong
  case ELOOP: .symbolicLinkLoop
  case ENOTTY: .notATerminal
  case ECONNREFUSED: .connectionRefused
  case ETIMEDOUT: .timedOut
  default: nil
  }
}
