import TellerArguments
import TellerBank
import TellerWording

/// The bank's model options, typed, made from a table of work types:
/// `--seed`, then `--TYPE-clerks` for each type, `--TYPE-time` for each
/// type and `--TYPE-share` for each type with a share of its own, in table
/// order. For the standard table (``standard``) they are `--deposit-clerks`,
/// `--loan-clerks`, `--deposit-time`, `--loan-time` and `--loan-share`;
/// each type's help names it in the language's words
/// (``SessionOptionHelp/clerks(_:)``).
///
/// `teller`, `teller inspect` and `teller simulate` share them; the
/// command table lists ``specs`` and ``BankOptions`` reads the values.
public struct BankOptionTable: Sendable {
  /// The configuration the options are made from: its table of work types,
  /// and the defaults the options name.
  public let defaults: BankConfiguration
  /// `--seed N`.
  public let seed: Option<UInt64>
  /// `--TYPE-clerks N`, by work type index.
  public let clerks: [Option<Int>]
  /// `--TYPE-time SECONDS`, by work type index.
  public let serviceTimes: [Option<Double>]
  /// `--TYPE-share P`, by work type index; nil for the type that takes
  /// the customers the others leave, which has none.
  public let shares: [Option<Double>?]

  /// Makes the options of a configuration's work types, its values the
  /// defaults.
  public init(_ defaults: BankConfiguration) {
    self.defaults = defaults
    seed = Option.unsigned("seed", "N", help: SessionOptionHelp.seed, default: defaults.seed)
    clerks = defaults.types.map { type in
      Option.wholeNumber(
        defaults[type].name + "-clerks", "N", help: SessionOptionHelp.clerks(type),
        default: defaults[type].clerks, in: BankOptions.clerkRange)
    }
    serviceTimes = defaults.types.map { type in
      Option.decimal(
        defaults[type].name + "-time", "SECONDS", help: SessionOptionHelp.serviceTime(type),
        default: defaults[type].serviceTime.seconds, in: BankOptions.serviceTimeRange,
        above: true)
    }
    shares = defaults.types.map { type in
      defaults[type].share.map { share in
        Option.decimal(
          defaults[type].name + "-share", "P", help: SessionOptionHelp.share(type),
          default: share, in: BankOptions.shareRange)
      }
    }
  }

  /// The options of the standard table, which Teller's commands take.
  public static let standard = BankOptionTable(BankConfiguration())

  /// The options' entries, in the order help lists them.
  public var specs: [OptionSpec] {
    [seed.spec] + clerks.map(\.spec) + serviceTimes.map(\.spec) + shares.compactMap { $0?.spec }
  }
}
