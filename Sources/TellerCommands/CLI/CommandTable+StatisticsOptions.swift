import TellerArguments
import TellerBank
import TellerSession

/// The options of `teller simulate` for its statistics: the shape of
/// service times, the warm-up, replications and a precision target.
extension CommandTable {
  /// `teller simulate --service SHAPE`: every work type's service times.
  public static let service = serviceShape(
    "service", help: CommandOptionHelp.service(shapes: ServiceShape.words))
  /// `teller simulate --deposit-service SHAPE` and the like: one work
  /// type's service times, in ``WorkType`` order; each wins over
  /// `--service` for its work type.
  public static let workTypeServices: [Option<String>] = WorkType.allCases.map { type in
    serviceShape(
      "\(type)-service", help: CommandOptionHelp.workTypeService(type, overrides: "service"))
  }
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

  /// The statistics options, in the order help lists them.
  public static var statisticsOptions: [OptionSpec] {
    [service.spec] + workTypeServices.map(\.spec) + [
      serviceVariation.spec, warmup.spec, replications.spec, precision.spec,
    ]
  }

  /// An option that takes a shape of service times.
  private static func serviceShape(_ name: String, help: CommandOptionHelp) -> Option<String> {
    Option(
      OptionSpec(
        name: name, valueName: "SHAPE", help: help,
        helpDefault: .value(ServiceShape.deterministic.rawValue)),
      default: ServiceShape.deterministic.rawValue, convert: { $0 })
  }
}
