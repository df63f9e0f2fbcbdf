import Foundation
import TellerArguments
import TellerPlatform
import TellerSession
import TellerWording
import Testing

/// The system's reasons as the edge types them: each error number users
/// meet often has its kind, English words it as the C library does, and
/// Korean in Korean; another number keeps the C library's words.
@Suite("System reasons: typed from the error number, worded in each language")
struct SystemReasonTests {
  static let kinds: [(Int32, KnownSystemReason)] = [
    (ENOENT, .noSuchFile), (ENOTDIR, .notAFolder), (EISDIR, .isAFolder),
    (EACCES, .permissionDenied), (EPERM, .notPermitted), (EROFS, .readOnlyFileSystem),
    (ENOSPC, .noSpace), (EEXIST, .exists), (EPIPE, .brokenPipe), (EIO, .inputOutput),
    (EBADF, .badDescriptor), (ENAMETOOLONG, .nameTooLong), (ELOOP, .symbolicLinkLoop),
    (ENOTTY, .notATerminal), (ECONNREFUSED, .connectionRefused), (ETIMEDOUT, .timedOut),
  ]

  @Test("Each number has its kind, and English words it as strerror does, byte for byte")
  func englishIsTheSystems() {
    for (code, kind) in Self.kinds {
      #expect(systemReason(code) == .known(kind), "\(code)")
      #expect(Catalog.english.wording.text(kind) == errorText(code), "\(code)")
      #expect(Catalog.korean.wording.text(kind) != errorText(code), "\(code)")
    }
  }

  @Test("Teller's own reasons are worded in both languages, differently")
  func tellersOwn() {
    let own = Set(KnownSystemReason.allCases).subtracting(Self.kinds.map(\.1))
    let english: [KnownSystemReason: String] = [
      .noThreadToLookUp: "no thread could be started to look the host up",
      .noThreadToWrite: "No thread could be started to write it",
      .nothingWritten: "Nothing could be written", .closed: "It is closed",
      .socketPathTooLong: "the path is too long", .noAddress: "no address",
    ]
    #expect(own == Set(english.keys))
    for reason in own {
      #expect(
        Catalog.english.wording.text(reason) == english[reason], "the words before they were typed")
      #expect(Catalog.english.wording.text(reason) != Catalog.korean.wording.text(reason))
    }
  }

  @Test("Another number keeps the system's words, in both languages")
  func otherNumbers() {
    let reason = systemReason(EOPNOTSUPP)
    #expect(reason == .other(errorText(EOPNOTSUPP)))
    #expect(Catalog.korean.wording.text(reason) == errorText(EOPNOTSUPP))
  }

  @Test("A Korean user hears why a file cannot be opened in Korean")
  func koreanFileError() throws {
    do {
      _ = try TextFile.read(path: "/nonexistent-teller/script.txt")
      Issue.record("a missing file was read")
    } catch {
      #expect(
        Catalog.korean[.cannotRead(path: error.path, problem: error.failure)]
          == "'/nonexistent-teller/script.txt' 파일을 읽을 수 없습니다: 그런 파일이나 폴더가 없습니다.")
    }
  }
}
