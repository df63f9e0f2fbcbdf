/// The result of parsing: which command was chosen and what was given.
public struct ParsedArguments: Hashable, Sendable {
  /// The chosen command's names from the top, such as `["teller", "simulate"]`.
  public var commandPath: [String]
  /// Values by option name; the last one given wins.
  public var values: [String: String]
  /// The flags given.
  public var flags: Set<String>
  /// Words that are not options.
  public var positionals: [String]

  /// Creates a result.
  public init(
    commandPath: [String], values: [String: String] = [:], flags: Set<String> = [],
    positionals: [String] = []
  ) {
    self.commandPath = commandPath
    self.values = values
    self.flags = flags
    self.positionals = positionals
  }

  /// The command as typed, such as `teller simulate`.
  public var commandName: String { commandPath.joined(separator: " ") }

  /// Whether a flag was given.
  public func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value of an option, if given.
  public func value(_ name: String) -> String? { values[name] }

  /// An integer option checked against a range, or the default when absent.
  public func integer(
    _ name: String, default defaultValue: Int, in range: ClosedRange<Int>
  ) throws(UsageError) -> Int {
    guard let text = values[name] else { return defaultValue }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        .notAWholeNumber(option: name, range: range, value: text), command: commandName)
    }
    return number
  }

  /// An unsigned 64-bit option, such as a seed, or the default when absent.
  public func unsigned(_ name: String, default defaultValue: UInt64) throws(UsageError) -> UInt64 {
    guard let text = values[name] else { return defaultValue }
    guard let number = UInt64(text) else {
      throw UsageError(.notAnUnsignedNumber(option: name, value: text), command: commandName)
    }
    return number
  }

  /// A decimal option that must lie in a range, or the default when absent.
  ///
  /// - Parameters:
  ///   - above: when true, the value must be strictly greater than the
  ///     range's lower bound, as for times and rates that must be positive.
  public func decimal(
    _ name: String, default defaultValue: Double, in range: ClosedRange<Double>,
    above: Bool = false
  ) throws(UsageError) -> Double {
    guard let text = values[name] else { return defaultValue }
    let isDecimal = text.allSatisfy { "0123456789.+-eE".contains($0) }
    guard isDecimal, let number = Double(text), number.isFinite, range.contains(number),
      !above || number > range.lowerBound
    else {
      let accepted = UsageError.NumberRange(
        lower: range.lowerBound, includesLower: !above,
        upper: range.upperBound == .infinity ? nil : range.upperBound)
      throw UsageError(
        .notANumber(option: name, range: accepted, value: text), command: commandName)
    }
    return number
  }

  /// A choice among allowed words, or the default when absent.
  public func choice(
    _ name: String, default defaultValue: String, allowed: [String]
  ) throws(UsageError) -> String {
    guard let text = values[name] else { return defaultValue }
    guard allowed.contains(text) else {
      throw UsageError(
        .notAChoice(option: name, choices: allowed, value: text), command: commandName)
    }
    return text
  }
}
