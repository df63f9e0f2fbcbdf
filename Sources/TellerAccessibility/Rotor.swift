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
  /// - Complexity: O(r) in the number of custom rotors; the tree knows its
  ///   heading levels.
  public static func settings(
    in tree: AccessibilityTree, customRotorNames: [String] = []
  ) -> [RotorSetting] {
    var settings: [RotorSetting] = [.headings]
    for level in 1...6 where tree.headingLevels & (1 << UInt8(level)) != 0 {
      settings.append(.headingLevel(level))
    }
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

  /// Whether an element is a match for a built-in setting.
  ///
  /// Headings are elements with the header trait; Buttons have the button
  /// or toggle button trait; Lists are containers with the list role;
  /// Updates are live regions and elements that update frequently; Adjust
  /// value matches adjustable elements. Custom settings match nothing here:
  /// their rotor searches by itself.
  public static func matches(_ element: Element, _ setting: RotorSetting) -> Bool {
    switch setting {
    case .headings:
      return element.traits.contains(.header)
    case .headingLevel(let level):
      return element.traits.contains(.header) && element.headingLevel == level
    case .buttons:
      return !element.traits.isDisjoint(with: [.button, .toggleButton])
    case .lists:
      return element.role == .list
    case .updates:
      return element.liveRegion != .off || element.traits.contains(.updatesFrequently)
    case .adjustValue:
      return element.isAdjustable
    case .custom:
      return false
    }
  }
}

extension Rotor {
  /// What the built-in settings other than Lists match in one element,
  /// packed in a byte so a search can skip elements without reading them.
  ///
  /// Bit 0: a heading; bit 1: a button; bit 2: updates; bit 3: adjustable;
  /// bits 4 to 6: the heading level when it is 1 to 6, otherwise 0.
  struct StopKind: Hashable, Sendable {
    let bits: UInt8

    /// The kind of an element, read in place.
    init(_ element: UnsafePointer<Element>) {
      let traits = element.pointee.traits
      var bits: UInt8 = 0
      if traits.contains(.header) {
        bits |= 1
        if let level = element.pointee.headingLevel, 1...6 ~= level {
          bits |= UInt8(level) << 4
        }
      }
      if !traits.isDisjoint(with: [.button, .toggleButton]) { bits |= 2 }
      if element.pointee.liveRegion != .off || traits.contains(.updatesFrequently) { bits |= 4 }
      if traits.contains(.adjustable) { bits |= 8 }
      self.bits = bits
    }

    /// Whether the kind alone tells if a setting matches: not for Lists,
    /// custom settings or heading levels outside 1 to 6.
    static func decides(_ setting: RotorSetting) -> Bool {
      switch setting {
      case .headings, .buttons, .updates, .adjustValue: true
      case .headingLevel(let level): 1...6 ~= level
      case .lists, .custom: false
      }
    }

    /// Whether a setting that the kind ``decides(_:)`` matches it, as
    /// ``Rotor/matches(_:_:)`` would match the element.
    func matches(_ setting: RotorSetting) -> Bool {
      switch setting {
      case .headings: bits & 1 != 0
      case .headingLevel(let level): bits & 1 != 0 && Int(bits >> 4) == level
      case .buttons: bits & 2 != 0
      case .updates: bits & 4 != 0
      case .adjustValue: bits & 8 != 0
      case .lists, .custom: false
      }
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
  /// decrements instead of moving. Otherwise this is
  /// ``move(_:by:)`` with the current setting: at the last match it
  /// returns ``NavigationOutcome/noMore(_:)`` and does not move.
  ///
  /// - Complexity: O(n), plus the search of a custom rotor.
  public mutating func moveByRotor(_ direction: Direction) -> NavigationOutcome {
    let setting = rotor.setting
    if setting == .adjustValue, let element = focusedElement, element.isAdjustable {
      return direction == .previous ? increment() : decrement()
    }
    // What ``move(_:by:)`` does, searching the kinds the tree keeps
    // instead of reading every element on the way.
    guard Rotor.StopKind.decides(setting) else { return move(direction, by: setting) }
    guard !tree.readingOrder.isEmpty else { return .nothingToFocus }
    let kinds = tree.stopKinds
    var q = focusPosition ?? (direction == .next ? -1 : kinds.count)
    while true {
      q += direction == .next ? 1 : -1
      guard kinds.indices.contains(q) else { return .noMore(setting) }
      if kinds[q].matches(setting) { return moveFocus(toPosition: q) }
    }
  }

  /// Falls back to Headings when the current setting is no longer offered.
  mutating func keepRotorSettingAvailable() {
    switch rotor.setting {
    case .headingLevel(let level):
      if !(1...6 ~= level) || tree.headingLevels & (1 << UInt8(level)) == 0 {
        rotor.setting = .headings
      }
    case .custom(let name):
      if !customRotors.contains(where: { $0.name == name }) { rotor.setting = .headings }
    case .headings, .buttons, .lists, .updates, .adjustValue:
      break
    }
  }
}
