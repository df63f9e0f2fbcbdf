/// One figure of a measurement, printed as one line `name: value unit`, as
/// `teller-bench` prints its own, so two runs compare with `diff`.
public struct Figure: Hashable, Sendable, CustomStringConvertible {
  /// The figure's name, dotted: `fenrir.linear-n.utterances`.
  public var name: String
  /// Its value.
  public var value: String
  /// Its unit, or empty.
  public var unit: String

  /// Creates a figure.
  public init(_ name: String, _ value: String, _ unit: String = "") {
    self.name = name
    self.value = value
    self.unit = unit
  }

  /// `name: value unit`.
  public var description: String {
    unit.isEmpty ? "\(name): \(value)" : "\(name): \(value) \(unit)"
  }
}
