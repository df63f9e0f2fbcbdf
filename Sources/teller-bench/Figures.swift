// Plain, parseable output: one figure per line, "name: value unit".

/// Seconds in a duration of the continuous clock.
func seconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

/// Whole nanoseconds in a duration of the continuous clock.
func nanoseconds(_ duration: Duration) -> Int64 {
  let parts = duration.components
  return parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
}

/// A number with a fixed count of decimals.
func fixed(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (value * scale).rounded()
  let whole = Int64(scaled / scale)
  var fraction = String(Int64(abs(scaled - Double(whole) * scale)))
  while fraction.count < decimals { fraction = "0" + fraction }
  let sign = scaled < 0 && whole == 0 ? "-" : ""
  return decimals == 0 ? String(whole) : "\(sign)\(whole).\(fraction)"
}

/// Prints one figure: `name: value unit`.
func figure(_ name: String, _ value: String, _ unit: String = "") {
  print(unit.isEmpty ? "\(name): \(value)" : "\(name): \(value) \(unit)")
}

/// Prints a distribution of times in microseconds: its sample count, p50,
/// p99 and max, and, with a baseline, each percentile's ratio to the
/// baseline's median.
func figures(_ name: String, _ times: Percentiles, baseline: (name: String, p50: Double)? = nil) {
  figure("\(name).samples", String(times.count), "samples")
  figure("\(name).p50", fixed(times.p50 / 1_000, 1), "us")
  figure("\(name).p99", fixed(times.p99 / 1_000, 1), "us")
  figure("\(name).max", fixed(times.max / 1_000, 1), "us")
  guard let baseline, baseline.p50 > 0 else { return }
  figure("\(name).p50.ratio", fixed(times.p50 / baseline.p50, 3), "x \(baseline.name).p50")
  figure("\(name).p99.ratio", fixed(times.p99 / baseline.p50, 3), "x \(baseline.name).p50")
}

/// Prints whether a figure met its target: `name: met` or `name: NOT met`.
func target(_ name: String, met: Bool, _ condition: String) {
  figure(name, met ? "met" : "NOT met", "(\(condition))")
}
