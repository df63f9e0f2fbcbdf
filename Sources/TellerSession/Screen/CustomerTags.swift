import TellerAccessibility
import TellerBank

extension ElementTags {
  /// The tag of a customer's item with a work type, in either list: what
  /// the type's rotor finds (``CustomerRotors``). Each type's bit is its
  /// index, so the tags hold ``ElementTags/capacity`` work types.
  public static func customer(_ workType: WorkType) -> ElementTags {
    precondition(workType.index < capacity, "more work types than element tags")
    return ElementTags(rawValue: 1 << UInt8(workType.index))
  }
}

extension WorkType {
  /// The work type of a customer's item, from its tag
  /// (``ElementTags/customer(_:)``); nil for an element without one.
  public init?(customerTags tags: ElementTags) {
    guard tags.rawValue != 0 else { return nil }
    self.init(index: tags.rawValue.trailingZeroBitCount)
  }
}
