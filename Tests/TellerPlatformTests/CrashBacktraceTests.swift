import Testing

@testable import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// Whether a crash is handed to the runtime's backtracer, as the user's
/// `SWIFT_BACKTRACE` says, and whether a crash signal came from another
/// process.
@Suite("Crash backtraces and who sent a crash signal")
struct CrashBacktraceTests {
  @Test(
    "SWIFT_BACKTRACE asks for a backtrace when set, not empty, and its last enable is not off",
    arguments: [
      (nil, false), ("", false), ("enable=yes", true), ("enable=no", false),
      ("enable=tty", true), ("interactive=no", true), ("enable=yes,interactive=no", true),
      ("enable=no,enable=yes", true), ("enable=yes,enable=off", false), (" enable = NO ", false),
      ("enable=false", false), ("enable=0", false), ("enable=f", false), ("enable=n", false),
      ("enable", true), ("color=no,output-to=stderr", true),
    ] as [(String?, Bool)])
  func wanted(value: String?, wanted: Bool) {
    #expect(CrashBacktrace.isWanted(byValue: value) == wanted, "\(value ?? "unset")")
  }

  /// A signal's information with a code and a sender.
  private func information(code: Int32, sender: pid_t) -> siginfo_t {
    var info = siginfo_t()
    info.si_code = code
    info._sifields._kill.si_pid = sender
    return info
  }

  @Test("A signal is another process's only when sent (code 0 or less) by another process ID")
  func sentByAnotherProcess() {
    let cases: [(code: Int32, sender: pid_t, sent: Bool)] = [
      (Int32(SI_USER), getpid() + 1, true),  // kill -SEGV from a shell
      (Int32(SI_TKILL), getpid() + 1, true),  // tgkill from another process
      (Int32(SI_QUEUE), getpid() + 1, true),
      (Int32(SI_USER), getpid(), false),  // this process's own kill
      (Int32(SI_TKILL), getpid(), false),  // abort and raise
      (1, 0, false),  // the kernel's: SEGV_MAPERR, ILL_ILLOPN …
      (Int32(SI_KERNEL), 0, false),
    ]
    for (code, sender, sent) in cases {
      var info = information(code: code, sender: sender)
      #expect(EmergencyActions.wasSentByAnotherProcess(&info) == sent, "code \(code)")
    }
    #expect(!EmergencyActions.wasSentByAnotherProcess(nil), "no information: a crash")
  }

  @Test("Only a fault the kernel raised comes again at its instruction; a trap does not")
  func faultsAgain() {
    var kernel = information(code: 1, sender: 0)
    var sent = information(code: Int32(SI_USER), sender: getpid() + 1)
    #expect(EmergencyActions.faultsAgain(SIGSEGV, &kernel))
    #expect(!EmergencyActions.faultsAgain(SIGTRAP, &kernel))
    #expect(!EmergencyActions.faultsAgain(SIGSEGV, &sent))
    #expect(!EmergencyActions.faultsAgain(SIGSEGV, nil))
  }
}
