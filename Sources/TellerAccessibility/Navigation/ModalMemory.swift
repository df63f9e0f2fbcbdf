/// The focus to return to when a modal goes away.
struct ModalMemory: Sendable {
  /// The modal's ID.
  var modal: ElementID
  /// The element focused before the modal appeared, or the one that took
  /// its place while the modal was open.
  var focus: ElementID?
}
