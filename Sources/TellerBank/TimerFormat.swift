/// Formats a span as the work timer shows it: `mm:ss:SSS`.
///
/// Past an hour the minutes keep counting, so 61 minutes, 2 seconds and
/// 3 milliseconds is `61:02:003`. Negative spans show as zero.
public func formatWorkTime(_ time: ModelTime) -> String {
  let totalMs = max(0, time.milliseconds)
  let minutes = totalMs / 60_000
  let seconds = (totalMs / 1000) % 60
  let millis = totalMs % 1000
  return pad(minutes, 2) + ":" + pad(seconds, 2) + ":" + pad(millis, 3)
}

private func pad(_ value: Int64, _ width: Int) -> String {
  let digits = String(value)
  return digits.count >= width
    ? digits : String(repeating: "0", count: width - digits.count) + digits
}
