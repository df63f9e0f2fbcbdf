import TellerBank
import TellerBraille
import TellerBrailleModel
import TellerSession
import TellerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("BrlAPI, loaded at run time")
struct BrlAPILibraryTests {
  @Test("A missing library is one line that names the file and the package")
  func missingLibrary() {
    do {
      _ = try BrlAPILibrary(path: "/nonexistent/libbrlapi.so.0.8")
      Issue.record("a missing library loaded")
    } catch {
      #expect(
        error.message(in: .english)
          == "teller: braille is off: /nonexistent/libbrlapi.so.0.8 not found; install BRLTTY's"
          + " client library (sudo apt-get install libbrlapi0.8).\n")
      #expect(
        error.message(in: .korean)
          == "teller: 점자 끔: /nonexistent/libbrlapi.so.0.8을(를) 찾을 수 없습니다. BRLTTY 클라이언트"
          + " 라이브러리를 설치하세요(sudo apt-get install libbrlapi0.8).\n")
    }
  }

  @Test("A library without BrlAPI's functions says which one it lacks")
  func wrongLibrary() {
    do {
      _ = try BrlAPILibrary(path: "libc.so.6")
      Issue.record("libc loaded as BrlAPI")
    } catch {
      #expect(error.reason.hasPrefix("libc.so.6 has no brlapi_getHandleSize; install libbrlapi0.8"))
    }
  }

  @Test(
    "Teller splits key codes exactly as brlapi_expandKeyCode does",
    .enabled(if: BrlAPILibrary.isAvailable, "libbrlapi0.8 is not installed"))
  func expansionMatchesTheLibrary() throws {
    let library = try BrlAPILibrary()
    var codes: [UInt64] = [
      0, 0x2000_0000, 0x2000_0001, 0x2000_0017, 0x2000_0018, 0x2000_009A, 0x2001_0000,
      0x2001_0027, 0x2001_FFFF, 0x2022_0001, 0x1FFF_FFFF, 0x61, 0x0D, 0xE9, 0xFF, 0x100,
      0xFF08, 0xFF51, 0xFFBE, 0xFFFF, 0x0001_0000, 0x00FF_FFFF, 0x0100_D55C, 0x01FF_FFFF,
      0x0200_0000, 0x4000_0000, 0x6000_0000, 0x8000_0000, 0xE000_0061,
      0x0000_0004_0000_0063, 0x0000_0001_0000_FF09, 0xFFFF_FFFF_2000_0018,
    ]
    var generator = SplitMix64(seed: 12)
    for _ in 0..<2000 {
      let random = generator.next()
      // Keep the type bits valid half the time, so both paths are tried often.
      codes.append(random & 1 == 0 ? random : random & ~0xC000_0000 | 0x2000_0000)
    }
    for raw in codes {
      let code = BrailleKeyCode(rawValue: raw)
      #expect(code.expansion == library.expand(code), "code \(code)")
    }
  }

  @Test(
    "With no BRLTTY listening, connecting fails in one line and the program goes on",
    .enabled(if: BrlAPILibrary.isAvailable, "libbrlapi0.8 is not installed"))
  func noServer() throws {
    // Port 4101 + 3 on 127.0.0.1: a port BRLTTY is not started on by these tests.
    let result = try spawnProgram(
      TestSupport.productsDirectory.appendingPathComponent("teller-braille-probe").path,
      ["Nobody"], environment: ["BRLAPI_HOST": "127.0.0.1:3"])
    #expect(result.status == 69)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix("teller: braille is off: no BRLTTY answered at 127.0.0.1:3 ("))
    #expect(
      result.stderr.hasSuffix("start BRLTTY with BrlAPI, or set BRLAPI_HOST to where it listens.\n")
    )
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
