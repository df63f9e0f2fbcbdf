import Foundation
import TellerAccessibility
import TellerInput
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

/// The table of line commands is the one grammar: the parser reads it, the
/// help is made from it, and the README's table is held to it here.
@Suite("The table of line commands")
struct LineCommandTableTests {
  let table = LineCommands.standard

  @Test("The README's table of line commands names exactly the table's commands")
  func readmeTable() throws {
    let rows = try #require(try TestSupport.readmeTableRows(header: "| Command | Does |"))
    var named: [String] = []
    for row in rows {
      // `verbosity low\|normal\|high`: a bar inside a cell is escaped.
      let cells = row.replacingOccurrences(of: "\\|", with: "\u{0}")
        .split(separator: "|", omittingEmptySubsequences: false)
      let cell = cells[1].replacingOccurrences(of: "\u{0}", with: "|")
      named += cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
        String($0.element)
      }
    }
    let syntaxes = table.commands.flatMap(\.plainSyntaxes)
    #expect(named.count == Set(named).count, "each command once: \(named)")
    #expect(Set(named) == Set(syntaxes), "README \(named) against the table \(syntaxes)")
  }

  @Test("Every form of every command reads back as the command it gives")
  func formsParse() throws {
    for command in table.commands {
      for form in command.forms {
        let words = form.joined(separator: " ")
        switch command.reading {
        case .gives(let given):
          #expect(try LineCommandParser.parse(words) == given, "\(words)")
          #expect(try LineCommandParser.parse(words.uppercased()) == given, "\(words)")
        case .customerNumber:
          #expect(try LineCommandParser.parse(words + " 12") == .goToCustomer(12), "\(words)")
        case .rotorSetting:
          #expect(try LineCommandParser.parse(words + " buttons") == .rotor(.buttons))
          #expect(try LineCommandParser.parse(words + " heading 2") == .rotor(.headingLevel(2)))
        case .verbosityLevel:
          for level in Verbosity.allCases {
            #expect(try LineCommandParser.parse(words + " " + level.rawValue) == .verbosity(level))
          }
        case .hintsSwitch:
          #expect(try LineCommandParser.parse(words + " off") == .hints(false))
        case .duration:
          for example in LineCommand.durationExamples {
            let parsed = try LineCommandParser.parse(words + " " + example)
            #expect(parsed == parseDuration(example).map(SessionCommand.wait), "\(example)")
          }
        }
      }
    }
  }

  @Test("No form starts two commands")
  func formsAreUnique() {
    let forms = table.commands.flatMap(\.forms)
    #expect(forms.count == Set(forms).count)
  }

  @Test("Every line of the help names a command of the table, in the help's order")
  func helpLines() {
    #expect(table.helpLines == LineCommandHelp.allCases)
    for line in LineCommandHelp.allCases {
      #expect(table.commands(on: line).contains { $0.isListedInHelp }, "\(line)")
    }
    for catalog in [Catalog.english, .korean] {
      #expect(catalog.helpCommands.map(\.id) == LineCommandHelp.allCases.map(\.rawValue))
    }
  }

  @Test("The help's syntax follows the language; the words stay English")
  func helpSyntax() {
    let english = Dictionary(uniqueKeysWithValues: Catalog.english.helpCommands.map { ($0.id, $0) })
    let korean = Dictionary(uniqueKeysWithValues: Catalog.korean.helpCommands.map { ($0.id, $0) })
    #expect(english["rotor"]?.keys == "rotor next, rotor previous, rotor SETTING")
    #expect(korean["rotor"]?.keys == "rotor next, rotor previous, rotor 설정")
    #expect(english["verbosity"]?.keys == "verbosity low, normal or high")
    #expect(korean["verbosity"]?.keys == "verbosity low, normal 또는 high")
    #expect(english["wait"]?.keys == "wait 2s, wait 500ms, wait idle")
    #expect(english["quick"]?.keys == "next heading, previous button, next list")
    #expect(english["customer"]?.keys == "go to customer N, customer N")
  }

  @Test("A word that starts commands but fits none says what its commands take")
  func mistakes() {
    func error(_ line: String) -> LineCommandError? {
      do {
        _ = try LineCommandParser.parse(line)
        return nil
      } catch { return error }
    }
    // `first in list` and `first cell`: the words after `first` choose
    // between them; words that begin neither get no offer.
    #expect(error("first x") == .takesNothing(ScriptLine("first x"), alternative: nil))
    #expect(error("first c") == .takesNothing(ScriptLine("first c"), alternative: "cell"))
    #expect(error("first in") == .takesNothing(ScriptLine("first in"), alternative: "in list"))
    #expect(error("where am") == .takesNothing(ScriptLine("where am"), alternative: "am i"))
    // A word that is no command alone says what it needs.
    #expect(
      error("cell") == .needsMore(ScriptLine("cell"), endings: ["right", "left", "down", "up"]))
    #expect(error("cell r") == .needsMore(ScriptLine("cell r"), endings: ["right"]))
    #expect(error("start") == .needsMore(ScriptLine("start"), endings: ["of row"]))
    #expect(error("reset now") == .takesNothing(ScriptLine("reset now"), alternative: nil))
    #expect(error("prev page x") == .jumpNeedsKind(ScriptLine("prev page x"), forward: false))
    #expect(error("go home") == .customerNeedsNumber(ScriptLine("go home")))
    #expect(error("frob") == .unknownCommand(ScriptLine("frob")))
  }
}
