/// What an element is as a container of other elements.
public enum ContainerRole: String, Hashable, Sendable, CaseIterable {
  /// An ordinary element or plain grouping; it adds nothing to navigation.
  case none
  /// A list: each item reports its position, such as "3 of 10".
  case list
  /// A group read as one element, like `shouldGroupAccessibilityChildren`
  /// combined into a single stop: its children's text is joined.
  case group
  /// A modal: while present, navigation stays inside it, like
  /// `accessibilityViewIsModal`.
  case modal
}
