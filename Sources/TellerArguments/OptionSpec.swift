/// An option a command accepts: `--name`, or `--name VALUE`.
public struct OptionSpec: Hashable, Sendable {
  /// The long name without dashes, such as `seed`.
  public var name: String
  /// The value's placeholder, such as `N`, or nil for a flag without value.
  public var valueName: String?
  /// One line of help.
  public var help: String
  /// The allowed values, when the option is a choice.
  public var choices: [String]
  /// The environment variable that also sets the option, such as
  /// `TELLER_UI`, or nil. The command line wins over it, and it wins over
  /// the configuration file.
  public var environment: String? = nil

  /// Creates an option that takes a value.
  public static func value(
    _ name: String, _ valueName: String, help: String, choices: [String] = [],
    environment: String? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, help: help, choices: choices, environment: environment)
  }

  /// Creates a flag that takes no value.
  public static func flag(_ name: String, help: String, environment: String? = nil) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help, choices: [], environment: environment)
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }
}
