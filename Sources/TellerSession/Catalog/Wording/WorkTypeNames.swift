import TellerBank

/// A language's names of the work types, keyed by the type.
///
/// Each language's wording holds one (``EnglishWording/workTypeNames``,
/// ``KoreanWording/workTypeNames``), and every sentence that names a type
/// (a customer's label, a rotor, an option's help, a report's line) takes
/// the name from it. So a new work type is a row here in each language,
/// never a new case of a switch; a test that adds a type of its own adds
/// its names to a wording with ``adding(_:_:)``.
public struct WorkTypeNames: Hashable, Sendable {
  /// What a language calls one work type.
  public struct Names: Hashable, Sendable {
    /// The name inside a sentence: "deposit", "예금".
    public var name: String
    /// The name leading a row or a sentence: "Deposit", "예금".
    public var title: String

    /// Creates a type's names.
    public init(name: String, title: String) {
      self.name = name
      self.title = title
    }
  }

  private var names: [WorkType: Names]

  /// Creates the names of some types.
  public init(_ names: [WorkType: Names]) { self.names = names }

  /// The types named, in table order.
  public var types: [WorkType] { names.keys.sorted() }

  /// The names of a type. Every type a bank has is named in every
  /// language, which the tests hold the standard table to; a type without
  /// names is a table left unfinished, and stops the program.
  public subscript(type: WorkType) -> Names {
    guard let found = names[type] else {
      preconditionFailure("work type \(type.index) has no names in this language")
    }
    return found
  }

  /// The same names with one type's added or replaced.
  public func adding(_ type: WorkType, _ typeNames: Names) -> WorkTypeNames {
    var copy = self
    copy.names[type] = typeNames
    return copy
  }
}
