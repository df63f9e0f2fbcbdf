/// The rotor: a dial of settings that chooses what Up and Down move
/// between, like VoiceOver's.
///
/// The settings, in turning order: Headings; Heading level 1 to 6, only the
/// levels present among the stops; Buttons; Lists; Updates; Adjust value;
/// then the custom rotors the app registered. Turning wraps around.
public struct Rotor: Hashable, Sendable {
  /// The current setting.
  public internal(set) var setting: RotorSetting

  /// Creates a rotor set to a setting, Headings unless told.
  public init(setting: RotorSetting = .headings) { self.setting = setting }

  /// The settings offered for a tree, in turning order.
  ///
  /// - Parameters:
  ///   - tree: The tree; heading levels are offered only when a stop in
  ///     scope has that level.
  ///   - customRotorNames: The names of the registered custom rotors.
  /// - Complexity: O(r) in the number of custom rotors; the tree counts its
  ///   heading levels.
  public static func settings(
    in tree: AccessibilityTree, customRotorNames: [String] = []
  ) -> [RotorSetting] {
    var settings: [RotorSetting] = [.headings]
    settings += tree.headingLevels.map { .headingLevel($0) }
    settings += [.buttons, .lists, .updates, .adjustValue]
    settings += customRotorNames.map { .custom($0) }
    return settings
  }

  /// Turns one setting forward (``Navigator/Direction/next``) or back,
  /// wrapping around at either end.
  ///
  /// When the current setting is not among `settings`, turning starts from
  /// Headings.
  ///
  /// - Returns: The new setting.
  /// - Complexity: O(s) in the number of settings.
  @discardableResult
  public mutating func turn(
    _ direction: Navigator.Direction, among settings: [RotorSetting]
  ) -> RotorSetting {
    guard !settings.isEmpty else { return setting }
    let index = settings.firstIndex(of: setting) ?? settings.firstIndex(of: .headings) ?? 0
    let count = settings.count
    let next = direction == .next ? (index + 1) % count : (index + count - 1) % count
    setting = settings[next]
    return setting
  }

  /// Whether a stop is a match for a built-in setting.
  ///
  /// Headings are elements with the header trait, and a heading level
  /// setting matches headings of that level, 1 to 6; Buttons have the
  /// button or toggle button trait; Lists are containers with the list
  /// role; Updates are live regions and elements that update frequently;
  /// Adjust value matches adjustable elements. Custom settings match
  /// nothing here: their rotor searches by itself.
  public static func matches(_ element: Element, _ setting: RotorSetting) -> Bool {
    switch setting {
    case .lists: return element.role == .list
    case .custom: return false
    default:
      guard let target = SearchTarget(setting) else { return false }
      return target.count(in: SubtreeTally(stop: element)) > 0
    }
  }
}

extension Navigator {
  /// The rotor settings offered for the current tree, in turning order.
  ///
  /// - Complexity: O(r) in the number of custom rotors.
  public var rotorSettings: [RotorSetting] {
    Rotor.settings(in: tree, customRotorNames: customRotors.map(\.name))
  }

  /// Turns the rotor one setting forward (``Direction/next``) or back,
  /// wrapping around.
  ///
  /// - Returns: ``NavigationOutcome/rotorChanged(_:)`` with the new setting.
  /// - Complexity: O(r) in the number of custom rotors.
  public mutating func turnRotor(_ direction: Direction) -> NavigationOutcome {
    .rotorChanged(rotor.turn(direction, among: rotorSettings))
  }

  /// Moves by the rotor's current setting: Down is ``Direction/next``, Up
  /// is ``Direction/previous``.
  ///
  /// With Adjust value on an adjustable element, Up increments and Down
  /// decrements instead of moving. Otherwise this is ``move(_:by:)`` with
  /// the current setting: at the last match it returns
  /// ``NavigationOutcome/noMore(_:)`` and does not move.
  ///
  /// - Complexity: a search through the tree's structure, plus the search
  ///   of a custom rotor.
  public mutating func moveByRotor(_ direction: Direction) -> NavigationOutcome {
    let setting = rotor.setting
    if setting == .adjustValue, let element = focusedElement, element.isAdjustable {
      return direction == .previous ? increment() : decrement()
    }
    return move(direction, by: setting)
  }

  /// Falls back to Headings when the current setting is no longer offered.
  mutating func keepRotorSettingAvailable() {
    switch rotor.setting {
    case .headingLevel(let level):
      if !tree.headingLevels.contains(level) { rotor.setting = .headings }
    case .custom(let name):
      if !customRotors.contains(where: { $0.name == name }) { rotor.setting = .headings }
    case .headings, .buttons, .lists, .updates, .adjustValue:
      break
    }
  }
}
