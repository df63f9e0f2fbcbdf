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

  /// Creates a set of border characters.
  public init(
    topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
    horizontal: Character, vertical: Character
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Light box drawing: `┌─┐│└┘`.
  public static let box = BorderSymbols(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
    vertical: "│")

  /// ASCII: `+-+|++`.
  public static let ascii = BorderSymbols(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
    vertical: "|")
}
