import TellerBank
import TellerText

/// Announcements that take more than their message: text made visible.
extension Catalog {
  /// The line that sums up the rest of a long list in say all: "And 99990
  /// more in Waiting"; the list's name passes through `visibleText(_:)`.
  public func moreInList(_ count: Int, list: String) -> String {
    self[.moreInList(count, list: visibleText(list))]
  }
}
