import TellerApp
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
    (.character("q"), .quit), (.control("c"), .quit),
  ])
  func standardTable(key: Key, command: SessionCommand) {
    #expect(KeyBindings.standard.command(for: key) == command)
  }

  @Test(arguments: [
    Key.escape, .backspace, .character("z"), .character("한"), .control("d"), .unknown("\\e[15~"),
    .delete, .insert, .pageUp, .pageDown, .function(1), .control("\\"),
    .alt(.character("x")), .alt(.character("a")), .alt(.character("q")), .alt(.enter),
    .alt(.right), .paste("add"), .paste("x"),
  ])
  func unboundKeysDoNothing(key: Key) {
    #expect(KeyBindings.standard.command(for: key) == nil)
  }

  @Test func keysForACommandInTableOrder() {
    #expect(KeyBindings.standard.keys(for: .next) == [.right, .tab])
    #expect(KeyBindings.standard.keys(for: .quit) == [.character("q"), .control("c")])
    #expect(KeyBindings.standard.keys(for: .readAll).isEmpty)
  }

  @Test func emptyTableBindsNothing() {
    let table = KeyBindings([])
    #expect(table.command(for: .enter) == nil)
    #expect(table.bindings.isEmpty)
  }

  @Test func firstBindingOfAKeyWins() {
    let table = KeyBindings([.init(.enter, .activate), .init(.enter, .quit)])
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
}
