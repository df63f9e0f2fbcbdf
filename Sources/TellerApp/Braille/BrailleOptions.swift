import TellerArguments
import TellerBank

/// What the command line and the environment ask of braille: whether to
/// drive a braille display through BRLTTY, and how long announcements
/// flash on it.
public struct BrailleOptions: Hashable, Sendable {
  /// The flash time when `--braille-flash` is not given, in seconds.
  public static let defaultFlashSeconds = 3.0
  /// The longest flash time `--braille-flash` takes, in seconds.
  public static let longestFlashSeconds = 60.0
  /// The environment variable that turns braille on: `TELLER_BRAILLE`.
  public static let environmentVariable = "TELLER_BRAILLE"

  /// Whether to show Teller on a braille display (`--braille` or
  /// `TELLER_BRAILLE=1`).
  public var isEnabled: Bool
  /// How long an announcement flashes; zero keeps it until the next key
  /// (`--braille-flash`).
  public var flashDuration: ModelTime

  /// Creates options.
  public init(
    isEnabled: Bool = false,
    flashDuration: ModelTime = .seconds(BrailleOptions.defaultFlashSeconds)
  ) {
    self.isEnabled = isEnabled
    self.flashDuration = flashDuration
  }

  /// Reads `--braille`, `--braille-flash SECONDS` and `TELLER_BRAILLE`.
  ///
  /// `TELLER_BRAILLE` may be `1` or `on` (braille on), `0` or `off`, or
  /// empty (as if unset); `--braille` turns braille on whatever it says.
  ///
  /// - Parameter environment: the value of `TELLER_BRAILLE`, if set.
  /// - Throws: ``UsageError`` naming `--braille-flash` when it is not a
  ///   number from 0 to 60, or `TELLER_BRAILLE` when it is none of the
  ///   words above.
  public init(_ arguments: ParsedArguments, environment: String?) throws(UsageError) {
    let seconds = try arguments.decimal(
      "braille-flash", default: Self.defaultFlashSeconds, in: 0...Self.longestFlashSeconds)
    var enabled = arguments.has("braille")
    if let variable = environment, !variable.isEmpty, !enabled {
      switch variable.lowercased() {
      case "1", "on": enabled = true
      case "0", "off": enabled = false
      default:
        throw UsageError(
          .environmentNotAChoice(
            variable: Self.environmentVariable, choices: ["1", "on", "0", "off"], value: variable),
          command: arguments.commandName)
      }
    }
    self.init(isEnabled: enabled, flashDuration: .seconds(seconds))
  }
}
