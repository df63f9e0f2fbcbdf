import TellerText

/// A command line with the configuration file's defaults filled in.
///
/// Each key of the file is a long option of the command, without dashes,
/// so every option the command table gains can be set in the file with no
/// more code. Precedence: the command line wins over the option's
/// environment variable (``OptionSpec/environment``), which wins over the
/// file: a file's value is used only when the option was not given and its
/// variable is not set.
///
/// Keys and the values of choices and flags are checked here; other values
/// are checked by the command as if typed, and ``blame(_:)`` turns a usage
/// error about a value from the file into a ``ConfigError`` naming its line.
public struct ConfigDefaults: Hashable, Sendable {
  /// Options that cannot have a default: they do something once rather than
  /// set how Teller runs.
  public static let excludedKeys: Set<String> = ["version", "help"]

  /// The words a flag's value may be, for on and for off: in the file,
  /// after `=` on the command line (`--reduce-motion=off`), and in a
  /// flag's environment variable.
  public static let flagWords: (on: [String], off: [String]) = (
    ["on", "yes", "true", "1"], ["off", "no", "false", "0"]
  )

  /// Whether a flag's word turns it on (true) or off (false); nil for a
  /// word that is neither. Case does not matter.
  public static func flagSetting(_ word: String) -> Bool? {
    let word = word.lowercased()
    if flagWords.on.contains(word) { return true }
    if flagWords.off.contains(word) { return false }
    return nil
  }

  /// The command line with the file's defaults filled in.
  public var arguments: ParsedArguments
  /// The file the defaults came from.
  public var path: String
  /// The line each option's value came from, for the options whose value
  /// came from the file.
  public var lines: [String: Int]

  /// Fills in the defaults of a file.
  ///
  /// - Parameters:
  ///   - file: the parsed file.
  ///   - arguments: the command line, parsed for `command`.
  ///   - command: the command whose options the keys are.
  ///   - environment: reads an environment variable; a variable that is
  ///     set and not empty keeps the file's value out.
  /// - Throws: ``ConfigError`` for the first unknown key, or bad choice or
  ///   flag value, naming its line.
  /// - Complexity: O(n · m) for n entries and m options.
  public init(
    _ file: ConfigFile, arguments: ParsedArguments, command: CommandSpec,
    environment: (String) -> String?
  ) throws(ConfigError) {
    var arguments = arguments
    var lines: [String: Int] = [:]
    var fromFile: Set<String> = []
    for entry in file.entries {
      func fail(_ problem: ConfigError.Problem) -> ConfigError {
        ConfigError(path: file.path, line: entry.line, problem: problem)
      }
      guard !Self.excludedKeys.contains(entry.key) else {
        throw fail(.notConfigurable(entry.key))
      }
      guard let option = command.option(named: entry.key) else {
        throw fail(
          .unknownKey(entry.key, suggestion: Self.suggestion(for: entry.key, in: command)))
      }
      let name = option.name
      let given = arguments.isGiven(name)
      // The command line, and values earlier lines of the file set, may
      // be replaced only by the file itself: a later line wins.
      guard !given || fromFile.contains(name) else { continue }
      if let variable = option.environment, let value = environment(variable), !value.isEmpty {
        continue
      }
      if option.takesValue {
        if !option.choices.isEmpty && !option.choices.contains(entry.value) {
          throw fail(
            .badValue(
              key: name,
              problem: .notAChoice(option: name, choices: option.choices, value: entry.value)))
        }
        arguments.values[name] = entry.value
      } else {
        guard let on = Self.flagSetting(entry.value) else {
          throw fail(.notAFlagValue(key: name, value: entry.value))
        }
        arguments.setFlag(name, on: on)
      }
      fromFile.insert(name)
      lines[name] = entry.line
    }
    self.arguments = arguments
    self.path = file.path
    self.lines = lines
  }

  /// The configuration error behind a usage error, when the value at fault
  /// came from the file; nil when it came from the command line or the
  /// environment.
  public func blame(_ error: UsageError) -> ConfigError? {
    guard let option = error.problem.option, let line = lines[option] else { return nil }
    return ConfigError(
      path: path, line: line, problem: .badValue(key: option, problem: error.problem))
  }

  /// A key close to an unknown one: the same without leading dashes, or
  /// the key ``NearestWord`` finds among the options that can be set.
  static func suggestion(for key: String, in command: CommandSpec) -> String? {
    let keys = command.options.map(\.name).filter { !excludedKeys.contains($0) }
    return NearestWord.suggestion(
      for: String(key.drop(while: { $0 == "-" })), among: keys)
  }
}
