import Foundation
import TellerArguments
import TellerPlatform
import Testing

@Suite("TextFile")
struct TextFileTests {
  private func temporaryFile(_ contents: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "teller-text-\(UUID().uuidString).txt")
    try Data(contents).write(to: url)
    return url
  }

  @Test func readsAWholeFile() throws {
    let url = try temporaryFile(Array("add\nwait 2s\n초기화\n".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try TextFile.read(path: url.path) == "add\nwait 2s\n초기화\n")
  }

  @Test func readsAnEmptyFile() throws {
    let url = try temporaryFile([])
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try TextFile.read(path: url.path) == "")
  }

  @Test func readsALargeFile() throws {
    let line = Array("next\n".utf8)
    let url = try temporaryFile(Array([[UInt8]](repeating: line, count: 40_000).joined()))
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try TextFile.read(path: url.path).count == 200_000)
  }

  @Test func invalidBytesBecomeReplacementCharacters() throws {
    let url = try temporaryFile([0x61, 0xFF, 0x0A])
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try TextFile.read(path: url.path) == "a\u{FFFD}\n")
  }

  private func failure(_ path: String) -> FileReadError? {
    do {
      _ = try TextFile.read(path: path)
      return nil
    } catch {
      return error
    }
  }

  @Test func missingFileNamesTheFile() throws {
    let path = "/nonexistent-teller/script.txt"
    let error = try #require(failure(path))
    #expect(error.path == path)
    #expect(error.failure == .system(.known(.noSuchFile)))
    #expect(error.exitCode == ExitCode(66))
  }

  @Test func folderCannotBeRead() throws {
    let error = try #require(failure(FileManager.default.temporaryDirectory.path))
    #expect(error.failure == .system(.known(.isAFolder)))
  }

  @Test func controlCharactersInThePathAreVisible() throws {
    let error = try #require(failure("/nonexistent-teller/\u{1B}[31mred"))
    #expect(error.description.contains("\\e[31mred"))
    #expect(!error.description.contains("\u{1B}"))
  }

  @Test func endlessFilesStopAtTheLimit() throws {
    let error = try #require(failure("/dev/zero"))
    #expect(error.failure == .tooLarge(limit: TextFile.sizeLimit))
    #expect(error.exitCode == ExitCode(66))
  }
}
