/// What one subtree holds that navigation looks for: its stops, how many
/// of them each built-in rotor setting and each tag matches, its lists and
/// tables with a stop inside, and its modals.
///
/// The tree keeps a tally per container, updated along the ancestor path
/// when a node changes, so a search skips any subtree whose tally says it
/// holds nothing to find, such as a list of 10,000 customers when looking
/// for a heading.
struct SubtreeTally: Hashable, Sendable {
  /// Eight counters, read and written by index, held inline so a tally
  /// stays one value with no allocation of its own.
  struct Counters: Hashable, Sendable {
    private var counts = InlineArray<8, Int32>(repeating: 0)

    /// The counter at an index, 0 to 7.
    subscript(index: Int) -> Int32 {
      get { counts[index] }
      set { counts[index] = newValue }
    }

    /// Adds or subtracts (`sign` -1) another set of counters.
    mutating func add(_ other: Counters, sign: Int32 = 1) {
      for index in counts.indices { counts[index] += sign * other.counts[index] }
    }

    static func == (lhs: Counters, rhs: Counters) -> Bool {
      lhs.counts.indices.allSatisfy { lhs.counts[$0] == rhs.counts[$0] }
    }

    func hash(into hasher: inout Hasher) {
      for index in counts.indices { hasher.combine(counts[index]) }
    }
  }

  /// Navigation stops.
  var stops: Int32 = 0
  /// Stops with the header trait.
  var headings: Int32 = 0
  /// Heading stops by level: index 0 holds level 1, up to level 6.
  var levels = Counters()
  /// Stops with the button or toggle button trait.
  var buttons: Int32 = 0
  /// Lists with a stop inside (or that are a stop).
  var lists: Int32 = 0
  /// Data tables with a stop inside (or that are a stop).
  var tables: Int32 = 0
  /// Live regions and stops that update frequently.
  var updates: Int32 = 0
  /// Adjustable stops.
  var adjustable: Int32 = 0
  /// Modals, stops or not.
  var modals: Int32 = 0
  /// Stops by tag bit.
  var tags = Counters()

  /// Nothing at all.
  static let zero = SubtreeTally()

  /// The tally of an element that is a stop: what it is, and the modal it
  /// may be.
  init(stop element: Element) {
    stops = 1
    let traits = element.traits
    if traits.contains(.header) {
      headings = 1
      if let level = element.headingLevel, 1...6 ~= level { levels[level - 1] = 1 }
    }
    if !traits.isDisjoint(with: [.button, .toggleButton]) { buttons = 1 }
    if element.role == .list { lists = 1 }
    if element.tableRole == .table { tables = 1 }
    if element.liveRegion != .off || traits.contains(.updatesFrequently) { updates = 1 }
    if traits.contains(.adjustable) { adjustable = 1 }
    if element.role == .modal { modals = 1 }
    let bits = element.tags.rawValue
    if bits != 0 {
      for bit in 0..<ElementTags.capacity where bits & (1 << UInt8(bit)) != 0 { tags[bit] = 1 }
    }
  }

  /// Creates an empty tally.
  init() {}

  /// The tally of a visible node from its element and the sum of its
  /// children's tallies: a stop counts as itself, since nothing inside a
  /// stop is one; a container counts what its children hold, plus itself
  /// as a list with a stop inside or as a modal. Modals count inside stops
  /// too.
  init(of element: Element, children: SubtreeTally) {
    if element.isHidden {
      self = .zero
    } else if element.isAccessibilityElement {
      self.init(stop: element)
      modals += children.modals
    } else {
      self = children
      if element.role == .list && children.stops > 0 { lists += 1 }
      if element.tableRole == .table && children.stops > 0 { tables += 1 }
      if element.role == .modal { modals += 1 }
    }
  }

  /// Whether every count is zero.
  var isZero: Bool { self == .zero }

  /// Adds or subtracts (`sign` -1) another tally.
  mutating func add(_ other: SubtreeTally, sign: Int32 = 1) {
    stops += sign * other.stops
    headings += sign * other.headings
    levels.add(other.levels, sign: sign)
    buttons += sign * other.buttons
    lists += sign * other.lists
    tables += sign * other.tables
    updates += sign * other.updates
    adjustable += sign * other.adjustable
    modals += sign * other.modals
    tags.add(other.tags, sign: sign)
  }

  /// The difference `self - other`.
  func minus(_ other: SubtreeTally) -> SubtreeTally {
    var result = self
    result.add(other, sign: -1)
    return result
  }
}

/// What a search through the tree looks for, as a count a tally keeps.
enum SearchTarget: Hashable, Sendable {
  /// Any stop.
  case stops
  /// Stops with the header trait.
  case headings
  /// Heading stops of a level, 1 to 6.
  case headingLevel(Int)
  /// Buttons and toggle buttons.
  case buttons
  /// Live regions and elements that update frequently.
  case updates
  /// Adjustable elements.
  case adjustable
  /// Stops with any of the tags.
  case tags(ElementTags)

  /// How many matches a tally counts; more than zero means at least one.
  func count(in tally: SubtreeTally) -> Int32 {
    switch self {
    case .stops: return tally.stops
    case .headings: return tally.headings
    case .headingLevel(let level): return 1...6 ~= level ? tally.levels[level - 1] : 0
    case .buttons: return tally.buttons
    case .updates: return tally.updates
    case .adjustable: return tally.adjustable
    case .tags(let tags):
      var total: Int32 = 0
      for bit in 0..<ElementTags.capacity where tags.rawValue & (1 << UInt8(bit)) != 0 {
        total += tally.tags[bit]
      }
      return total
    }
  }

  /// The target for a built-in rotor setting, or nil for Lists, Tables and
  /// custom settings, which search by themselves.
  init?(_ setting: RotorSetting) {
    switch setting {
    case .headings: self = .headings
    case .headingLevel(let level): self = .headingLevel(level)
    case .buttons: self = .buttons
    case .updates: self = .updates
    case .adjustValue: self = .adjustable
    case .lists, .tables, .custom: return nil
    }
  }
}
