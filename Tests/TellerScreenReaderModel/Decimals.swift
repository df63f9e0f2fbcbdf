/// Numbers written with a fixed count of decimals, without Foundation.
public enum Decimals {
  /// A value rounded to `decimals` places, such as `1.25` or `-0.50`.
  public static func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((abs(value) * Double(scale)).rounded())
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(scaled) }
    var fraction = String(scaled % scale)
    while fraction.count < decimals { fraction = "0" + fraction }
    return "\(sign)\(scaled / scale).\(fraction)"
  }

  /// Seconds to the hundredth, as figures print them.
  public static func seconds(_ value: Double) -> String { fixed(value, 2) }
}
