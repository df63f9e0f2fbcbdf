import TellerAccessibility
import TellerArguments

/// What `teller console` was asked to do, checked.
public struct ConsoleOptions: Hashable, Sendable {
  /// The language of the texts.
  public var language: Language
  /// The seed for customer counts and work types.
  public var seed: UInt64
  /// Whether lines come out at once (virtual clock) or at their times.
  public var virtualClock: Bool

  /// Creates options directly.
  public init(language: Language, seed: UInt64 = 0, virtualClock: Bool = false) {
    self.language = language
    self.seed = seed
    self.virtualClock = virtualClock
  }

  /// Reads `teller console`'s command line.
  ///
  /// - Parameters:
  ///   - arguments: the parsed command line.
  ///   - locale: the `LANG` environment variable; Korean when it starts
  ///     with `ko` and `--lang` is not given.
  /// - Throws: a ``UsageError`` naming the flag at fault.
  public init(_ arguments: ParsedArguments, locale: String?) throws(UsageError) {
    let language = Language.of(arguments, locale: locale)
    let seed = try arguments.value(CommandTable.consoleSeed)
    let clock = try arguments.value(CommandTable.consoleClock)
    self.init(language: language, seed: seed, virtualClock: clock == "virtual")
  }
}
