/// A mistake on the command line, as data: what is wrong, and the command
/// whose usage applies.
///
/// The app's catalog words it in the user's language, in one line that
/// names the flag or word at fault, followed by a line pointing at help;
/// the shell prints both to standard error and exits 64.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    // MARK: The parser

    /// A long option the command does not have, such as `--frob` (given
    /// without its dashes), and the one it likely meant, if any
    /// (``NearestWord``).
    case unknownOption(String, suggestion: String? = nil)
    /// An option that does not start with two dashes, such as `-x`.
    case notLongOption(String)
    /// A word after a command that takes none.
    case unexpectedArgument(String)
    /// A word that names no subcommand, the subcommands there are, and the
    /// one it likely meant, if any (``NearestWord``).
    case noSuchSubcommand(String, choices: [String], suggestion: String? = nil)
    /// A word that is not one of the arguments a command takes, or one too
    /// many, and the words it takes.
    case notAnArgument(String, choices: [String])
    /// A command that needs one of a few words, given none.
    case missingArgument(choices: [String])
    /// An option given without its value, and the value's placeholder.
    case missingValue(option: String, placeholder: String)
    /// A flag given a value with `=`.
    case unexpectedValue(option: String, value: String)

    // MARK: Values

    /// A value that is not one of the allowed words.
    case notAChoice(option: String, choices: [String], value: String)
    /// A value that is not a whole number in a range.
    case notAWholeNumber(option: String, range: ClosedRange<Int>, value: String)
    /// A value that is not a whole number from 0 to `UInt64.max`.
    case notAnUnsignedNumber(option: String, value: String)
    /// A value that is not a number in a range.
    case notANumber(option: String, range: NumberRange, value: String)
    /// An environment variable whose value is not one of the allowed words.
    case environmentNotAChoice(variable: String, choices: [String], value: String)
    /// An empty value where a name is needed, such as a voice.
    case emptyName(option: String, examples: [String])
    /// An empty value where a file name is needed.
    case emptyFileName(option: String)
    /// A voice the speech engine that would speak has none of, such as
    /// `--voice doesnotexist` for eSpeak NG.
    case unknownVoice(option: String, voice: String, engine: String)

    /// An option that only means something beside another option's value,
    /// such as `--rate` without `--arrivals poisson`.
    case needsOption(option: String, requires: String, value: String)

    // MARK: The program's own

    /// A mistake the program using the parser defines, such as a
    /// combination of its options' values it cannot run with.
    case program(ProgramProblem)

    // MARK: Braille

    /// A braille table that is in none of the folders liblouis searches,
    /// those folders, and tables to name as examples.
    case unknownBrailleTable(option: String, value: String, searched: [String], examples: [String])

    /// The option whose value is at fault, when there is one: `seed` for a
    /// bad `--seed`. The shell uses it to tell a bad value from the
    /// configuration file by the file's name and line.
    public var option: String? {
      switch self {
      case .notAChoice(let option, _, _), .notAWholeNumber(let option, _, _),
        .notAnUnsignedNumber(let option, _), .notANumber(let option, _, _),
        .emptyName(let option, _), .emptyFileName(let option), .unknownVoice(let option, _, _),
        .needsOption(let option, _, _), .unknownBrailleTable(let option, _, _, _):
        option
      case .program(let problem):
        problem.base.option
      case .unknownOption, .notLongOption, .unexpectedArgument, .noSuchSubcommand,
        .notAnArgument, .missingArgument, .missingValue, .unexpectedValue,
        .environmentNotAChoice:
        nil
      }
    }
  }

  /// The numbers a decimal option accepts.
  public struct NumberRange: Hashable, Sendable {
    /// The lowest value.
    public var lower: Double
    /// Whether the lowest value itself is allowed.
    public var includesLower: Bool
    /// The highest value allowed, or nil for no limit.
    public var upper: Double?

    /// Creates a range.
    public init(lower: Double, includesLower: Bool, upper: Double?) {
      self.lower = lower
      self.includesLower = includesLower
      self.upper = upper
    }
  }

  /// What is wrong.
  public var problem: Problem
  /// The command whose usage applies, such as `teller simulate`.
  public var command: String

  /// Creates an error.
  public init(_ problem: Problem, command: String = "teller") {
    self.problem = problem
    self.command = command
  }

  /// The exit status for usage errors: 64.
  public var exitCode: ExitCode { .usage }

  /// The problem and command, for debugging; users see the catalog's
  /// words.
  public var description: String { "\(command): \(problem)" }
}
