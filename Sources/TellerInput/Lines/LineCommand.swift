import TellerAccessibility

/// One line command of ``LineCommands``: the words that start it, how it
/// reads what follows them, and the line of help it appears on.
///
/// A command is typed in English in every language, its words compared
/// without regard to case.
public struct LineCommand: Hashable, Sendable {
  /// How a command reads the words after its own, and the command it gives.
  public enum Reading: Hashable, Sendable {
    /// Nothing may follow: the words give this command.
    case gives(SessionCommand)
    /// A customer's number, digits only: `go to customer 12`
    /// (``SessionCommand/goToCustomer(_:)``).
    case customerNumber
    /// A rotor setting (``LineCommands/rotorSettings``), a heading level
    /// (`rotor heading 2`, `rotor heading level 2`), or a custom rotor's
    /// name (`rotor loan customers`): ``SessionCommand/rotor(_:)``.
    case rotorSetting
    /// One of the verbosity levels: `verbosity high`.
    case verbosityLevel
    /// `on` or `off`: `hints off`.
    case hintsSwitch
    /// A span of time as ``parseDuration(_:)`` reads it, the unit perhaps
    /// after a space: `wait 2s`, `wait 1.5 s`.
    case duration
  }

  /// What the syntax of a command shows in place of its argument.
  public enum Placeholder: String, Hashable, Sendable, CaseIterable {
    /// A number: `N`.
    case number = "N"
    /// A rotor setting: `SETTING`.
    case setting = "SETTING"
  }

  /// The words that start the command, each form as lowercase words; the
  /// first is the one shown, the others are aliases (`prev` for
  /// `previous`, `add customers` for `add`).
  public var forms: [[String]]
  /// How it reads what follows its words.
  public var reading: Reading
  /// The line of help it appears on.
  public var help: LineCommandHelp
  /// Whether that line names it; a line may name a few commands of a
  /// group as examples ("next heading, previous button, next list").
  public var isListedInHelp: Bool

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - forms: its words, then any aliases.
  ///   - reading: how it reads what follows.
  ///   - help: the help line it appears on.
  ///   - listed: whether the help line names it.
  public init(
    _ forms: [[String]], _ reading: Reading, help: LineCommandHelp, listed: Bool = true
  ) {
    precondition(!forms.isEmpty && forms.allSatisfy { !$0.isEmpty }, "a command has words")
    self.forms = forms
    self.reading = reading
    self.help = help
    self.isListedInHelp = listed
  }

  /// The words the `on` and `off` of ``Reading/hintsSwitch`` are.
  public static let switchWords: (on: String, off: String) = ("on", "off")

  /// The durations the syntax of ``Reading/duration`` shows as examples.
  public static let durationExamples = ["2s", "500ms"]

  /// The command's syntax as shown, once per example it gives: its words,
  /// then its argument, a list of choices or a placeholder, written by
  /// the caller: "verbosity low|normal|high", "go to customer N", "wait
  /// 2s" and "wait 500ms".
  ///
  /// - Parameters:
  ///   - choices: writes words to choose from, such as `low|normal|high`.
  ///   - placeholder: writes a placeholder, such as `N`.
  public func syntaxes(
    choices: ([String]) -> String, placeholder: (Placeholder) -> String
  ) -> [String] {
    let words = forms[0].joined(separator: " ")
    switch reading {
    case .gives: return [words]
    case .customerNumber: return [words + " " + placeholder(.number)]
    case .rotorSetting: return [words + " " + placeholder(.setting)]
    case .verbosityLevel: return [words + " " + choices(Verbosity.allCases.map(\.rawValue))]
    case .hintsSwitch: return [words + " " + choices([Self.switchWords.on, Self.switchWords.off])]
    case .duration: return Self.durationExamples.map { words + " " + $0 }
    }
  }

  /// The syntax as the README and the manual write it, in English:
  /// choices joined by bars, placeholders in capitals.
  public var plainSyntaxes: [String] {
    syntaxes(choices: { $0.joined(separator: "|") }, placeholder: \.rawValue)
  }
}
