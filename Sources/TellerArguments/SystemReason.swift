/// Why a call to the system failed, as data: the reasons users meet most
/// by kind, so that each language words them, Teller's own where an edge
/// gives up on a call, and any other with the system's own sentence.
///
/// The platform layer makes one from the error number a call left; the
/// catalog of whoever prints the error words it. English words each
/// system kind as the C library does ("No such file or directory"); Korean
/// in Korean.
public enum SystemReason: Hashable, Sendable {
  /// A reason Teller knows by kind, which each language words.
  case known(KnownSystemReason)
  /// Any other reason, as the system words it, such as "Operation not
  /// supported".
  case other(String)
}

/// The reasons for a failed call that Teller knows by kind: the error
/// numbers users meet most, and Teller's own where an edge gives up.
public enum KnownSystemReason: Hashable, Sendable, CaseIterable {
  /// `ENOENT`: no such file or folder.
  case noSuchFile
  /// `ENOTDIR`: a part of the path is not a folder.
  case notAFolder
  /// `EISDIR`: the path is a folder.
  case isAFolder
  /// `EACCES`: the permissions do not allow it.
  case permissionDenied
  /// `EPERM`: the operation is not permitted.
  case notPermitted
  /// `EROFS`: the file system is read-only.
  case readOnlyFileSystem
  /// `ENOSPC`: the device is full.
  case noSpace
  /// `EEXIST`: the file exists already.
  case exists
  /// `EPIPE`: the reader of a pipe or socket has gone.
  case brokenPipe
  /// `EIO`: the device failed.
  case inputOutput
  /// `EBADF`: the descriptor is not open.
  case badDescriptor
  /// `ENAMETOOLONG`: the file name is too long.
  case nameTooLong
  /// `ELOOP`: symbolic links lead round in a loop.
  case symbolicLinkLoop
  /// `ENOTTY`: the descriptor is not a terminal.
  case notATerminal
  /// `ECONNREFUSED`: nothing listens at the address.
  case connectionRefused
  /// `ETIMEDOUT`: the connection timed out.
  case timedOut
  /// No thread could be started to look a host name up.
  case noThreadToLookUp
  /// No thread could be started to write a recording.
  case noThreadToWrite
  /// A write took nothing, though it did not fail.
  case nothingWritten
  /// The file was closed already.
  case closed
  /// A socket's path is longer than a socket address holds.
  case socketPathTooLong
  /// The host name was found, with no address to connect to.
  case noAddress
}
