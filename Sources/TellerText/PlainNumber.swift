/// A number as short as it can be written: `1` rather than `1.0`, as the
/// catalog and the command table write ranges and rates.
public func plainNumber(_ value: Double) -> String {
  if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
  return String(value)
}
