/// A named action an element offers besides activation, like
/// UIAccessibilityCustomAction.
///
/// The action is data: the app maps the element ID and the action's name
/// to a command.
public struct CustomAction: Hashable, Sendable {
  /// The action's spoken name, such as "Serve next".
  public var name: String

  /// Creates an action with a name.
  public init(name: String) { self.name = name }
}
