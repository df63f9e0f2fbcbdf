/// The characters a border is drawn with.
public struct BorderSymbols: Hashable, Sendable {
  /// Top-left corner.
  public var topLeft: Character
  /// Top-right corner.
  public var topRight: Character
  /// Bottom-left corner.
  public var bottomLeft: Character
  /// Bottom-right corner.
  public var bottomRight: Character
  /// The top and bottom edges.
  public var horizontal: Character
  /// The left and right edges.
  public var vertical: Character

  /// Light box drawing: `┌─┐│└┘`.
  public static let box = BorderSymbols(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
    vertical: "│")

  /// ASCII: `+-+|++`.
  public static let ascii = BorderSymbols(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
    vertical: "|")
}
