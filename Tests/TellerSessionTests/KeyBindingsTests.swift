import Foundation
import TellerInput
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

@Suite("KeyBindings")
struct KeyBindingsTests {
  @Test(arguments: [
    (Key.right, SessionCommand.next), (.tab, .next), (.left, .previous), (.backTab, .previous),
    (.home, .first), (.end, .last), (.enter, .activate), (.space, .activate),
    (.up, .rotorMovePrevious), (.down, .rotorMoveNext),
    (.character("r"), .rotorSettingNext), (.character("R"), .rotorSettingPrevious),
    (.character("h"), .nextHeading), (.character("H"), .previousHeading),
    (.character("b"), .nextButton), (.character("B"), .previousButton),
    (.character("l"), .nextList), (.character("L"), .previousList),
    (.character("a"), .addCustomers), (.character("x"), .reset), (.character("w"), .whereAmI),
    (.character("s"), .summary), (.character("."), .repeatLast), (.character("?"), .help),
    (.escape, .closeHelp), (.character("q"), .quit), (.control("c"), .interrupt),
    (.control("d"), .quit), (.control("z"), .suspend), (.control("l"), .redraw),
    (.character("m"), .switchView), (.character("c"), .screenCurtain),
    (.character("A"), .readFromFocus), (.character("1"), .nextHeadingAtLevel(1)),
    (.character("6"), .nextHeadingAtLevel(6)), (.character("n"), .next),
    (.character("p"), .previous), (.character("g"), .first), (.character("G"), .last),
    (.character("d"), .rotorMoveNext), (.character("u"), .rotorMovePrevious),
  ])
  func standardTable(key: Key, command: SessionCommand) {
    #expect(KeyBindings.standard.command(for: key) == command)
  }

  @Test(arguments: [
    Key.backspace, .character("z"), .character("한"), .character("0"), .character("7"),
    .control("a"), .unknown("\\e[15~"),
    .delete, .insert, .function(1), .control("\\"),
    .alt(.character("x")), .alt(.character("a")), .alt(.character("q")), .alt(.enter),
    .alt(.insert), .paste("add"), .paste("x"),
  ])
  func unboundKeysDoNothing(key: Key) {
    #expect(KeyBindings.standard.command(for: key) == nil)
  }

  @Test func keysForACommandInTableOrder() {
    #expect(KeyBindings.standard.keys(for: .next) == [.character("n"), .right, .tab])
    #expect(KeyBindings.standard.keys(for: .quit) == [.character("q"), .control("d")])
    #expect(KeyBindings.standard.keys(for: .readAll).isEmpty)
  }

  @Test func emptyTableBindsNothing() {
    let table = KeyBindings([])
    #expect(table.command(for: .enter) == nil)
    #expect(table.bindings.isEmpty)
  }

  @Test func firstBindingOfAKeyWins() {
    let table = KeyBindings([
      .init(.enter, .activate, help: .activate), .init(.enter, .quit, help: .quit),
    ])
    #expect(table.command(for: .enter) == .activate)
  }

  @Test func keyNames() {
    #expect(Key.right.name == "Right")
    #expect(Key.backTab.name == "Shift-Tab")
    #expect(Key.control("c").name == "Ctrl-C")
    #expect(Key.character("r").name == "r")
    #expect(Key.character("\u{1B}").name == "\\e")
    #expect(Key.delete.name == "Delete")
    #expect(Key.insert.name == "Insert")
    #expect(Key.pageUp.name == "Page Up")
    #expect(Key.pageDown.name == "Page Down")
    #expect(Key.function(1).name == "F1")
    #expect(Key.function(12).name == "F12")
    #expect(Key.control("\\").name == "Ctrl-\\")
    #expect(Key.control("]").name == "Ctrl-]")
    #expect(Key.control(" ").name == "Ctrl-Space")
    #expect(Key.alt(.character("x")).name == "Alt-x")
    #expect(Key.alt(.character("X")).name == "Alt-X")
    #expect(Key.alt(.up).name == "Alt-Up")
    #expect(Key.alt(.control("c")).name == "Ctrl-Alt-C")
    #expect(Key.paste("add\u{1B}[2J").name == "Paste")
  }

  @Test("Every help line names keys of the table, in the order the table binds them")
  func everyHelpLineIsBound() {
    #expect(KeyBindings.standard.helpLines == HelpKeyLine.allCases)
    for line in HelpKeyLine.allCases {
      #expect(!KeyBindings.standard.commands(on: line).isEmpty, "\(line)")
    }
  }

  @Test("The help's key table names exactly the keys the table binds, each once")
  func helpKeyTableFollowsTheBindings() {
    for catalog in [Catalog.english, .korean] {
      let lines = catalog.helpKeys
      let commands = lines.flatMap(\.commands)
      #expect(Set(commands).count == commands.count, "no command on two lines")
      let bound = Set(KeyBindings.standard.bindings.map(\.command))
      #expect(Set(commands) == bound, "every bound command has a line, and only those")
      for line in lines {
        let keys = line.commands.flatMap { KeyBindings.standard.keys(for: $0) }
        #expect(!keys.isEmpty)
        #expect(line.keys == catalog.helpKeysText(keys), "\(line.id)")
      }
    }
    #expect(Catalog.english.helpKeys.first?.text == "n, Right or Tab: next item")
    #expect(Catalog.korean.helpKeys.first?.text == "n, 오른쪽 화살표 또는 Tab: 다음 항목")
  }

  @Test("Key names in the help, in both languages")
  func spokenKeyNames() {
    let en = Catalog.english
    let ko = Catalog.korean
    #expect(en.keysText([.character("r"), .character("R")]) == "r or shifted R")
    #expect(en.keysText([.character("["), .character("]")]) == "left or right bracket")
    #expect(en.keysText([.down, .up]) == "Down or Up")
    #expect(en.keysText([.character("q"), .control("c")]) == "q or Control C")
    #expect(en.keyName(.character("?")) == "question mark")
    #expect(ko.keysText([.down, .up]) == "아래 또는 위 화살표")
    #expect(ko.keysText([.right, .tab]) == "오른쪽 화살표 또는 Tab")
    #expect(ko.keysText([.character("["), .character("]")]) == "왼쪽 또는 오른쪽 대괄호")
    #expect(ko.keyName(.character("H")) == "대문자 H")
    #expect(ko.keyName(.character(".")) == "마침표")
    #expect(en.keyName(.character("~")) == "tilde")
    #expect(ko.keyName(.character("?")) == "물음표")
    #expect(en.keysText([.character("n"), .right, .tab]) == "n, Right or Tab")
    #expect(
      en.helpKeysText([.character("d"), .down, .character("u"), .up]) == "d or u, Down or Up")
    #expect(
      ko.helpKeysText([.character("d"), .down, .character("u"), .up]) == "d 또는 u, 아래 또는 위 화살표")
    #expect(
      en.helpKeysText([.character("g"), .home, .character("G"), .end])
        == "g or shifted G, Home or End")
  }

  @Test("Every line meant to be heard names its keys in words, never as a bare symbol")
  func spokenLinesSayTheirSymbols() {
    for catalog in [Catalog.english, .korean] {
      for line in [
        catalog.welcomeForKeys, catalog.welcomeForFullScreen, catalog.unknownKey("F1"),
        catalog.message(for: .unknownKey(.character("~"))), catalog.helpIsOpen,
      ] {
        #expect(!line.contains("?") && !line.contains("~"), "\(line)")
      }
    }
    #expect(Catalog.english.unknownKey("F1") == "Unknown key F1, press question mark for help")
    #expect(Catalog.korean.unknownKey("F1") == "알 수 없는 키 F1, 도움말은 물음표 키")
    #expect(
      Catalog.english.welcomeForKeys
        == "Teller. Press question mark for help.")
    #expect(Catalog.korean.welcomeForKeys == "Teller. 도움말은 물음표 키를 누르세요.")
  }

  @Test("The README's key table names exactly the keys the table binds")
  func readmeKeyTable() throws {
    let rows = try #require(try TestSupport.readmeTableRows(header: "| Key | Does |"))
    let bound = KeyBindings.standard.bindings.map(\.key)
    var named: [Key] = []
    for row in rows {
      let cell = row.split(separator: "|", omittingEmptySubsequences: false)[1]
      let words = cell.replacingOccurrences(of: " or ", with: ",")
        .replacingOccurrences(of: "/", with: ",").replacingOccurrences(of: "`", with: "")
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      // A range of digits, such as "1 to 6", names each digit.
      let expanded = words.flatMap { word -> [String] in
        let ends = word.components(separatedBy: " to ").compactMap { Int($0) }
        guard ends.count == 2, ends[0] < ends[1] else { return [word] }
        return (ends[0]...ends[1]).map(String.init)
      }
      for word in expanded where !word.isEmpty {
        let key = try #require(
          bound.first { $0.name == word }, "README names an unbound key: \(word)")
        named.append(key)
      }
    }
    #expect(named.count == Set(named).count, "each key once")
    #expect(Set(named) == Set(bound), "every bound key, and only those")
  }
}
