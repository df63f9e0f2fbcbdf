/// Why a file Teller was asked to read (a script, the configuration file)
/// cannot be read, as data for the catalog to word.
public enum FileProblem: Hashable, Sendable {
  /// The system refused to open or read it, with its reason.
  case system(SystemReason)
  /// It is a folder.
  case folder
  /// It is neither a regular file nor a folder, such as a FIFO or a device.
  case notRegularFile
  /// Its bytes are not UTF-8 text.
  case notUTF8
  /// It is larger than `limit` bytes.
  case tooLarge(limit: Int)
}
