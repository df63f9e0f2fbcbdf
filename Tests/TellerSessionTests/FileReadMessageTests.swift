import TellerArguments
import TellerSession
import TellerWording
import Testing

/// The words of a file that cannot be read: English as the platform said
/// them before they were typed, Korean for a Korean user, the path kept as
/// given and the system's reason worded in each language.
@Suite("File read problems' words")
struct FileReadMessageTests {
  @Test("English is the platform's old wording, byte for byte")
  func english() {
    let catalog = Catalog(language: .english)
    #expect(
      catalog[.cannotRead(path: "/tmp/a.txt", problem: .system(.known(.noSuchFile)))]
        == "Cannot read '/tmp/a.txt': No such file or directory.")
    #expect(
      catalog[.cannotRead(path: "/dev/zero", problem: .tooLarge(limit: 16 << 20))]
        == "Cannot read '/dev/zero': It is larger than 16 MiB.")
    #expect(
      catalog[.cannotRead(path: "/dev/zero", problem: .tooLarge(limit: 1 << 16))]
        == "Cannot read '/dev/zero': It is too large.")
    #expect(
      catalog[.cannotRead(path: "a\u{1B}b", problem: .system(.other("x")))]
        == "Cannot read 'a\\eb': x.")
  }

  @Test("Korean names the file and words the reason in Korean")
  func korean() {
    let catalog = Catalog(language: .korean)
    #expect(
      catalog[.cannotRead(path: "/tmp/a.txt", problem: .system(.known(.noSuchFile)))]
        == "'/tmp/a.txt' 파일을 읽을 수 없습니다: 그런 파일이나 폴더가 없습니다.")
    #expect(
      catalog[.cannotRead(path: "/dev/zero", problem: .tooLarge(limit: 16 << 20))]
        == "'/dev/zero' 파일을 읽을 수 없습니다: 16MiB보다 큽니다.")
    #expect(
      catalog[.cannotRead(path: "/dev/zero", problem: .tooLarge(limit: 1 << 16))]
        == "'/dev/zero' 파일을 읽을 수 없습니다: 파일이 너무 큽니다.")
    #expect(
      catalog[.cannotRead(path: "/tmp", problem: .folder)]
        == "'/tmp' 파일을 읽을 수 없습니다: 폴더입니다.")
  }

  @Test(
    "Every reason but the system's own other words is Korean in Korean, and differs from English")
  func everyReasonIsWorded() {
    for reason in SystemReason.samples {
      let english = Catalog.english.wording.text(reason)
      let korean = Catalog.korean.wording.text(reason)
      #expect(!english.isEmpty && !korean.isEmpty, "\(reason)")
      if case .other(let words) = reason {
        #expect(korean == words && english == words)
      } else {
        #expect(korean != english, "\(reason)")
        #expect(
          korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(reason)")
      }
    }
  }

  @Test("The samples hold every kind of file problem")
  func samplesCoverEveryProblem() {
    let kinds = Set(
      FileProblem.samples.map { problem -> Int in
        switch problem {
        case .system: 0
        case .folder: 1
        case .notRegularFile: 2
        case .notUTF8: 3
        case .tooLarge: 4
        }
      })
    #expect(kinds == Set(0..<5))
  }
}
