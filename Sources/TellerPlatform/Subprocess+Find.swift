#if canImport(Glibc)
  import Glibc
#endif

extension Subprocess {
  /// Finds a program the way a shell does: the first folder on `PATH`
  /// (`/usr/bin:/bin` when it is unset) that holds a file of that name
  /// this process may run, then the extra folders.
  ///
  /// - Parameters:
  ///   - name: the program's name, without a folder.
  ///   - extraFolders: folders to look in after `PATH`'s.
  /// - Returns: its path, or nil.
  /// - Complexity: one `access` call per folder.
  public static func find(_ name: String, alsoIn extraFolders: [String] = []) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    let folders = path.split(separator: ":").map(String.init) + extraFolders
    for folder in folders where !folder.isEmpty {
      let candidate = folder + "/" + name
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
