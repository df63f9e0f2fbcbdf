import TellerArguments
import TellerSession
import TellerSpeechModel
import TellerWording

/// Teller's manual page, `teller.1`, in roff, made from the command table,
/// the key table and the line commands, so it never disagrees with them.
///
/// `teller manual` prints it; the repository's `teller.1` is its output,
/// and a test holds the two together.
public struct ManualPage: Sendable {
  /// An environment variable that sets no option, and what it does.
  public struct Variable: Hashable, Sendable {
    /// Its name, such as `TELLER_ESPEAK_LIBRARY`.
    public var name: String
    /// What it does.
    public var meaning: ManualVariable

    /// Creates a variable.
    public init(_ name: String, _ meaning: ManualVariable) {
      self.name = name
      self.meaning = meaning
    }
  }

  /// The command table's top command.
  public var root: CommandSpec
  /// Environment variables that set no option, such as the speech
  /// library's path; the options' own variables come from the table.
  public var variables: [Variable]
  /// Where the configuration file is.
  public var configFile: ConfigFilePlace
  /// The words of the page: English, as `teller.1` is written, unless the
  /// page is asked for in another language or a test words it otherwise.
  public var words: CatalogHelpWords

  /// Creates the page.
  public init(
    root: CommandSpec = CommandTable.root, variables: [Variable], configFile: ConfigFilePlace,
    words: CatalogHelpWords = Catalog.english.helpWords
  ) {
    self.root = root
    self.variables = variables
    self.configFile = configFile
    self.words = words
  }

  /// The catalog whose wording words the page.
  var catalog: Catalog { words.catalog }

  /// A sentence of the page, in its wording.
  func say(_ message: ManualMessage) -> String { catalog.wording.text(message) }

  /// A section's heading line.
  func heading(_ section: ManualSection) -> String {
    ".SH " + Self.escaped(say(.heading(section)))
  }

  /// The exit statuses, with what each means.
  public static let exitStatuses: [(code: ExitCode, meaning: ExitStatusMeaning)] = [
    (.success, .success),
    (.failure, .auditFound(command: "\(CommandTable.root.name) \(CommandTable.audit.name)")),
    (.usage, .usage),
    (.dataError, .dataError),
    (.noInput, .noInput),
    (.unavailable, .unavailable(command: "\(CommandTable.root.name) \(CommandTable.voices.name)")),
    (.osError, .osError),
    (.cannotCreate, .cannotCreate(option: SpeechOptionTable.speechWav.name)),
    (.ioError, .ioError),
    (.config, .config),
    (ExitCode(128 + 1), .signal(name: "SIGHUP", number: 1)),
    (.interrupted, .interrupted(name: "SIGINT", number: ExitCode.interrupted.rawValue - 128)),
    (ExitCode(128 + 6), .crashSignal(name: "SIGABRT", number: 6)),
    (ExitCode(128 + 11), .crashSignal(name: "SIGSEGV", number: 11)),
    (ExitCode(128 + 15), .signal(name: "SIGTERM", number: 15)),
  ]

  /// The page, in roff for `man -l`.
  public func render() -> String {
    var out = titleSection() + synopsisSection() + descriptionSection()
    out.append(heading(.options))
    out += options(root)
    out += commandsSection() + keysSection() + lineCommandsSection()
    out += soundsSection()
    out += filesSection() + environmentSection() + exitStatusSection()
    out += seeAlsoSection()
    return out.joined(separator: "\n") + "\n"
  }

  /// The keys the configuration file accepts: the top command's options
  /// that can have a default.
  public var configKeys: [String] {
    root.options.map(\.name).filter { !ConfigDefaults.excludedKeys.contains($0) }
  }

  /// Every environment variable with what it does, in the page's words:
  /// the options' own, then the others.
  public var environment: [(name: String, meaning: String)] {
    let options = Completions.commands(root).flatMap { $0.spec.options }
    var seen: Set<String> = []
    var result: [(name: String, meaning: String)] = []
    for option in options {
      guard let variable = option.environment, seen.insert(variable).inserted else { continue }
      result.append((variable, say(.setsOption(option.name)) + " " + words.help(of: option)))
    }
    for variable in variables where seen.insert(variable.name).inserted {
      result.append((variable.name, say(.variable(variable.meaning))))
    }
    return result
  }

  /// An option list, in roff: each option tagged, then its help and its
  /// choices.
  func options(_ command: CommandSpec) -> [String] {
    var out: [String] = []
    for option in command.options {
      let name = Self.escaped("--" + option.name)
      var tag = ".B \(name)"
      if let valueName = option.valueName {
        tag = ".BI \(name) \" \(Self.escaped(valueName))\""
      }
      out += [".TP", tag, Self.escaped(words.help(of: option))]
    }
    out += [".TP", ".BR \\-h \", \" \\-\\-help", Self.escaped(words.helpOptionHelp)]
    return out
  }

  /// Paragraphs, each after `.PP`.
  static func paragraphs(_ texts: [String]) -> [String] {
    texts.flatMap { [".PP", escaped($0)] }
  }

  /// Text made safe for roff: backslashes written as `\e`, every dash of
  /// a word that starts with one (an option, such as `--loan-share`) kept
  /// as a minus sign so it can be copied, and a line that would start with
  /// a dot or quote guarded.
  static func escaped(_ text: String) -> String {
    var out = ""
    var previous: Character = " "
    var inOption = false
    for character in text {
      if character == " " || character == "(" || character == "\"" {
        inOption = false
      } else if character == "-" && (previous == " " || previous == "(" || previous == "\"") {
        inOption = true
      }
      switch character {
      case "\\": out += "\\e"
      case "-" where inOption: out += "\\-"
      default: out.append(character)
      }
      previous = character
    }
    if out.first == "." || out.first == "'" { out = "\\&" + out }
    return out
  }

  static func withoutPeriod(_ text: String) -> String {
    text.hasSuffix(".") ? String(text.dropLast()) : text
  }

  static func lowercasedFirst(_ text: String) -> String {
    guard let first = text.first, first.isUppercase, !(text.dropFirst().first?.isUppercase ?? false)
    else { return text }
    return first.lowercased() + text.dropFirst()
  }

  static func capitalisedFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
