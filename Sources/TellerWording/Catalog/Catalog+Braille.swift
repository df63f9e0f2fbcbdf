import TellerAccessibility

extension Catalog {
  // MARK: Braille marks

  /// A position in a list as a braille line shows it: "3/10", the same in
  /// both languages, since digits and the slash read alike.
  public func braillePosition(_ position: Int, of count: Int) -> String {
    "\(position)/\(count)"
  }

  /// The number of items of a list shown as an element of its own, after
  /// its "lst" mark: "Waiting lst 0" for an empty list, as speech says
  /// "Waiting, empty list". A bare number, as the position is, the same in
  /// both languages.
  public func brailleItemCount(_ count: Int) -> String {
    String(count)
  }

  /// What sets a list item's value off from its label on a braille line:
  /// ", ", so "Customer 1, loan" at "clerk 3" reads "Customer 1, loan,
  /// clerk 3 1/3" and never "loan clerk 3"; Korean "1번 고객, 대출, 3번
  /// 창구 1/3". Korean writing uses the same comma. It also sets a table
  /// cell's short headers off from its value, "idle, Dep1 Now", and its
  /// headers in full from each other, "Deposit clerk 1, Serving".
  public var brailleItemValueSeparator: String { ", " }
}
