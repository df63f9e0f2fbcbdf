import TellerArguments
import TellerInput
import TellerText

extension EnglishWording {
  /// The English words of a session's errors and refusals.
  public func text(_ message: ErrorMessage) -> String {
    let typeHelp = "Type help for commands."
    func onLine(_ line: Int?) -> String { line.map { " on line \($0)" } ?? "" }
    switch message {
    case .unknownCommand(let command, let line):
      return "Unknown command '\(visibleText(command))'" + onLine(line) + ". " + typeHelp
    case .missingArgument(let command, let line):
      return "'\(visibleText(command))' needs a value" + onLine(line) + ". " + typeHelp
    case .invalidValue(let value, let command, let line):
      return "'\(visibleText(value))' is not a valid value for '\(visibleText(command))'"
        + onLine(line) + ". " + typeHelp
    case .lineProblem(.unknownCommand(let line, nil)):
      return text(.unknownCommand(visibleQuote(line.words.first ?? ""), line: nil))
    case .lineProblem(.unknownCommand(let line, let suggestion?)):
      return "Unknown command '\(visibleQuote(line.words.first ?? ""))'; did you mean "
        + "'\(suggestion)'?"
    case .lineProblem(.keyAsLine(let line, let command?)):
      return "'\(visibleQuote(line.text))' is a key; the line command for it is '\(command)'."
    case .lineProblem(.keyAsLine(let line, nil)):
      return "'\(visibleQuote(line.text))' is a key at a terminal; no line command does the same."

    case .lineProblem(.lineTooLong(let line)):
      return "The line is longer than \(ScriptLine.maximumLength) bytes; got '"
        + visibleQuote(line.text) + "'."
    case .lineProblem(let error):
      return visibleText(Self.problem(error)) + "; got '" + visibleQuote(error.line.text) + "'."
    case .unknownKey(let key, let help):
      return "Unknown key \(visibleText(key)), press \(help) for help"
    case .unknownKeySequence: return "sequence"
    case .errorPrefix: return "Error: "
    case .noAnnouncements: return "No announcements yet"
    case .noOlderAnnouncement: return "No older announcements"
    case .noNewerAnnouncement: return "No newer announcements"
    case .hintsChanged(let on): return on ? "Hints on" : "Hints off"
    case .rotorIs(let name): return "rotor: \(name)"
    case .noSuchRotor(let name, let line):
      return "No rotor setting '\(visibleText(name))'" + onLine(line) + ". " + typeHelp
    case .lineError(let message, let line): return "Line \(line): \(visibleText(message))"
    case .nothingFocused: return "Nothing is focused"
    case .waitTooLong(let line):
      return (line.map { "Line \($0): " } ?? "")
        + "That wait is too long: the bank's clock stops at 4,000,000,000 seconds."
    case .customerLimitReached(let added, let asked, let limit, let reset):
      let how =
        switch reset {
        case .key(let key): "Press \(key) to reset"
        case .line(let words): "Type \(words)"
        }
      let count = added == 0 ? "none added" : "\(added) of \(asked) added"
      return "The bank is full at \(groupedDigits(limit)) customers: \(count). "
        + "\(how), then add more."
    }
  }

  /// What a command needs: "'wait' needs a duration that is not negative".
  private static func problem(_ error: LineCommandError) -> String {
    let command = error.line.command
    switch error {
    case .unknownCommand: return "Unknown command '\(visibleQuote(command))'"
    case .keyAsLine: return "'\(visibleQuote(command))' is a key"
    case .takesNothing(_, let alternative):
      let form = alternative.map { " (or '\(command) \($0)')" } ?? ""
      return "'\(command)' takes nothing after it\(form)"
    case .needsMore(_, let endings):
      let quoted = endings.map { "'\($0)'" }
      let list =
        quoted.count > 1
        ? quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        : quoted.first ?? ""
      return "'\(command)' needs \(list) after it"
    case .jumpNeedsKind(_, let forward):
      return
        "'\(forward ? "next" : "previous")' takes nothing, 'heading', 'button', 'list' or 'page'"
        + " after it"
    case .customerNeedsNumber:
      let form = command == "go" ? "go to customer" : command
      return "'\(form)' needs a customer's number, such as '\(form) 12'"
    case .rotorNeedsSetting:
      return "'rotor' needs next, previous or a setting such as headings or buttons"
    case .rotorHeadingNeedsLevel:
      return "'rotor heading' needs a level from 1 to 6, such as 'rotor heading 2'"
    case .readNeedsAll: return "'read' must be followed by 'all'"
    case .historyNeedsDirection: return "'history' takes nothing, 'back' or 'forward' after it"
    case .verbosityNeedsLevel: return "'verbosity' must be followed by low, normal or high"
    case .hintsNeedsSwitch: return "'hints' must be followed by on or off"
    case .waitNeedsDuration:
      return "'wait' needs 'idle' or a duration such as 2s, 500ms, 1.5s or 2m"
    case .waitNegative: return "'wait' needs a duration that is not negative"
    case .lineTooLong: return "The line is longer than \(ScriptLine.maximumLength) bytes"
    }
  }
}

extension EnglishWording {
  /// The English words of output's and the terminal's problems.
  public func text(_ message: OutputMessage) -> String {
    switch message {
    case .problem(let problem): text(problem)
    case .readingLinesInstead(let problem): "\(text(problem)) Reading lines instead."
    case .manualAsRoff(let problem): "\(text(problem)), so the manual page follows as roff."
    }
  }

  private func text(_ problem: ManualViewProblem) -> String {
    switch problem {
    case .notFound(let program): "\(program) is not installed"
    case .cannotStart(let program, let reason): "\(program) cannot be started (\(text(reason)))"
    case .failed(let program, let status): "\(program) ended with status \(status)"
    }
  }

  private func text(_ problem: OutputProblem) -> String {
    switch problem {
    case .cannotWrite(let stream, let reason): "cannot write to \(name(stream)): \(text(reason))"
    case .shortWrite(let stream): "\(name(stream)): a short write"
    case .terminalSettingsUnreadable(let reason):
      "Cannot read the terminal's settings: \(text(reason))."
    case .rawModeRefused(let reason): "Cannot put the terminal into raw mode: \(text(reason))."
    case .notATerminal: "Standard output is not a terminal, so the full screen cannot be drawn."
    case .cannotWriteTerminal(let reason): "Cannot write to the terminal: \(text(reason))."
    case .recordingIncomplete: text(RecordingMessage.incomplete)
    }
  }

  private func name(_ stream: OutputStreamName) -> String {
    switch stream {
    case .standardOutput: "standard output"
    case .standardError: "standard error"
    case .file(let path): path
    }
  }
}

extension EnglishWording {
  /// The English words of a file that cannot be read: one line naming it,
  /// with control characters made visible.
  public func text(_ message: FileReadMessage) -> String {
    switch message {
    case .cannotRead(let path, let problem): "Cannot read '\(visibleText(path))': \(text(problem))."
    }
  }

  /// Why a file cannot be read, in English: "It is a folder".
  public func text(_ problem: FileProblem) -> String {
    switch problem {
    case .system(let reason): text(reason)
    case .folder: "It is a folder"
    case .notRegularFile: "It is not a regular file"
    case .notUTF8: "It is not UTF-8 text"
    case .tooLarge(let limit):
      limit >= 1 << 20 && limit % (1 << 20) == 0
        ? "It is larger than \(limit >> 20) MiB" : "It is too large"
    }
  }

  /// The reasons Teller knows by kind, in English: the system's as the C
  /// library words them.
  public func text(_ reason: KnownSystemReason) -> String {
    switch reason {
    case .noSuchFile: "No such file or directory"
    case .notAFolder: "Not a directory"
    case .isAFolder: "Is a directory"
    case .permissionDenied: "Permission denied"
    case .notPermitted: "Operation not permitted"
    case .readOnlyFileSystem: "Read-only file system"
    case .noSpace: "No space left on device"
    case .exists: "File exists"
    case .brokenPipe: "Broken pipe"
    case .inputOutput: "Input/output error"
    case .badDescriptor: "Bad file descriptor"
    case .nameTooLong: "File name too long"
    case .symbolicLinkLoop: "Too many levels of symbolic links"
    case .notATerminal: "Inappropriate ioctl for device"
    case .connectionRefused: "Connection refused"
    case .timedOut: "Connection timed out"
    case .noThreadToLookUp: "no thread could be started to look the host up"
    case .noThreadToWrite: "No thread could be started to write it"
    case .nothingWritten: "Nothing could be written"
    case .closed: "It is closed"
    case .socketPathTooLong: "the path is too long"
    case .noAddress: "no address"
    }
  }
}

extension EnglishWording {
  /// The English words of mistakes in the configuration file. Keys and
  /// values are outside text: they pass through `visibleQuote(_:)`.
  public func text(_ message: ConfigMessage) -> String {
    switch message {
    case .problem(.unreadable(let problem), let place):
      return "cannot read the configuration file \(place): \(text(problem))."
    case .problem(.notKeyValue(let text), let place):
      return "\(place): expected 'key = value'; got \(quotedValue(text))."
    case .problem(.badQuotes(let key), let place):
      return "\(place): the quotes of \(quotedValue(key))'s value must enclose all of it."
    case .problem(.unknownKey(let key, let suggestion?), let place):
      return "\(place): unknown key \(quotedValue(key)); did you mean '\(suggestion)'?"
    case .problem(.unknownKey(let key, nil), let place):
      return "\(place): unknown key \(quotedValue(key)); keys are the long options of "
        + "'teller --help', without dashes."
    case .problem(.notConfigurable(let key), let place):
      return "\(place): \(quotedValue(key)) cannot be set in the configuration file."
    case .problem(.notAFlagValue(let key, let value), let place):
      return "\(place): \(quotedValue(key)) must be one of \(ConfigDefaults.flagWordList); "
        + "got \(quotedValue(value))."
    case .problem(.badValue(let key, let problem), let place):
      return "\(place): bad value for \(quotedValue(key)): "
        + text(UsageMessage.problem(problem, command: "teller"))
    }
  }
}

extension EnglishWording {
  /// The English words of braille's problems.
  public func text(_ message: BrailleProblemMessage) -> String {
    switch message {
    case .off(.braille, let problem): "braille is off: \(text(problem))"
    case .problem(let problem): text(problem)
    }
  }

  private func text(_ host: BrailleHost) -> String {
    switch host {
    case .thisMachine: "this machine"
    case .localSocket(let socket): "this machine's socket \(visibleText(socket))"
    case .named(let name): visibleText(name)
    }
  }

  private func text(_ problem: BrailleProblem) -> String {
    let install = "(\(BrailleProblem.installCommand))."
    let listens = "set BRLAPI_HOST to where it listens."
    switch problem {
    case .libraryMissing(let path):
      return "\(visibleText(path)) not found; install BRLTTY's client library " + install
    case .symbolMissing(let name, let path):
      return "\(visibleText(path)) has no \(name); install libbrlapi0.8 " + install
    case .closed: return "the connection to BRLTTY is closed."
    case .lost(let host, let reason):
      return
        "the connection to BRLTTY at \(text(host)) was lost (\(reason ?? "it stopped reading"))."
    case .noThread: return "Teller could not start a thread to connect."
    case .noBRLTTY(let host, let reason):
      return "no BRLTTY answered at \(text(host)) (\(reason)); start BRLTTY with BrlAPI, or "
        + listens
    case .noAnswer(let host, let seconds):
      return "BRLTTY at \(text(host)) did not answer within \(seconds) seconds;"
        + " check that BRLTTY runs there, or " + listens
    case .noDisplaySize(let host, let reason):
      return "BRLTTY at \(text(host)) did not give its display size (\(reason))."
    case .noDisplay(let host): return "BRLTTY at \(text(host)) has no braille display."
    case .displayRefused(let host, let reason):
      return "BRLTTY at \(text(host)) would not give Teller the display (\(reason))."
    }
  }
}

extension EnglishWording {
  /// The English words of speech's problems.
  public func text(_ message: SpeechMessage) -> String {
    switch message {
    case .off(let part, let problem): "\(Self.name(of: part)) is off: \(text(problem))"
    case .problem(let problem): text(problem)
    }
  }

  private static func name(of part: SpeechPart) -> String {
    switch part {
    case .speech: "speech"
    case .liveSpeech: "live speech"
    case .sound: "sound"
    case .recording: "the speech recording"
    }
  }

  private func text(_ problem: SpeechProblem) -> String {
    let install = "install libespeak-ng1 and espeak-ng-data (\(SpeechProblem.installCommand))."
    switch problem {
    case .libraryNotLoadable(let path, let loaderReason, let variable):
      let detail = loaderReason.map { ": " + visibleText($0) } ?? ""
      return "\(visibleText(path)) is not a loadable library\(detail). Set "
        + "\(variable) to libespeak-ng.so.1, or leave it unset."
    case .libraryNotFound(let path): return "\(visibleText(path)) not found; " + install
    case .symbolMissing(let name, let path):
      return "\(visibleText(path)) has no \(name); " + install
    case .noESpeakVoice(let voice):
      return "eSpeak NG has no voice '\(visibleText(voice))'; try en or ko."
    case .espeakCouldNotStart:
      return "eSpeak NG could not start; install espeak-ng-data (\(SpeechProblem.installCommand))."
    case .espeakFailed(let code): return "eSpeak NG failed with error \(code)."
    case .noThread: return "no thread could be started for it."
    case .playerNotStarted(let name): return "\(visibleText(name)) could not be started."
    case .playerFailed(let name, let ending):
      return "\(visibleText(name)) could not play (\(ending)); is there a sound device?"
    case .playerNotAProgram(let variable, let value, let onPath):
      return "\(variable) names \(visibleText(value)), which is not a program"
        + (onPath ? " on PATH." : ".")
    case .noPlayer:
      return "no audio player found; install one with: sudo apt-get install alsa-utils"
    case .badAddress(let reason): return reason + "."
    case .dispatcher(let ssip): return "speech-dispatcher: \(text(ssip))."
    case .dispatcherNotStarted(let ssip, let started):
      return "speech-dispatcher: \(text(ssip)); \(text(started))."
    case .noDispatcherVoice(let voice):
      return "speech-dispatcher has no voice '\(visibleText(voice))'; see teller voices."
    case .dispatcherSilent(let address):
      return "speech-dispatcher does not answer at \(visibleText(address))"
    case .dispatcherUnreported(let began, let seconds):
      let what =
        began
        ? "speech-dispatcher began a message and did not report its end within \(seconds) seconds"
        : "speech-dispatcher did not begin two messages in a row (the last was waited for"
          + " \(seconds) seconds)"
      return what + ", so speech may not be heard: " + Self.audioMayHaveFailed
        + " Teller goes on, waiting for each message no longer than it takes to say."
    case .dispatcherStopped(let address, let milliseconds):
      return "speech-dispatcher at \(visibleText(address)) stopped answering (nothing within"
        + " \(milliseconds) ms): " + Self.audioMayHaveFailed
    case .both(let first, let then):
      let why = text(first)
      return (why.hasSuffix(".") ? String(why.dropLast()) : why) + ", and " + text(then)
    }
  }

  /// Why speech-dispatcher may not speak, and what to look at.
  private static let audioMayHaveFailed =
    "its audio output may have failed (is a sound server such as PipeWire or PulseAudio running?)."

  private func text(_ spawn: DispatcherSpawn) -> String {
    switch spawn {
    case .notLocal: "the server is not on this machine, so it was not started"
    case .couldNotStart(let program):
      "\(program) --spawn could not be started; install speech-dispatcher"
    case .timedOut(let program, let after): "\(program) --spawn did not return within \(after)"
    case .ran(let program): "\(program) --spawn was run"
    case .ended(let program, let ending): "\(program) --spawn ended with \(ending)"
    }
  }

  private func text(_ problem: SSIPProblem) -> String {
    switch problem {
    case .refused(let address, let reason):
      "nothing answers at \(visibleText(address)) (\(text(reason)))"
    case .timedOut(let address, let milliseconds):
      "\(visibleText(address)) did not answer within \(milliseconds) ms"
    case .closed(let address): "\(visibleText(address)) closed the connection"
    case .system(let address, let reason): "\(visibleText(address)): \(text(reason))"
    case .malformedLine(let line):
      "the server sent a line that is not SSIP: '\(visibleQuote(line))'"
    case .lineTooLong(let maximum): "the server sent a line longer than \(maximum) bytes"
    case .unexpectedReply(let command, let reply):
      "'\(command)' was answered \(visibleQuote(reply))"
    }
  }
}

extension SpeechProblem {
  /// The command that installs eSpeak NG on Debian and Ubuntu.
  public static let installCommand = "sudo apt-get install libespeak-ng1 espeak-ng-data"
}

extension EnglishWording {
  /// The English line a crash signal writes as it ends Teller: what
  /// happened and where a report goes, or that another process sent it.
  public func text(_ message: CrashMessage) -> String {
    switch message {
    case .crashed(let signal, let backtrace):
      let after =
        switch backtrace {
        case .follows: " The Swift runtime's backtrace follows."
        case .askWith(let setting): " Run it again with \(setting) for a backtrace to add."
        }
      return "Teller crashed on \(cause(signal)) (\(signal.name)). Please tell Teller's "
        + "maintainers what you did just before, with the output of teller --version." + after
    case .sent(let signal):
      return "Another process sent \(signal.name), which ends Teller; Teller did not crash."
    }
  }

  /// What went wrong, as a crash signal says it.
  private func cause(_ signal: CrashSignal) -> String {
    switch signal {
    case .abort: "an internal error"
    case .segmentationFault, .busError: "a bad memory access"
    case .illegalInstruction, .trap: "a failed internal check"
    case .arithmeticError: "an arithmetic error"
    }
  }
}
