import TellerArguments
import TellerSounds
import TellerWording

extension ManualMessage: MessageSamples {
  /// The cases of ``ManualMessage``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case manualSection, heading, about, input, lines, configFile, configLines, configOrder
    case setsOption, variable, exitStatus, sounds, soundsTable, soundIcon
  }

  /// The case of the message.
  public var kind: Kind {
    switch self {
    case .manualSection: .manualSection
    case .heading: .heading
    case .about: .about
    case .input: .input
    case .lines: .lines
    case .configFile: .configFile
    case .configLines: .configLines
    case .configOrder: .configOrder
    case .setsOption: .setsOption
    case .variable: .variable
    case .exitStatus: .exitStatus
    case .sounds: .sounds
    case .soundsTable: .soundsTable
    case .soundIcon: .soundIcon
    }
  }

  /// A configuration file's place, as samples name it.
  static let samplePlace = ConfigFilePlace(
    variable: "XDG_CONFIG_HOME", inside: "teller/config", fallback: "~/.config/teller/config")

  /// Samples of one kind: every section, variable, exit status and icon.
  public static func samples(of kind: Kind) -> [ManualMessage] {
    switch kind {
    case .manualSection: [.manualSection]
    case .heading: ManualSection.allCases.map { .heading($0) }
    case .about: [.about]
    case .input: [.input(ui: "ui", json: "json")]
    case .lines: [.lines(quoteLimit: 80, status: .dataError)]
    case .configFile: [.configFile(samplePlace)]
    case .configLines:
      [
        .configLines(
          command: "teller", examples: ["lang = ko"], flagOn: ["on"], flagOff: ["off"],
          flagExample: "--reduce-motion=off")
      ]
    case .configOrder: [.configOrder(status: .config, keys: ["ui", "lang"])]
    case .setsOption: [.setsOption("ui")]
    case .variable: ManualVariable.samples.map { .variable($0) }
    case .exitStatus: ExitStatusMeaning.samples.map { .exitStatus($0) }
    case .sounds:
      [
        .sounds(
          ManualSoundFacts(
            sounds: "sounds", on: "on", mono: "mono", recording: "speech-wav", speech: "speech",
            announce: "announce", summaries: "summaries", pace: "3", lesson: "teller sounds"))
      ]
    case .soundsTable: [.soundsTable(lesson: "teller sounds")]
    case .soundIcon: SoundIcon.allCases.map { .soundIcon($0) }
    }
  }
}

extension ManualVariable: MessageSamples {
  /// The cases of ``ManualVariable``, without payloads.
  public enum Kind: CaseIterable, Hashable, Sendable {
    case configFolder, locale, terminal, noColor, espeakLibrary, speechDispatcherAddress
    case speechPlayer, soundIconFolder, brlapiLibrary, liblouisLibrary, liblouisTables
    case brlapiHost, backtrace
  }

  /// The case of the variable.
  public var kind: Kind {
    switch self {
    case .configFolder: .configFolder
    case .locale: .locale
    case .terminal: .terminal
    case .noColor: .noColor
    case .espeakLibrary: .espeakLibrary
    case .speechDispatcherAddress: .speechDispatcherAddress
    case .speechPlayer: .speechPlayer
    case .soundIconFolder: .soundIconFolder
    case .brlapiLibrary: .brlapiLibrary
    case .liblouisLibrary: .liblouisLibrary
    case .liblouisTables: .liblouisTables
    case .brlapiHost: .brlapiHost
    case .backtrace: .backtrace
    }
  }

  /// A sample of one kind, with typical names and paths.
  public static func samples(of kind: Kind) -> [ManualVariable] {
    switch kind {
    case .configFolder: [.configFolder(ManualMessage.samplePlace)]
    case .locale: [.locale(option: "lang")]
    case .terminal: [.terminal(dumb: "dumb")]
    case .noColor: [.noColor(option: "no-color")]
    case .espeakLibrary: [.espeakLibrary(defaultPath: "libespeak-ng.so.1")]
    case .speechDispatcherAddress: [.speechDispatcherAddress]
    case .speechPlayer: [.speechPlayer]
    case .soundIconFolder:
      [.soundIconFolder(option: "sounds", defaultPath: "/usr/share/sounds/sound-icons")]
    case .brlapiLibrary: [.brlapiLibrary(option: "braille", defaultPath: "libbrlapi.so.0.8")]
    case .liblouisLibrary:
      [.liblouisLibrary(option: "braille-table", defaultPath: "liblouis.so.20")]
    case .liblouisTables:
      [.liblouisTables(option: "braille-table", defaultPath: "/usr/share/liblouis/tables")]
    case .brlapiHost: [.brlapiHost(option: "braille")]
    case .backtrace: [.backtrace(suggested: "SWIFT_BACKTRACE=enable=yes,interactive=no")]
    }
  }
}

extension ExitStatusMeaning {
  /// One of each meaning (the page's own list, with its codes, is
  /// `ManualPage.exitStatuses`).
  public static var samples: [ExitStatusMeaning] {
    [
      .success, .auditFound(command: "teller audit"), .usage, .dataError, .noInput,
      .unavailable(command: "teller voices"), .osError, .cannotCreate(option: "speech-wav"),
      .ioError, .config, .signal(name: "SIGTERM", number: 15),
      .interrupted(name: "SIGINT", number: 2), .crashSignal(name: "SIGSEGV", number: 11),
    ]
  }
}
