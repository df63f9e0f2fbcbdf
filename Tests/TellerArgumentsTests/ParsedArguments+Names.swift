import TellerArguments

/// Reading options by their names, for the tests' small tables, whose
/// options are not typed; Teller's commands and the benchmark read theirs
/// through ``Option`` and ``Flag``. Each reader checks its value as the
/// typed options do.
extension ParsedArguments {
  /// Whether a flag was given.
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value of an option, if given.
  func value(_ name: String) -> String? { values[name] }

  /// An integer option checked against a range, or the default when absent.
  func integer(
    _ name: String, default defaultValue: Int, in range: ClosedRange<Int>
  ) throws(UsageError) -> Int {
    try value(Option.wholeNumber(name, "N", help: "", default: defaultValue, in: range))
  }

  /// An unsigned 64-bit option, such as a seed, or the default when absent.
  func unsigned(_ name: String, default defaultValue: UInt64) throws(UsageError) -> UInt64 {
    try value(Option.unsigned(name, "N", help: "", default: defaultValue))
  }

  /// A decimal option that must lie in a range, or the default when absent.
  ///
  /// - Parameters:
  ///   - above: when true, the value must be strictly greater than the
  ///     range's lower bound, as for times and rates that must be positive.
  func decimal(
    _ name: String, default defaultValue: Double, in range: ClosedRange<Double>,
    above: Bool = false
  ) throws(UsageError) -> Double {
    try value(
      Option.decimal(name, "N", help: "", default: defaultValue, in: range, above: above))
  }

  /// A choice among allowed words, or the default when absent.
  func choice(
    _ name: String, default defaultValue: String, allowed: [String]
  ) throws(UsageError) -> String {
    try value(Option.oneOf(name, "WORD", help: "", allowed, default: defaultValue))
  }
}
