import TellerSpeech
import Testing

@Suite("eSpeak NG library: found at run time, or a clear reason")
struct ESpeakLibraryTests {
  @Test("A missing library gives the install command, naming the file")
  func missing() {
    #expect {
      _ = try ESpeakLibrary(path: "/nonexistent/libespeak-ng.so.1")
    } throws: { error in
      guard let error = error as? SpeechUnavailable else { return false }
      return error.reason
        == "/nonexistent/libespeak-ng.so.1 not found; install libespeak-ng1 and espeak-ng-data"
        + " (sudo apt-get install libespeak-ng1 espeak-ng-data)."
    }
  }

  @Test("The default name's message is the one users see")
  func defaultMessage() {
    #expect(ESpeakLibrary.defaultPath == "libespeak-ng.so.1")
    #expect(
      SpeechUnavailable.libraryMissing(ESpeakLibrary.defaultPath).message(in: .english)
        == "teller: speech is off: libespeak-ng.so.1 not found; install libespeak-ng1 and"
        + " espeak-ng-data (sudo apt-get install libespeak-ng1 espeak-ng-data).\n")
  }

  @Test("A library that is not eSpeak NG is refused, naming the missing function")
  func wrongLibrary() {
    #expect {
      _ = try ESpeakLibrary(path: "libm.so.6")
    } throws: { error in
      (error as? SpeechUnavailable)?.reason.hasPrefix("libm.so.6 has no espeak_Initialize") == true
    }
  }

  @Test("A path with control characters is shown visibly")
  func visiblePath() {
    let reason = SpeechUnavailable.libraryMissing("/tmp/\u{1B}[2Jx.so").reason
    #expect(!reason.contains("\u{1B}"))
  }

  @Test(
    "The installed library loads with every function",
    .enabled(if: ESpeakLibrary.isAvailable, "libespeak-ng.so.1 is not installed"))
  func loads() throws {
    let library = try ESpeakLibrary(path: ESpeakLibrary.defaultPath)
    #expect(library.path == "libespeak-ng.so.1")
  }
}
