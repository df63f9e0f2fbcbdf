import TellerPlatform
import TellerSession
import TellerWording

/// Shows a manual page at the terminal formatted, as `git help` does: the
/// page's roff goes to `man -l -` on its standard input, and `man` formats
/// it, pages it and waits for the user, at the terminal Teller shares.
///
/// `man` is an outside program: it may be missing, fail to start, fail,
/// or be ended by a signal, and each is an outcome, never a crash. While
/// it runs, Teller ignores SIGINT and SIGQUIT, as `system(3)` does, so
/// Ctrl-C reaches `man` and its pager alone. The wait has no time limit:
/// the pager waits for the user, and the user ends it.
public enum ManualViewer {
  /// How showing the page went.
  public enum Outcome: Hashable, Sendable {
    /// `man` showed the page and ended with status 0.
    case shown
    /// `man` was ended by a signal, such as the user's Ctrl-C.
    case interrupted(signal: Int32)
    /// The page was not shown, and why: the caller writes it as roff.
    case notShown(ManualViewProblem)
  }

  /// The program that formats and pages the page.
  public static let program = "man"
  /// Its arguments: read a page from a file, standard input.
  public static let arguments = ["-l", "-"]

  /// Shows a page, its roff as text.
  ///
  /// When the environment's locale does not load as UTF-8 (a locale named
  /// but not installed, or another character set), `man` gets
  /// `LC_ALL=C.UTF-8`, since the page is UTF-8 and `man` would otherwise
  /// format its Hangul as ASCII.
  public static func show(_ page: String) -> Outcome {
    guard let path = Subprocess.find(program) else {
      return .notShown(.notFound(program: program))
    }
    let pipe: Pipe
    do {
      pipe = try Pipe.open()
    } catch {
      return .notShown(.cannotStart(program: program, reason: error.reason))
    }
    let environment =
      SystemLocale.loadsAsUTF8
      ? nil : Subprocess.environment(adding: ["LC_ALL": SystemLocale.utf8Fallback])
    return Signal.ignoring([.interrupt, .quit]) { () -> Outcome in
      let child: ProcessID
      do throws(Subprocess.StartFailure) {
        child = try Subprocess.start(
          path, arguments, input: .descriptor(pipe.readEnd.rawValue), output: .inherited,
          error: .inherited, environment: environment)
      } catch {
        pipe.close()
        return .notShown(.cannotStart(program: program, reason: systemReason(error.code)))
      }
      pipe.readEnd.close()
      // A man that ends before it has read the page (a pager quit early)
      // closes the pipe: the write fails, and how man ended says the rest.
      try? pipe.writeEnd.writeAll(page)
      pipe.writeEnd.close()
      switch Subprocess.waitForUser(child) {
      case .exited(0): return .shown
      case .exited(let status): return .notShown(.failed(program: program, status: status))
      case .signalled(let signal): return .interrupted(signal: signal)
      }
    }
  }
}
