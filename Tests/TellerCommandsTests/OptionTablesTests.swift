import Foundation
import TellerArguments
import TellerCommands
import TellerSession
import TellerSpeechModel
import TellerTestSupport
import TellerWording
import Testing

/// Each option table lists itself, `CommandTable` composes the lists, and
/// every option a table declares is reachable from `teller` and
/// documented in `--help` and the manual page.
@Suite("Option tables")
struct OptionTablesTests {
  /// Each table's list of itself, with the source files that declare it.
  static let tables: [(list: [OptionSpec], files: [String])] = [
    (SessionOptionTable.all, ["Sources/TellerSession/Session/SessionOptionTable.swift"]),
    (SpeechOptionTable.all, ["Sources/TellerSpeechModel/Speech/SpeechOptionTable.swift"]),
    (
      CommandTable.subcommandOptions,
      ["Sources/TellerCommands/CLI/CommandTable+SubcommandOptions.swift"]
    ),
  ]

  /// The names of the options and flags a source file declares:
  /// `static let name = Option…` or `= Flag(`.
  static func declaredNames(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard let at = words.firstIndex(of: "let"), at >= 1, words[at - 1] == "static",
        words.count > at + 3, words[at + 2] == "="
      else { return nil }
      let value = words[at + 3]
      guard value.hasPrefix("Option") || value.hasPrefix("Flag(") else { return nil }
      return String(words[at + 1])
    }
  }

  /// Every command of the table, with its path, top first.
  static func commands(_ spec: CommandSpec = CommandTable.root, path: [String] = [])
    -> [(path: [String], spec: CommandSpec)]
  {
    let own = path + [spec.name]
    return [(own, spec)] + spec.subcommands.flatMap { commands($0, path: own) }
  }

  @Test("Each table lists every option it declares")
  func tablesListThemselves() throws {
    for table in Self.tables {
      var declared: [String] = []
      for file in table.files {
        let url = TestSupport.packageRoot.appendingPathComponent(file)
        declared += Self.declaredNames(in: try String(contentsOf: url, encoding: .utf8))
      }
      #expect(!declared.isEmpty, "\(table.files)")
      #expect(table.list.count == declared.count, "\(table.files): \(declared)")
    }
  }

  @Test("Every declared option is reachable from teller or one of its subcommands")
  func everyOptionIsReachable() {
    let reachable = Set(Self.commands().flatMap(\.spec.options))
    // The bank's options are made per work type, so no file declares them.
    for list in Self.tables.map(\.list) + [BankOptionTable.standard.specs] {
      for option in list {
        #expect(reachable.contains(option), "--\(option.name) is in no command")
      }
    }
    #expect(
      CommandTable.root.options
        == SessionOptionTable.sessionOptions + SpeechOptionTable.all
        + SessionOptionTable.outputOptions + BankOptionTable.standard.specs)
  }

  @Test("Every option of every command is in its --help, in both languages, and in the manual")
  func everyOptionIsDocumented() throws {
    let manual = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("teller.1"), encoding: .utf8)
    for (path, spec) in Self.commands() {
      let english = CommandHelp.text(for: path, catalog: .english)
      let korean = CommandHelp.text(for: path, catalog: .korean)
      for option in spec.options {
        #expect(english.contains("--\(option.name)"), "\(path): --\(option.name)")
        #expect(korean.contains("--\(option.name)"), "\(path): --\(option.name)")
        let roff = "\\-\\-" + option.name.replacingOccurrences(of: "-", with: "\\-")
        #expect(manual.contains(roff), "teller.1: --\(option.name)")
      }
    }
  }

  @Test("The declaration reader finds options and flags, and nothing else")
  func declarationReaderFindsWhatItShould() {
    let source = """
        public static let ui = Option.oneOf(
        public static let version = Flag("version", help: x)
        public static let language = Option<Language>.choice(
        public static let noColorVariable = "NO_COLOR"
        public static let modelOptions: [OptionSpec] = [
      """
    #expect(Self.declaredNames(in: source) == ["ui", "version", "language"])
  }
}
