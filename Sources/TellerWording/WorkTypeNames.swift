import TellerBank

/// A language's names of the work types, keyed by the type: for each, its
/// name inside a sentence ("deposit", "예금"), its title, leading a row
/// or a sentence ("Deposit", "예금"), and its short form, where room is
/// short, as beside a table's cell on a braille display ("Dep", "예금").
///
/// Each language's wording holds one (``EnglishWording/workTypeNames``,
/// ``KoreanWording/workTypeNames``), and every sentence that names a type
/// (a customer's label, a rotor, an option's help, a report's line) takes
/// the name from it. So a new work type is a row here in each language,
/// never a new case of a switch; a test that adds a type of its own adds
/// its names to a wording with ``adding(_:name:title:)``.
public struct WorkTypeNames: Sendable {
  /// A type's names.
  public typealias Names = (name: String, title: String, short: String)

  private var names: [WorkType: Names]

  /// Creates the names of some types.
  public init(_ names: [WorkType: Names]) { self.names = names }

  /// The names of a type. Every type a bank has is named in every
  /// language; a type without names is a table left unfinished, and stops
  /// the program.
  public subscript(type: WorkType) -> Names {
    guard let found = names[type] else {
      preconditionFailure("work type \(type.index) has no names in this language")
    }
    return found
  }

  /// The same names with one type's added or replaced.
  public func adding(_ type: WorkType, name: String, title: String, short: String)
    -> WorkTypeNames
  {
    var copy = self
    copy.names[type] = (name, title, short)
    return copy
  }
}
