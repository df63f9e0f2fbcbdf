/// How one element differs between two trees.
public struct ElementChange: Hashable, Sendable {
  /// The properties that can change.
  public struct Fields: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt16
    /// Creates a set from its bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The label changed.
    public static let label = Fields(rawValue: 1 << 0)
    /// The value changed.
    public static let value = Fields(rawValue: 1 << 1)
    /// The hint changed.
    public static let hint = Fields(rawValue: 1 << 2)
    /// The traits changed.
    public static let traits = Fields(rawValue: 1 << 3)
    /// The heading level changed.
    public static let headingLevel = Fields(rawValue: 1 << 4)
    /// The live-region politeness changed.
    public static let liveRegion = Fields(rawValue: 1 << 5)
    /// The custom actions changed.
    public static let customActions = Fields(rawValue: 1 << 6)
    /// The container role or whether it is an element changed.
    public static let role = Fields(rawValue: 1 << 7)
    /// The IDs or order of the children changed.
    public static let children = Fields(rawValue: 1 << 8)

    /// The fields that differ between two versions of an element.
    public init(between a: TellerAccessibility.Element, and b: TellerAccessibility.Element) {
      self = withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in Fields(a, b) } }
    }

    /// The fields that differ between two elements, read in place.
    init(
      _ a: UnsafePointer<TellerAccessibility.Element>,
      _ b: UnsafePointer<TellerAccessibility.Element>
    ) {
      // Elements reused between screens are bit-for-bit copies: the same
      // strings and arrays, so nothing differs.
      if Self.sameBits(a, b) {
        self = []
        return
      }
      var f: Fields = []
      if a.pointee.label != b.pointee.label { f.insert(.label) }
      if a.pointee.value != b.pointee.value || a.pointee.spokenValue != b.pointee.spokenValue {
        f.insert(.value)
      }
      if a.pointee.hint != b.pointee.hint { f.insert(.hint) }
      if a.pointee.traits != b.pointee.traits { f.insert(.traits) }
      if a.pointee.headingLevel != b.pointee.headingLevel { f.insert(.headingLevel) }
      if a.pointee.liveRegion != b.pointee.liveRegion { f.insert(.liveRegion) }
      if a.pointee.customActions != b.pointee.customActions { f.insert(.customActions) }
      if a.pointee.role != b.pointee.role
        || a.pointee.isAccessibilityElement != b.pointee.isAccessibilityElement
      {
        f.insert(.role)
      }
      if !Self.visibleChildIDsEqual(a.pointee.children, b.pointee.children) {
        f.insert(.children)
      }
      self = f
    }

    /// Whether two elements have the same ID, are equal in every field the
    /// diff compares and hold the very same children array, so their
    /// subtrees are equal node for node.
    static func sameSubtree(
      _ a: UnsafePointer<TellerAccessibility.Element>,
      _ b: UnsafePointer<TellerAccessibility.Element>
    ) -> Bool {
      if sameBits(a, b) { return true }
      // Copies of an element need not copy its padding: compare the fields.
      let children = childrenOffset
      return UnsafeRawPointer(a).load(fromByteOffset: children, as: UInt.self)
        == UnsafeRawPointer(b).load(fromByteOffset: children, as: UInt.self)
        && a.pointee.id == b.pointee.id && Fields(a, b).isEmpty
    }

    /// Where an element keeps the reference to its children array.
    private static let childrenOffset = MemoryLayout<TellerAccessibility.Element>.offset(
      of: \TellerAccessibility.Element.children)!

    /// Whether two elements hold the same bits in every stored field: the
    /// same string and array storage and the same plain values, so equal in
    /// every field. Padding between fields is not compared, since copies
    /// need not copy it.
    static func sameBits(
      _ a: UnsafePointer<TellerAccessibility.Element>,
      _ b: UnsafePointer<TellerAccessibility.Element>
    ) -> Bool {
      guard let mask = fieldMask else { return false }
      let x = UnsafeRawPointer(a)
      let y = UnsafeRawPointer(b)
      var difference: UInt64 = 0
      for word in 0..<16 {
        let offset = word * 8
        difference |=
          (x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            ^ y.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) & mask.words[word]
      }
      difference |=
        (x.loadUnaligned(fromByteOffset: 128, as: UInt64.self)
          ^ y.loadUnaligned(fromByteOffset: 128, as: UInt64.self)) & mask.last
      return difference == 0
    }

    /// For each 8-byte word of an element, the bits of its stored fields
    /// (padding left out); nil unless an element is 136 bytes and has
    /// exactly the fields named here, so bits are never trusted for a
    /// layout this does not know, and fields are compared one by one.
    private static let fieldMask: (words: SIMD16<UInt64>, last: UInt64)? = {
      typealias E = TellerAccessibility.Element
      let fields: [(Int?, Int)] = [
        (MemoryLayout<E>.offset(of: \E.id), MemoryLayout<ElementID>.size),
        (MemoryLayout<E>.offset(of: \E.label), MemoryLayout<String>.size),
        (MemoryLayout<E>.offset(of: \E.value), MemoryLayout<String>.size),
        (MemoryLayout<E>.offset(of: \E.hint), MemoryLayout<String>.size),
        (MemoryLayout<E>.offset(of: \E.traits), MemoryLayout<AccessibilityTraits>.size),
        (MemoryLayout<E>.offset(of: \E.children), MemoryLayout<[E]>.size),
        (MemoryLayout<E>.offset(of: \E.isAccessibilityElement), MemoryLayout<Bool>.size),
        (MemoryLayout<E>.offset(of: \E.isHidden), MemoryLayout<Bool>.size),
        (MemoryLayout<E>.offset(of: \E.headingLevel), MemoryLayout<Int?>.size),
        (MemoryLayout<E>.offset(of: \E.liveRegion), MemoryLayout<LiveRegion>.size),
        (MemoryLayout<E>.offset(of: \E.customActions), MemoryLayout<[CustomAction]>.size),
        (MemoryLayout<E>.offset(of: \E.role), MemoryLayout<ContainerRole>.size),
        (MemoryLayout<E>.offset(of: \E.spokenValue), MemoryLayout<String>.size),
      ]
      guard MemoryLayout<E>.size == 17 * 8,
        Mirror(reflecting: E(id: "")).children.count == fields.count
      else { return nil }
      var bytes = [UInt8](repeating: 0, count: 17 * 8)
      for (offset, size) in fields {
        guard let offset, offset + size <= bytes.count else { return nil }
        for i in offset..<(offset + size) { bytes[i] = 0xFF }
      }
      // The masks are applied to words loaded from memory, so build them
      // from the bytes the same way.
      let words = bytes.withUnsafeBytes { raw in
        (0..<17).map { raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self) }
      }
      var first = SIMD16<UInt64>()
      for i in 0..<16 { first[i] = words[i] }
      return (first, words[16])
    }()

    /// Whether two child lists hold the same visible IDs in the same order.
    ///
    /// - Complexity: O(n + m), without copying elements.
    private static func visibleChildIDsEqual(
      _ a: [TellerAccessibility.Element], _ b: [TellerAccessibility.Element]
    ) -> Bool {
      a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in visibleChildIDsEqual(a, b) }
      }
    }

    private static func visibleChildIDsEqual(
      _ a: UnsafeBufferPointer<TellerAccessibility.Element>,
      _ b: UnsafeBufferPointer<TellerAccessibility.Element>
    ) -> Bool {
      var i = 0
      var j = 0
      while true {
        while i < a.count && a[i].isHidden { i += 1 }
        while j < b.count && b[j].isHidden { j += 1 }
        guard i < a.count && j < b.count else { return i == a.count && j == b.count }
        guard a[i].id == b[j].id else { return false }
        i += 1
        j += 1
      }
    }
  }

  /// The element's ID.
  public var id: ElementID
  /// What changed.
  public var fields: Fields
  /// The element before.
  public var old: Element
  /// The element after.
  public var new: Element

  /// Creates a change record.
  public init(id: ElementID, fields: Fields, old: Element, new: Element) {
    self.id = id
    self.fields = fields
    self.old = old
    self.new = new
  }
}
