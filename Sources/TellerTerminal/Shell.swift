import TellerArguments
import TellerPlatform
import TellerSession
import TellerWording

/// The process's edge: standard streams, environment and exit, over
/// TellerPlatform's typed wrappers (which hold every system call).
///
/// Every write of Teller's to standard output or error goes through here,
/// so a failed write is kept and said once, at exit.
public enum Shell {
  /// Writes text to standard output, all of it, or as much as it can.
  ///
  /// A failure is not lost: it is kept, and ``exit(_:in:)`` reports it and
  /// exits 74 (a broken pipe ends quietly).
  public static func writeOut(_ text: String) { try? write(text, to: 1, named: .standardOutput) }

  /// Writes text to standard error, all of it, or as much as it can; a
  /// failure is kept as for ``writeOut(_:)``.
  ///
  /// While linear lines rest on the terminal (``RestingLines``), the line
  /// goes through them too, so a notice never lands on a line Teller
  /// wrote, and the cursor rests at its end.
  public static func writeError(_ text: String) {
    if RestingLines.rests(2) {
      try? RestingLines.write(text, to: 2, named: .standardError)
    } else {
      try? write(text, to: 2, named: .standardError)
    }
  }

  /// Writes text to a file descriptor, all of it.
  ///
  /// A failure on standard output or error is also kept for ``exit(_:in:)``.
  ///
  /// - Throws: ``PresentationError`` naming the stream and the system's
  ///   reason when a write fails; ``PresentationError/isBrokenPipe`` when
  ///   the reader has gone.
  public static func write(
    _ text: String, to fd: Int32, named name: OutputStreamName
  ) throws(PresentationError) {
    do {
      try FileDescriptor(fd).writeAll(Array(text.utf8))
    } catch {
      if fd == 1 || fd == 2 { OutputFailures.note(fileDescriptor: fd, errno: error.code) }
      throw PresentationError(
        .cannotWrite(name, reason: error.reason), isBrokenPipe: error.isBrokenPipe)
    }
  }

  /// Writes text to standard output and gives the status to end with:
  /// `status` when it was written, or when the reader has gone (a broken
  /// pipe ends quietly); 74 after any other failure, said on standard error
  /// in the catalog's language.
  public static func emit(_ text: String, status: ExitCode, in catalog: Catalog) -> ExitCode {
    do {
      try write(text, to: 1, named: .standardOutput)
      return status
    } catch {
      return outputFailed(error, status: status, in: catalog)
    }
  }

  /// Says, once, why output failed, and gives the status to end with: 74,
  /// or `status` after a broken pipe, which ends quietly.
  ///
  /// - Parameters:
  ///   - error: the failed write.
  ///   - status: the status the command had earned when output stopped.
  ///   - catalog: the session's catalog, for the user's language.
  public static func outputFailed(
    _ error: PresentationError, status: ExitCode, in catalog: Catalog
  ) -> ExitCode {
    guard !error.isBrokenPipe else { return status }
    OutputFailures.noteReported()
    writeError(Catalog.standardErrorLine(error.message(in: catalog)))
    return error.exitCode
  }

  /// The problem of a failed write to a standard stream: "cannot write to
  /// standard output: No space left on device".
  static func writeFailure(fileDescriptor: Int32, errno code: Int32) -> OutputProblem {
    .cannotWrite(
      fileDescriptor == 2 ? .standardError : .standardOutput, reason: systemReason(code))
  }

  /// Prepares the process's standard streams; call first thing.
  ///
  /// - SIGPIPE is ignored, so writing to a pipe whose reader has gone fails
  ///   with EPIPE, which ends Teller quietly, instead of killing it.
  /// - A standard stream that was closed (`>&-`) is held open on
  ///   `/dev/null` the wrong way round (read-only for output, so writes
  ///   fail with EBADF as on a closed descriptor; reads give end of input),
  ///   so no file Teller opens later takes its number and receives output
  ///   meant for the stream.
  public static func prepareStandardStreams() {
    Signal.brokenPipe.ignore()
    for fd in [FileDescriptor.standardInput, .standardOutput, .standardError] where !fd.isOpen {
      guard let held = try? FileDescriptor.open("/dev/null", .readOnly), held != fd else {
        continue
      }
      _ = try? held.duplicate(onto: fd)
      held.close()
    }
  }

  /// The locale for messages: the first of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` that is set and not empty.
  public static var messagesLocale: String? {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment(name), !value.isEmpty { return value }
    }
    return nil
  }

  /// The locale for the character set: the first of `LC_ALL`, `LC_CTYPE`
  /// and `LANG` that is set and not empty.
  public static var characterLocale: String? {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      if let value = environment(name), !value.isEmpty { return value }
    }
    return nil
  }

  /// An environment variable, if set.
  public static func environment(_ name: String) -> String? {
    Environment.value(name)
  }

  /// Sleeps until an instant of the continuous clock, resuming after
  /// signals until the instant has passed.
  public static func sleep(until deadline: ContinuousClock.Instant, on clock: ContinuousClock) {
    CurrentProcess.sleep(until: deadline, on: clock)
  }

  /// Ends the process with a status, restoring the terminal first if it is
  /// in raw mode.
  ///
  /// When a write to standard output or error failed (other than by a
  /// broken pipe), the status is 74, and one line on standard error says
  /// why, in the catalog's language, unless one did already.
  public static func exit(_ code: ExitCode, in catalog: Catalog) -> Never {
    RawMode.restore()
    CurrentProcess.exit(OutputFailures.finalStatus(code, in: catalog).rawValue)
  }

  /// Ends the process after work stopped by Ctrl-C has said what it did
  /// (``Interruption``): by SIGINT's own action, so the shell sees status
  /// 130 and a script running Teller stops too; or, when a write to
  /// standard output or error failed, as ``exit(_:in:)`` does, with 74 and
  /// the line that says why.
  public static func endAsInterrupted(in catalog: Catalog) -> Never {
    let status = OutputFailures.finalStatus(.interrupted, in: catalog)
    guard status == .interrupted else { exit(status, in: catalog) }
    RawMode.restore()
    Interruption.endAsInterrupted()
  }

  /// Ends the process as ``exit(_:in:)`` does, for a program that has no
  /// catalog of its own (a probe, a benchmark): a lost write is said in
  /// the messages locale's language.
  public static func exit(_ code: ExitCode) -> Never {
    exit(code, in: Catalog(language: .fromLocale(messagesLocale)))
  }
}
