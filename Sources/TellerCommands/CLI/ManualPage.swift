import TellerArguments
import TellerSession

/// Teller's manual page, `teller.1`, in roff, made from the command table,
/// the key table and the line commands, so it never disagrees with them.
///
/// `teller manual` prints it; the repository's `teller.1` is its output,
/// and a test holds the two together.
public struct ManualPage: Sendable {
  /// An environment variable and what it does.
  public struct Variable: Hashable, Sendable {
    /// Its name, such as `TELLER_ESPEAK_LIBRARY`.
    public var name: String
    /// What it does, in one or two sentences.
    public var meaning: String

    /// Creates a variable.
    public init(_ name: String, _ meaning: String) {
      self.name = name
      self.meaning = meaning
    }
  }

  /// The command table's top command.
  public var root: CommandSpec
  /// Environment variables that set no option, such as the speech
  /// library's path; the options' own variables come from the table.
  public var variables: [Variable]
  /// The words of the options' and commands' text; English, as the page
  /// is written, unless a test words it otherwise.
  public var words: CatalogHelpWords

  /// Creates the page.
  public init(
    root: CommandSpec = CommandTable.root, variables: [Variable],
    words: CatalogHelpWords = Catalog.english.helpWords
  ) {
    self.root = root
    self.variables = variables
    self.words = words
  }

  /// The exit statuses, with what each means.
  public static let exitStatuses: [(code: ExitCode, meaning: String)] = [
    (.success, "Success."),
    (.failure, "teller audit found accessibility mistakes."),
    (.usage, "The command line was wrong: an unknown option, a bad value or a missing one."),
    (.dataError, "A script line could not be understood; the other lines still ran."),
    (.noInput, "A file to read does not exist or cannot be read."),
    (
      .unavailable,
      "A service Teller needs is missing, such as the speech engine for teller voices."
    ),
    (.osError, "The system refused something Teller needed, such as the terminal."),
    (.cannotCreate, "A speech recording (--speech-wav) cannot be created."),
    (
      .ioError,
      "Output could not be written, as on a full disk, a closed standard output or a "
        + "speech recording that fails. "
        + "A reader that goes away (a broken pipe) ends Teller quietly instead."
    ),
    (.config, "The configuration file has an unknown key or a bad value, or cannot be read."),
    (ExitCode(129), "Ended by SIGHUP (128 + 1)."),
    (.interrupted, "Ended by SIGINT, as by Ctrl-C (128 + 2)."),
    (ExitCode(143), "Ended by SIGTERM (128 + 15)."),
  ]

  /// The words a flag's value may be in the file, from
  /// ``ConfigDefaults/flagWords``: "on or off (also yes, no, true, false, 1
  /// or 0)".
  static var flagWords: String {
    let (on, off) = ConfigDefaults.flagWords
    let others = zip(on.dropFirst(), off.dropFirst()).flatMap { [$0, $1] }
    return "\(on[0]) or \(off[0]) (also \(others.dropLast().joined(separator: ", ")) or "
      + "\(others.last ?? ""))"
  }

  /// The page, in roff for `man -l`.
  public func render() -> String {
    var out = titleSection() + synopsisSection() + Self.descriptionSection()
    out.append(".SH OPTIONS")
    out += options(root)
    out += commandsSection() + Self.keysSection() + Self.lineCommandsSection()
    out += Self.soundsSection()
    out += filesSection() + environmentSection() + Self.exitStatusSection()
    out += Self.seeAlsoSection()
    return out.joined(separator: "\n") + "\n"
  }

  /// The keys the configuration file accepts: the top command's options
  /// that can have a default.
  public var configKeys: [String] {
    root.options.map(\.name).filter { !ConfigDefaults.excludedKeys.contains($0) }
  }

  /// Every environment variable: the options' own, then the others.
  public var environment: [Variable] {
    let options = Completions.commands(root).flatMap { $0.spec.options }
    var seen: Set<String> = []
    var result: [Variable] = []
    for option in options {
      guard let variable = option.environment, seen.insert(variable).inserted else { continue }
      result.append(
        Variable(
          variable, "Sets --\(option.name) when it is not given. \(words.help(of: option))"))
    }
    for variable in variables where seen.insert(variable.name).inserted {
      result.append(variable)
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
