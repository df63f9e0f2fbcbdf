import TellerArguments
import TellerPlatform
import TellerSession
import TellerWording

/// Why braille cannot be shown: a typed ``TellerWording/BrailleProblem``,
/// worded by the catalog of whoever shows it.
public struct BrailleUnavailable: RuntimeLibraryError, Hashable, Sendable,
  CustomStringConvertible
{
  /// What is wrong, with what was found as data.
  public var problem: BrailleProblem

  /// Creates a reason.
  public init(_ problem: BrailleProblem) { self.problem = problem }

  /// The notice that braille is off for this reason.
  public var notice: EdgeNotice { .brailleOff(problem) }

  /// The line printed on standard error, `teller: braille is off: <reason>`,
  /// in a catalog's language.
  public func message(in catalog: Catalog) -> String { catalog.line(notice) }

  /// The reason in a catalog's language, after "braille is off: ".
  public func reason(in catalog: Catalog) -> String { catalog[.problem(problem)] }

  /// The reason in English.
  public var reason: String { reason(in: .english) }

  /// The line in English.
  public var description: String { message(in: .english) }

  /// The command that installs BrlAPI on Debian and Ubuntu.
  public static let installCommand = BrailleProblem.installCommand

  /// The library could not be opened.
  public static func libraryMissing(_ path: String) -> BrailleUnavailable {
    BrailleUnavailable(.libraryMissing(path: path))
  }

  /// The library was opened but lacks a function Teller calls: it is not
  /// BrlAPI 0.8.
  public static func symbolMissing(_ name: String, in path: String) -> BrailleUnavailable {
    BrailleUnavailable(.symbolMissing(name, path: path))
  }
}
