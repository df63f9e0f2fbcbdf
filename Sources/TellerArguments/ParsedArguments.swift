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
        "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound); got '\(visibleText(text))'.",
        command: commandName)
    }
    return number
  }

  /// An unsigned 64-bit option, such as a seed, or the default when absent.
  public func unsigned(_ name: String, default defaultValue: UInt64) throws(UsageError) -> UInt64 {
    guard let text = values[name] else { return defaultValue }
    guard let number = UInt64(text) else {
      throw UsageError(
        "--\(name) must be a whole number from 0 to \(UInt64.max); got '\(visibleText(text))'.",
        command: commandName)
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
    let lower =
      above ? "greater than \(format(range.lowerBound))" : "from \(format(range.lowerBound))"
    let rangeText =
      range.upperBound == .infinity ? lower : "\(lower) to \(format(range.upperBound))"
    let isDecimal = text.allSatisfy { "0123456789.+-eE".contains($0) }
    guard isDecimal, let number = Double(text), number.isFinite, range.contains(number),
      !above || number > range.lowerBound
    else {
      throw UsageError(
        "--\(name) must be a number \(rangeText); got '\(visibleText(text))'.", command: commandName
      )
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
        "--\(name) must be one of \(allowed.joined(separator: ", ")); got '\(visibleText(text))'.",
        command: commandName)
    }
    return text
  }
}

private func format(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
