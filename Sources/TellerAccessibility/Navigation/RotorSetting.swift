/// A setting of the rotor: the kind of element Up and Down move between.
public enum RotorSetting: Hashable, Sendable {
  /// Any heading.
  case headings
  /// Headings of one level, 1 to 6.
  case headingLevel(Int)
  /// Buttons.
  case buttons
  /// Lists.
  case lists
  /// Data tables.
  case tables
  /// Live regions and elements that update frequently.
  case updates
  /// Adjustable elements; Up and Down increment and decrement.
  case adjustValue
  /// A rotor the app registered, by name.
  case custom(String)
}
