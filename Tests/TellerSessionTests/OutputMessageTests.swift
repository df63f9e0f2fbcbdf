import TellerSession
import TellerWording
import Testing

/// The words of output's and the terminal's problems: English as the edge
/// said them before they were typed, Korean for a Korean user, the
/// system's reason worded in each language and the path kept as given.
@Suite("Output problems' words")
struct OutputMessageTests {
  @Test("English is the edge's old wording, byte for byte")
  func english() {
    let cases: [(OutputMessage, String)] = [
      (
        .problem(.cannotWrite(.standardOutput, reason: .known(.noSpace))),
        "cannot write to standard output: No space left on device"
      ),
      (
        .problem(.cannotWrite(.standardError, reason: .known(.badDescriptor))),
        "cannot write to standard error: Bad file descriptor"
      ),
      (.problem(.shortWrite(.file("/dev/null"))), "/dev/null: a short write"),
      (
        .readingLinesInstead(.terminalSettingsUnreadable(reason: .known(.notATerminal))),
        "Cannot read the terminal's settings: Inappropriate ioctl for device. Reading lines instead."
      ),
      (
        .readingLinesInstead(.rawModeRefused(reason: .known(.inputOutput))),
        "Cannot put the terminal into raw mode: Input/output error. Reading lines instead."
      ),
      (
        .problem(.notATerminal),
        "Standard output is not a terminal, so the full screen cannot be drawn."
      ),
      (
        .problem(.cannotWriteTerminal(reason: .known(.inputOutput))),
        "Cannot write to the terminal: Input/output error."
      ),
      (.problem(.recordingIncomplete), "--speech-wav: the recording is incomplete."),
    ]
    for (message, text) in cases { #expect(Catalog.english[message] == text) }
  }

  @Test("Korean words every problem, keeping the reason and the path")
  func korean() {
    #expect(
      Catalog.korean[.cannotWrite(.standardOutput, reason: .known(.noSpace))]
        == "표준 출력에 쓸 수 없습니다: 장치에 남은 공간이 없습니다")
    #expect(
      Catalog.korean[.readingLinesInstead(.rawModeRefused(reason: .known(.inputOutput)))]
        == "터미널을 원시(raw) 모드로 바꿀 수 없습니다: 입출력 오류입니다. 대신 줄 단위로 읽습니다.")
    #expect(Catalog.korean[.recordingIncomplete] == Catalog.korean[.incomplete])
    for message in OutputMessage.samples {
      #expect(Catalog.korean[message] != Catalog.english[message], "\(message)")
    }
    #expect(Catalog.korean[.shortWrite(.file("/dev/null"))].hasPrefix("/dev/null: "))
  }
}
