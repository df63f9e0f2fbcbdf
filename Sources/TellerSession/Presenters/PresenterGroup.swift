import TellerBank

/// Several presenters as one: each step goes to each, in order, such as
/// linear text first and speech after it.
public struct PresenterGroup: Presenter {
  /// The presenters, in the order they present.
  public var members: [any Presenter]

  /// Creates a group.
  public init(_ members: [any Presenter]) { self.members = members }

  /// Presents the step with each member in turn; a failure stops the rest.
  public mutating func present(_ step: SessionStep) throws(PresentationError) {
    for index in members.indices { try members[index].present(step) }
  }

  /// The earliest deadline of any member.
  public var nextDeadline: ModelTime? {
    members.compactMap(\.nextDeadline).min()
  }

  /// The shortest tick any member needs.
  public var busyTickMilliseconds: Int32? {
    members.compactMap(\.busyTickMilliseconds).min()
  }

  /// Finishes each member, all of them even when one fails; the first
  /// failure is thrown.
  public mutating func finish() throws(PresentationError) {
    var failure: PresentationError?
    for index in members.indices {
      do { try members[index].finish() } catch { failure = failure ?? error }
    }
    if let failure { throw failure }
  }
}
