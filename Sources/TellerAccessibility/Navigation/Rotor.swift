/// The rotor: a dial of settings that chooses what Up and Down move
/// between, like VoiceOver's.
///
/// The settings, in turning order: Headings; Heading level 1 to 6, only the
/// levels present among the stops; Buttons; Lists; Tables; Updates; Adjust
/// value; then the custom rotors the app registered. Turning offers only the
/// settings the screen has a match for, as VoiceOver does (and the current
/// setting, so the rotor never moves under the user), and wraps around.
public struct Rotor: Hashable, Sendable {
  /// The current setting.
  public internal(set) var setting: RotorSetting

  /// Creates a rotor set to a setting, Headings unless told.
  public init(setting: RotorSetting = .headings) { self.setting = setting }

  /// Every setting the rotor knows for a tree, in turning order, whether
  /// the screen has a match for it or not: what a setting asked for by
  /// name may be.
  ///
  /// - Parameters:
  ///   - tree: The tree; heading levels are known only when a stop in
  ///     scope has that level.
  ///   - customRotorNames: The names of the registered custom rotors.
  /// - Complexity: O(r) in the number of custom rotors; the tree counts its
  ///   heading levels.
  public static func settings(
    in tree: AccessibilityTree, customRotorNames: [String] = []
  ) -> [RotorSetting] {
    var settings: [RotorSetting] = [.headings]
    settings += tree.headingLevels.map { .headingLevel($0) }
    settings += [.buttons, .lists, .tables, .updates, .adjustValue]
    settings += customRotorNames.map { .custom($0) }
    return settings
  }

  /// The settings turning offers for a tree, in turning order: those with a
  /// match among the stops in scope (Adjust value only with an adjustable
  /// element, Lists only with a list, Tables only with a table, a custom
  /// rotor made from tags only with a stop that has one), and `keeping`,
  /// the current setting, in its place, so that turning goes on from it.
  ///
  /// - Complexity: O(r) in the number of custom rotors; the tree's tallies
  ///   answer each setting at once.
  public static func offered(
    in tree: AccessibilityTree, customRotors: [CustomRotor], keeping current: RotorSetting? = nil
  ) -> [RotorSetting] {
    settings(in: tree, customRotorNames: customRotors.map(\.name)).filter { setting in
      if setting == current { return true }
      guard case .custom(let name) = setting else { return tree.offers(setting) }
      guard let tags = customRotors.first(where: { $0.name == name })?.tags else { return true }
      return tree.offers(tags: tags)
    }
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
  /// role; Tables are elements with the table role (``TableRole``); Updates are live regions and elements that update frequently;
  /// Adjust value matches adjustable elements. Custom settings match
  /// nothing here: their rotor searches by itself.
  public static func matches(_ element: Element, _ setting: RotorSetting) -> Bool {
    switch setting {
    case .lists: return element.role == .list
    case .tables: return element.tableRole == .table
    case .custom: return false
    default:
      guard let target = SearchTarget(setting) else { return false }
      return target.count(in: SubtreeTally(stop: element)) > 0
    }
  }
}

extension AccessibilityTree {
  /// Whether a stop in scope matches a built-in setting; a custom setting
  /// is answered by its rotor.
  func offers(_ setting: RotorSetting) -> Bool {
    guard let scope = scopeSlot else { return false }
    let tally = tally(of: scope)
    switch setting {
    case .lists: return tally.lists > 0
    case .tables: return tally.tables > 0
    case .custom: return true
    default: return SearchTarget(setting).map { $0.count(in: tally) > 0 } ?? false
    }
  }

  /// Whether a stop in scope has any of some tags.
  func offers(tags: ElementTags) -> Bool {
    guard let scope = scopeSlot else { return false }
    return SearchTarget.tags(tags).count(in: tally(of: scope)) > 0
  }
}

extension Navigator {
  /// The rotor settings turning offers for the current tree, in turning
  /// order: those the screen has a match for, and the current one.
  ///
  /// - Complexity: O(r) in the number of custom rotors.
  public var rotorSettings: [RotorSetting] {
    Rotor.offered(in: tree, customRotors: customRotors, keeping: rotor.setting)
  }

  /// Every rotor setting known for the current tree, offered or not, in
  /// turning order: what a setting asked for by name may be.
  ///
  /// - Complexity: O(r) in the number of custom rotors.
  public var knownRotorSettings: [RotorSetting] {
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

  /// Sets the rotor to a setting it knows for the current tree
  /// (``knownRotorSettings``), offered now or not, as a setting asked for
  /// by name is.
  ///
  /// - Returns: false, leaving the rotor as it was, for a setting it does
  ///   not know.
  /// - Complexity: O(r) in the number of custom rotors.
  @discardableResult
  public mutating func selectRotorSetting(_ setting: RotorSetting) -> Bool {
    guard knownRotorSettings.contains(setting) else { return false }
    rotor.setting = setting
    return true
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
    case .headings, .buttons, .lists, .tables, .updates, .adjustValue:
      break
    }
  }
}
