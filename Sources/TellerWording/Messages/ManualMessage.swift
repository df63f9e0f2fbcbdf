import TellerArguments
import TellerSounds

/// The words of the manual page (`teller manual`, `teller.1`) that are not
/// the options' and commands' help: its headings, its paragraphs, the
/// environment variables, the exit statuses and the sounds.
///
/// Each case carries the facts its sentence names (option names, exit
/// codes, paths, limits) from where the code keeps them; the roff markup
/// stays with the page.
public enum ManualMessage: Hashable, Sendable {
  /// The manual's section the title line names: "User Commands".
  case manualSection
  /// A section's heading: "EXIT STATUS".
  case heading(ManualSection)
  /// What Teller is: the first paragraph of DESCRIPTION.
  case about
  /// How Teller reads input and writes output: keys at a terminal, lines
  /// otherwise, and `--ui json`.
  case input(ui: String, json: String)
  /// How lines are read: skipped lines, a bad line quoted up to
  /// `quoteLimit` characters, and the exit status.
  case lines(quoteLimit: Int, status: ExitCode)
  /// Where the configuration file is.
  case configFile(ConfigFilePlace)
  /// What a line of the configuration file is: `key = value` setting a long
  /// option of `command`, with examples and the words a flag takes, here,
  /// in its variable and after `=` on the command line (`flagExample`).
  case configLines(
    command: String, examples: [String], flagOn: [String], flagOff: [String], flagExample: String)
  /// What wins over the file, and how a mistake in it is reported.
  case configOrder(status: ExitCode, keys: [String])
  /// An option's variable: "Sets --ui when it is not given."
  case setsOption(String)
  /// What a variable that sets no option does.
  case variable(ManualVariable)
  /// What an exit status means.
  case exitStatus(ExitStatusMeaning)
  /// What `--sounds` and `--announce` do.
  case sounds(ManualSoundFacts)
  /// The line before the table of sound icons, which `lesson` (`teller
  /// sounds`) names as the table does.
  case soundsTable(lesson: String)
  /// A sound icon: what it means, how it sounds, and speech-dispatcher's
  /// icon for it.
  case soundIcon(SoundIcon)
}

/// A section of the manual page, in the order the page gives them.
public enum ManualSection: Hashable, Sendable, CaseIterable {
  /// The name and summary; what Teller is and does; its options and commands.
  case name, synopsis, description, options, commands
  /// Keys, line commands and sound icons.
  case keys, lineCommands, sounds
  /// The configuration file, the variables, the exit statuses, other programs.
  case files, environment, exitStatus, seeAlso
}

/// Where the configuration file is: a path inside a folder a variable
/// names, or inside a folder of the home.
public struct ConfigFilePlace: Hashable, Sendable {
  /// The variable that names the folder: `XDG_CONFIG_HOME`.
  public var variable: String
  /// The file's path inside that folder: `teller/config`.
  public var inside: String
  /// The file's path when the variable is not set: `~/.config/teller/config`.
  public var fallback: String

  /// Creates the place.
  public init(variable: String, inside: String, fallback: String) {
    self.variable = variable
    self.inside = inside
    self.fallback = fallback
  }
}

/// What a variable that sets no option does, with the names and paths its
/// sentence gives.
public enum ManualVariable: Hashable, Sendable {
  /// The configuration file's folder.
  case configFolder(ConfigFilePlace)
  /// The locale's variables, which choose the language when `--option` is
  /// not given, and whose character set should be UTF-8.
  case locale(option: String)
  /// `TERM`: `dumb` makes output linear.
  case terminal(dumb: String)
  /// `NO_COLOR`, as `--option`.
  case noColor(option: String)
  /// Another eSpeak NG library than `defaultPath`.
  case espeakLibrary(defaultPath: String)
  /// Where speech-dispatcher listens.
  case speechDispatcherAddress
  /// Another program to play speech and sounds.
  case speechPlayer
  /// speech-dispatcher's sound icons' folder, for `--option`.
  case soundIconFolder(option: String, defaultPath: String)
  /// Another BrlAPI library than `defaultPath`, for `--option`.
  case brlapiLibrary(option: String, defaultPath: String)
  /// Another liblouis library than `defaultPath`, for `--option`.
  case liblouisLibrary(option: String, defaultPath: String)
  /// liblouis's table folders, for `--option`.
  case liblouisTables(option: String, defaultPath: String)
  /// Where BrlAPI listens, for `--option`.
  case brlapiHost(option: String)
  /// `SWIFT_BACKTRACE`: a crash prints the Swift runtime's backtrace only
  /// when it asks for one; `suggested` asks with no wait for a key.
  case backtrace(suggested: String)
}

/// What an exit status means.
public enum ExitStatusMeaning: Hashable, Sendable {
  /// 0.
  case success
  /// 1: `command` (`teller audit`) found mistakes.
  case auditFound(command: String)
  /// 64.
  case usage
  /// 65.
  case dataError
  /// 66.
  case noInput
  /// 69: a service is missing, such as the speech engine for `command`.
  case unavailable(command: String)
  /// 71.
  case osError
  /// 73: a recording (`--option`) cannot be created.
  case cannotCreate(option: String)
  /// 74.
  case ioError
  /// 78.
  case config
  /// 128 + `number`: ended by a signal.
  case signal(name: String, number: Int32)
  /// 128 + `number`: ended by a signal a key sends, as Ctrl-C does.
  case interrupted(name: String, number: Int32)
  /// 128 + `number`: ended by a crash signal, a crash of Teller's or the
  /// signal sent by another process, as its line on standard error says.
  case crashSignal(name: String, number: Int32)
}

/// The facts of the manual's paragraph on sounds.
public struct ManualSoundFacts: Hashable, Sendable {
  /// `--sounds`.
  public var sounds: String
  /// The choice of `--sounds` that plays them in stereo: `on`.
  public var on: String
  /// The choice of `--sounds` that plays them in the middle: `mono`.
  public var mono: String
  /// `--speech-wav`.
  public var recording: String
  /// `--speech`.
  public var speech: String
  /// `--announce`.
  public var announce: String
  /// The choice of `--announce` that leaves starts and finishes to sounds.
  public var summaries: String
  /// The least seconds between two summaries, written.
  public var pace: String
  /// The command that plays each icon: `teller sounds`.
  public var lesson: String

  /// Creates the facts.
  public init(
    sounds: String, on: String, mono: String, recording: String, speech: String,
    announce: String, summaries: String, pace: String, lesson: String
  ) {
    self.sounds = sounds
    self.on = on
    self.mono = mono
    self.recording = recording
    self.speech = speech
    self.announce = announce
    self.summaries = summaries
    self.pace = pace
    self.lesson = lesson
  }
}
