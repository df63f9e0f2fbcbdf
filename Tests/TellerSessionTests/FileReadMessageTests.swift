import TellerSession
import Testing

/// The words of a file that cannot be read: English as the platform said
/// them before they were typed, Korean for a Korean user, the path and the
/// system's reason kept as given.
@Suite("File read problems' words")
struct FileReadMessageTests {
  @Test("English is the platform's old wording, byte for byte")
  func english() {
    let catalog = Catalog(language: .english)
    #expect(
      catalog[.cannotRead(path: "/tmp/a.txt", reason: "No such file or directory")]
        == "Cannot read '/tmp/a.txt': No such file or directory.")
    #expect(
      catalog[.tooLarge(path: "/dev/zero", limit: 16 << 20)]
        == "Cannot read '/dev/zero': It is larger than 16 MiB.")
    #expect(
      catalog[.tooLarge(path: "/dev/zero", limit: 1 << 16)]
        == "Cannot read '/dev/zero': It is too large.")
    #expect(catalog[.cannotRead(path: "a\u{1B}b", reason: "x")] == "Cannot read 'a\\eb': x.")
  }

  @Test("Korean names the file and keeps the system's reason")
  func korean() {
    let catalog = Catalog(language: .korean)
    #expect(
      catalog[.cannotRead(path: "/tmp/a.txt", reason: "No such file or directory")]
        == "'/tmp/a.txt' 파일을 읽을 수 없습니다: No such file or directory.")
    #expect(
      catalog[.tooLarge(path: "/dev/zero", limit: 16 << 20)]
        == "'/dev/zero' 파일을 읽을 수 없습니다: 16MiB보다 큽니다.")
    #expect(
      catalog[.tooLarge(path: "/dev/zero", limit: 1 << 16)]
        == "'/dev/zero' 파일을 읽을 수 없습니다: 파일이 너무 큽니다.")
  }
}
