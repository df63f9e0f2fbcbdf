import TellerArguments
import TellerBank
import TellerSession
import TellerWording

/// The options of `teller simulate` for its statistics: the shape of
/// service times, the warm-up, replications and a precision target.
extension CommandTable {
  /// `teller simulate --service SHAPE`: every work type's service times;
  /// a type's own `--TYPE-service` (``BankOptionTable/services``) wins.
  public static let service = Option<String>(
    OptionSpec(
      name: "service", valueName: "SHAPE",
      help: CommandOptionHelp.service(shapes: ServiceShape.words),
      helpDefault: .value(BankOptionTable.deterministicService)),
    default: BankOptionTable.deterministicService, convert: { $0 })
  /// `teller simulate --service-cv CV`.
  public static let serviceVariation = Option.decimal(
    "service-cv", "CV", help: CommandOptionHelp.serviceVariation(uniformMost: "0.577"),
    default: ServiceShape.defaultVariation, in: ServiceDistribution.lognormalVariations)
  /// `teller simulate --warmup auto|SECONDS`.
  public static let warmup = Option<String>(
    OptionSpec(
      name: "warmup", valueName: "auto|SECONDS", help: CommandOptionHelp.warmup,
      helpDefault: .value(SimulateOptions.automaticWarmupWord)),
    default: SimulateOptions.automaticWarmupWord, convert: { $0 })
  /// `teller simulate --replications N`.
  public static let replications = Option.wholeNumber(
    "replications", "N", help: CommandOptionHelp.replications,
    default: 1, in: SimulateOptions.replicationRange)
  /// `teller simulate --precision P`.
  public static let precision = Option.decimal(
    "precision", "P",
    help: CommandOptionHelp.precision(
      capOption: "replications", cap: Replications.Precision.defaultCap),
    default: 0, in: SimulateOptions.precisionRange, above: true, helpDefault: .unnamed)

  /// `teller simulate --threads N`: the threads replications run on; all
  /// the processors when not given (the shell counts them).
  public static let threads = Option.wholeNumber(
    "threads", "N", help: CommandOptionHelp.threads, default: 0,
    in: SimulateOptions.threadRange, helpDefault: .unnamed)

  /// The options this file declares, in the order help lists them.
  public static let statisticsOptions: [OptionSpec] = [
    service.spec, serviceVariation.spec, warmup.spec, replications.spec, precision.spec,
    threads.spec,
  ]

  /// The options that ask for the statistics section, with a bank's
  /// `--TYPE-service` after `--service`, in the order help lists them:
  /// every statistics option but `--threads`.
  public static func statisticsSection(bank: BankOptionTable) -> [OptionSpec] {
    [service.spec] + bank.services.map(\.spec) + [
      serviceVariation.spec, warmup.spec, replications.spec, precision.spec,
    ]
  }
}
