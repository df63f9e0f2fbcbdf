/// How much of a split one part asks for.
public enum Constraint: Hashable, Sendable {
  /// Exactly this many cells, or what is left if less.
  case length(Int)
  /// A share of what the fixed parts leave, by weight.
  case fill(Int)
}
