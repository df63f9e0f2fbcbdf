import TellerSounds

extension EnglishWording {
  /// The English words of the manual page.
  public func text(_ message: ManualMessage) -> String {
    switch message {
    case .manualSection: "User Commands"
    case .heading(let section): heading(section)
    case .about:
      "Teller runs a bank's teller queues and presents them to screen-reader users first. "
        + "The screen is a semantic element tree: every element has a label, a value, a hint "
        + "and traits, and you move through it as VoiceOver users do, by next and previous "
        + "element, by activating, and with a rotor that jumps between headings, buttons and "
        + "lists. Changes in the queues become announcements with a priority."
    case .input(let ui, let json):
      "At a terminal, Teller reads single keys (see \(heading(.keys))). When standard input is "
        + "not a terminal, each line is a command (see \(heading(.lineCommands))). Output is "
        + "linear, whole lines appended with no escape codes, when standard output is not a "
        + "terminal or TERM is dumb; --\(ui) \(json) writes one JSON object per line instead. "
        + "Output is UTF-8."
    case .lines(let limit, let status):
      "When standard input is not a terminal, each line is a command. Blank lines and lines "
        + "starting with # are skipped. A line Teller cannot understand is reported on standard "
        + "error with its number, quoting at most \(limit) characters of it; the rest still runs, "
        + "and the exit status is \(status)."
    case .configFile(let place):
      "The configuration file; \(place.fallback) when \(place.variable) is not set. "
        + "A missing file is fine."
    case .configLines(let command, let examples, let on, let off, let flagExample):
      "Each line is key = value and sets the default of one long option of \(command) itself, "
        + "its name without dashes: \(examples.joined(separator: ", ")). A flag takes "
        + "\(flagWords(on: on, off: off)), here, in its environment variable, and after = on "
        + "the command line, as in \(flagExample). # starts a comment at the start of a line or after a "
        + "space. A value in double quotes is taken as it is. When a key is given twice, the "
        + "last line wins."
    case .configOrder(let status, let keys):
      "The command line wins over the environment variables below, which win over the file. "
        + "An unknown key, a bad value or a file that cannot be read is reported with the "
        + "file's name, the line and the key, and the exit status is \(status). The keys are: "
        + keys.joined(separator: ", ") + "."
    case .setsOption(let option): "Sets --\(option) when it is not given."
    case .variable(let variable): self.variable(variable)
    case .exitStatus(let meaning): exitStatus(meaning)
    case .sounds(let facts): sounds(facts)
    case .soundsTable(let lesson):
      "The icons, by the name \(lesson) gives them, with speech-dispatcher's icon:"
    case .soundIcon(let icon):
      "\(text(SoundMessage.meaning(icon))): \(text(SoundMessage.description(icon))) "
        + "(speech-dispatcher: \(icon.serverName))."
    }
  }

  private func heading(_ section: ManualSection) -> String {
    switch section {
    case .name: "NAME"
    case .synopsis: "SYNOPSIS"
    case .description: "DESCRIPTION"
    case .options: "OPTIONS"
    case .commands: "COMMANDS"
    case .keys: "KEYS"
    case .lineCommands: "LINE COMMANDS"
    case .sounds: "SOUNDS"
    case .files: "FILES"
    case .environment: "ENVIRONMENT"
    case .exitStatus: "EXIT STATUS"
    case .seeAlso: "SEE ALSO"
    }
  }

  /// "on or off (also yes, no, true, false, 1 or 0)".
  private func flagWords(on: [String], off: [String]) -> String {
    let others = zip(on.dropFirst(), off.dropFirst()).flatMap { [$0, $1] }
    return "\(on.first ?? "") or \(off.first ?? "") (also "
      + "\(others.dropLast().joined(separator: ", ")) or \(others.last ?? ""))"
  }

  private func variable(_ variable: ManualVariable) -> String {
    switch variable {
    case .configFolder(let place):
      "The folder of the configuration file, \(place.inside) inside it (see \(heading(.files)))."
    case .locale(let option):
      "The language when --\(option) is not given: Korean when the first of LC_ALL, LC_MESSAGES "
        + "and LANG that is set starts with ko, otherwise English. Teller always writes UTF-8; "
        + "when the character set of LC_ALL, LC_CTYPE or LANG is not UTF-8, it says so once on "
        + "standard error."
    case .terminal(let dumb): "With TERM=\(dumb), output is linear."
    case .noColor(let option):
      "When set and not empty, the full-screen view draws without colour, as --\(option)."
    case .espeakLibrary(let path):
      "Another eSpeak NG library file to load for speech, instead of \(path)."
    case .speechDispatcherAddress:
      "Where speech-dispatcher listens, as its clients read it (unix_socket:PATH or "
        + "inet_socket:HOST:PORT); by default its socket in XDG_RUNTIME_DIR."
    case .speechPlayer:
      "Another program to play live speech with eSpeak NG, and sounds, instead of aplay, paplay "
        + "or pw-play: a name found on PATH, or a path. aplay, paplay, pacat, pw-play, pw-cat and "
        + "sox's play get their own arguments; any other program gets none and reads raw signed "
        + "16-bit little-endian samples on standard input, at the rate in "
        + "TELLER_SPEECH_SAMPLE_RATE, with TELLER_SPEECH_CHANNELS (1) and "
        + "TELLER_SPEECH_SAMPLE_FORMAT (S16_LE) set too."
    case .soundIconFolder(let option, let path):
      "The folder of speech-dispatcher's sound icons, where --\(option) looks for the ones it "
        + "sends as SOUND_ICON, instead of \(path); when one is missing, Teller plays its own "
        + "sounds."
    case .brlapiLibrary(let option, let path):
      "Another BrlAPI library file to load for --\(option), instead of \(path)."
    case .liblouisLibrary(let option, let path):
      "Another liblouis library file to load for braille tables (Korean braille, --\(option)), "
        + "instead of \(path)."
    case .liblouisTables(let option, let path):
      "The folders, separated by commas, where liblouis looks for --\(option); by default "
        + "\(path)."
    case .brlapiHost(let option):
      "Where BRLTTY's BrlAPI listens and how to authenticate, for --\(option)."
    case .backtrace(let suggested):
      "The Swift runtime's crash backtrace. A crash, or a crash signal such as SIGSEGV, ends "
        + "Teller by its signal (status 128 + n) after releasing the terminal, speech and "
        + "braille, with one line on standard error; when this is set, not empty and not "
        + "enable=no, the runtime's backtrace follows that line, as its other settings say. "
        + "\(suggested) asks for one without waiting for a key."
    }
  }

  private func exitStatus(_ meaning: ExitStatusMeaning) -> String {
    switch meaning {
    case .success: "Success."
    case .auditFound(let command): "\(command) found accessibility mistakes."
    case .usage: "The command line was wrong: an unknown option, a bad value or a missing one."
    case .dataError: "A script line could not be understood; the other lines still ran."
    case .noInput: "A file to read does not exist or cannot be read."
    case .unavailable(let command):
      "A service Teller needs is missing, such as the speech engine for \(command)."
    case .osError: "The system refused something Teller needed, such as the terminal."
    case .cannotCreate(let option): "A speech recording (--\(option)) cannot be created."
    case .ioError:
      "Output could not be written, as on a full disk, a closed standard output or a speech "
        + "recording that fails. A reader that goes away (a broken pipe) ends Teller quietly "
        + "instead."
    case .config:
      "The configuration file has an unknown key or a bad value, or cannot be read."
    case .signal(let name, let number): "Ended by \(name) (128 + \(number))."
    case .interrupted(let name, let number): "Ended by \(name), as by Ctrl-C (128 + \(number))."
    case .crashSignal(let name, let number):
      "Ended by \(name) (128 + \(number)): a crash, or the signal sent by another process, as "
        + "the line on standard error says."
    }
  }

  private func sounds(_ facts: ManualSoundFacts) -> String {
    "With --\(facts.sounds) \(facts.on), Teller plays a short sound icon, under 150 ms, for each "
      + "start, finish, add, all served, navigation edge and error, in stereo where the lists "
      + "sit: Waiting on the left, Processing on the right (--\(facts.sounds) \(facts.mono) puts "
      + "them in the middle). Sounds go where speech goes: into the --\(facts.recording) "
      + "recording, at the model time of their events, to the sample, which becomes stereo; and "
      + "live with --\(facts.speech), through the same player as eSpeak NG, or as "
      + "speech-dispatcher's SOUND_ICON when its sound icons (the sound-icons package) are "
      + "installed on this machine. With neither, they play alone, beside a screen reader "
      + "reading the text. Text output never changes. --\(facts.announce) \(facts.summaries) "
      + "leaves starts and finishes to the sounds: speech says only how many wait, at most "
      + "every \(facts.pace) seconds, besides adds, resets and all served. \(facts.lesson) plays "
      + "each icon after its name."
  }
}
