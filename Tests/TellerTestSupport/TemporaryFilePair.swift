import Foundation

/// Two unique paths in the temporary folder for one child's files, such as
/// its caught output and errors: `teller-KIND-UUID.FIRST` and
/// `teller-KIND-UUID.SECOND`. The caller removes the files.
func temporaryFilePair(
  _ kind: String, _ first: String, _ second: String
) -> (String, String) {
  let stem = FileManager.default.temporaryDirectory
    .appendingPathComponent("teller-\(kind)-\(UUID().uuidString)").path
  return (stem + "." + first, stem + "." + second)
}
