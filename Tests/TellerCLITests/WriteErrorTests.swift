import TellerTestSupport
import Testing

/// Every command's output, written where it cannot go: a full disk
/// (`/dev/full`), a closed standard output (`>&-`), and a pipe whose reader
/// has gone (`| head -1`).
@Suite("Write errors, end to end")
struct WriteErrorTests {
  /// Every command, with the input that makes it write.
  static let commands: [(name: String, arguments: [String], stdin: String)] = [
    ("--help", ["--help"], ""),
    ("simulate --help", ["simulate", "--help"], ""),
    ("--version", ["--version"], ""),
    ("console", ["console", "--clock", "virtual"], "1\n2\n"),
    ("simulate", ["simulate"], ""),
    ("simulate --json", ["simulate", "--json"], ""),
    ("inspect", ["inspect"], ""),
    ("audit", ["audit"], ""),
    ("completions bash", ["completions", "bash"], ""),
    ("manual", ["manual"], ""),
    ("a piped session", ["--clock", "virtual"], "add\nwait idle\nsummary\n"),
    ("a piped JSON session", ["--clock", "virtual", "--ui", "json"], "add\nwait idle\n"),
  ]

  @Test(
    "A full disk or a closed standard output: one line on standard error, and 74",
    arguments: [StandardOutputTarget.file("/dev/full"), .closed])
  func failedWrites(target: StandardOutputTarget) throws {
    for command in Self.commands {
      let result = try runTeller(
        command.arguments, standardOutput: target, stdin: command.stdin)
      let lines = result.stderr.split(separator: "\n").map(String.init)
      #expect(result.status == 74, "\(command.name) \(target): \(result.stderr)")
      #expect(lines.count == 1, "\(command.name) \(target): \(result.stderr)")
      let reason = target.description == ">&-" ? "Bad file descriptor" : "No space left on device"
      #expect(
        lines.first == "teller: cannot write to standard output: \(reason)",
        "\(command.name) \(target)")
    }
  }

  @Test(
    "A full disk, in Korean: --lang ko or a Korean locale words the line and the system's reason")
  func failedWritesInKorean() throws {
    let korean: [(name: String, arguments: [String], stdin: String, locale: String)] = [
      ("--lang ko --version", ["--lang", "ko", "--version"], "", "C.UTF-8"),
      ("console, ko", ["console", "--lang", "ko", "--clock", "virtual"], "1\n2\n", "C.UTF-8"),
      ("simulate --lang ko", ["simulate", "--lang", "ko"], "", "C.UTF-8"),
      ("manual --lang ko", ["manual", "--lang", "ko"], "", "C.UTF-8"),
      ("a piped session, --lang ko", ["--lang", "ko", "--clock", "virtual"], "add\n", "C.UTF-8"),
      ("completions bash, Korean locale", ["completions", "bash"], "", "ko_KR.UTF-8"),
    ]
    for command in korean {
      let result = try runTeller(
        command.arguments, standardOutput: .file("/dev/full"), stdin: command.stdin,
        environment: ["LANG": command.locale])
      #expect(result.status == 74, "\(command.name): \(result.stderr)")
      #expect(
        result.stderr == "teller: 표준 출력에 쓸 수 없습니다: 장치에 남은 공간이 없습니다\n",
        "\(command.name)")
    }
    let english = try runTeller(
      ["--lang", "en", "--version"], standardOutput: .file("/dev/full"),
      environment: ["LANG": "ko_KR.UTF-8"])
    #expect(english.stderr == "teller: cannot write to standard output: No space left on device\n")
  }

  @Test("A reader that has gone ends every command quietly: no message, no SIGPIPE, status 0")
  func brokenPipe() throws {
    for command in Self.commands {
      let result = try runTeller(
        command.arguments, standardOutput: .pipeWithoutReader, stdin: command.stdin)
      #expect(result.status == 0, "\(command.name): \(result.status) \(result.stderr)")
      #expect(result.stderr.isEmpty, "\(command.name): \(result.stderr)")
    }
  }

  /// Whether `teller voices` can list eSpeak NG's voices here.
  static let voicesAvailable: Bool =
    (try? runTeller(["voices", "--speech-engine", "espeak"]))?.status == 0

  @Test(
    "teller voices: a full disk or closed output exits 74, a gone reader quietly",
    .enabled(if: voicesAvailable, "eSpeak NG is not installed, so there are no voices to list"))
  func voices() throws {
    let arguments = ["voices", "--speech-engine", "espeak"]
    for target in [StandardOutputTarget.file("/dev/full"), .closed] {
      let result = try runTeller(arguments, standardOutput: target)
      #expect(result.status == 74, "\(target)")
      #expect(result.stderr.hasPrefix("teller: cannot write to standard output: "), "\(target)")
    }
    let gone = try runTeller(arguments, standardOutput: .pipeWithoutReader)
    #expect(gone.status == 0)
    #expect(gone.stderr.isEmpty)
  }

  @Test("A failed write to standard error, such as a usage error's, exits 74")
  func standardErrorFull() throws {
    let result = try runProgram(
      "/bin/sh", ["-c", "\"$0\" --frob 2>/dev/full; echo \"status=$?\"", TestSupport.tellerPath],
      environment: ["XDG_CONFIG_HOME": TestSupport.noConfigFolder])
    #expect(result.stdout == "status=74\n")
  }
}
