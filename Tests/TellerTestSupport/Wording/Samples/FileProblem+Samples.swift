import TellerArguments
import TellerWording

extension FileProblem {
  /// One problem of each kind: typical reasons, and the script's limit
  /// and a smaller one. The tests hold it to every case.
  public static var samples: [FileProblem] {
    [
      .system(.known(.noSuchFile)), .system(.known(.permissionDenied)), .folder, .notRegularFile,
      .notUTF8, .tooLarge(limit: 16 << 20), .tooLarge(limit: 1 << 16),
    ]
  }
}
