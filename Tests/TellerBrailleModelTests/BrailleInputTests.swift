import TellerBrailleModel
import TellerInput
import TellerSession
import TellerTestSupport
import Testing

@Suite("Braille: key codes and what they ask for")
struct BrailleInputTests {
  typealias Code = BrailleKeyCode
  typealias Command = BrailleKeyCode.Command
  typealias Symbol = BrailleKeyCode.Symbol
  typealias Flag = BrailleKeyCode.Flag

  @Test("Codes BRLTTY sent for the tt driver's keys expand as brlapi_expandKeyCode does")
  func expansionOfRealCodes() throws {
    // Right, Left, "a" and Return on BRLTTY 6.5's tt driver.
    let right = try #require(Code(rawValue: 0x2000_0018).expansion)
    #expect(right == .init(type: 0x2000_0000, command: 24, argument: 0, flags: 0))
    let left = try #require(Code(rawValue: 0x2000_0017).expansion)
    #expect(left.command == Command.panLeft)
    let a = try #require(Code(rawValue: 0x61).expansion)
    #expect(a == .init(type: 0, command: 0, argument: 0x61, flags: 0))
    #expect(Code(rawValue: 0x0D).expansion?.argument == 0x0D)
  }

  @Test("Expansion ladder: command blocks, symbols, Unicode, flags, and codes that fail")
  func expansionLadder() {
    #expect(
      Code.command(Command.route, argument: 7).expansion
        == .init(type: 0x2000_0000, command: 0x1_0000, argument: 7, flags: 0))
    #expect(
      Code.command(Command.route, argument: 0xFFFF).expansion?.argument == 0xFFFF)
    #expect(
      Code.symbol(Symbol.left, flags: Flag.shift).expansion
        == .init(type: 0, command: 0xFF00, argument: 0x51, flags: 1))
    #expect(
      Code.character("한").expansion
        == .init(type: 0, command: Symbol.unicode, argument: 0xD55C, flags: 0))
    #expect(Code.character("é").rawValue == 0xE9)
    #expect(Code(rawValue: 0x4000_0000).expansion == nil, "unknown type")
    #expect(Code(rawValue: 0x0001_0000).expansion == nil, "symbol outside both ranges")
    #expect(Code(rawValue: 0x0200_0000).expansion == nil, "symbol outside both ranges")
    #expect(Code(rawValue: 0x2000_0018).description == "0x20000018")
  }

  @Test(arguments: [
    (Code.command(Command.panLeft), BrailleInput.panBack),
    (Code.command(Command.panLeftSkip), .panBack),
    (Code.command(Command.panRight), .panForward),
    (Code.command(Command.panRightSkip), .panForward),
    (Code.command(Command.route, argument: 0), .route(cell: 0)),
    (Code.command(Command.route, argument: 39), .route(cell: 39)),
    (Code.command(Command.lineUp), .command(.previous)),
    (Code.command(Command.lineDown), .command(.next)),
    (Code.command(Command.top), .command(.first)),
    (Code.command(Command.bottom), .command(.last)),
    (Code.command(Command.home), .returnToFocus),
    (Code.command(Command.return), .returnToFocus),
  ])
  func commands(code: BrailleKeyCode, input: BrailleInput) {
    #expect(BrailleInput(code) == input)
  }

  @Test("The README's table of display keys names exactly the commands Teller handles")
  func readmeTable() throws {
    let rows = try #require(try TestSupport.readmeTableRows(header: "| Display key | Does |"))
    // BRLTTY's names of its commands, as the README gives them.
    let codes: [String: BrailleKeyCode] = [
      "pan right": .command(Command.panRight), "pan left": .command(Command.panLeft),
      "line down": .command(Command.lineDown), "line up": .command(Command.lineUp),
      "top": .command(Command.top), "bottom": .command(Command.bottom),
      "routing key": .command(Command.route, argument: 3), "home": .command(Command.home),
      "return": .command(Command.return),
    ]
    var named: Set<String> = []
    for row in rows.dropLast() {
      let cell = row.split(separator: "|", omittingEmptySubsequences: false)[1]
      for name in cell.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        let code = try #require(codes[name], "README names a key Teller does not read: \(name)")
        #expect(BrailleInput(code) != nil, "\(name)")
        named.insert(name)
      }
    }
    #expect(named == Set(codes.keys), "every command Teller reads is in the table")
    #expect(rows.last?.hasPrefix("| keys typed on the display's keyboard |") == true)
    // Every command block 0 code that gives an input is one the table names.
    let handled = (0..<128).filter { BrailleInput(.command(UInt32($0))) != nil }.map(UInt32.init)
    let tabled = Set(
      codes.values.compactMap(\.expansion).filter { $0.argument == 0 }.map(\.command))
    let skips: Set<UInt32> = [Command.panLeftSkip, Command.panRightSkip]
    #expect(Set(handled).subtracting(skips) == tabled)
  }

  @Test("Commands Teller leaves alone")
  func ignoredCommands() {
    #expect(BrailleInput(.command(0)) == nil, "NOOP")
    #expect(BrailleInput(.command(19)) == nil, "CHRLT")
    #expect(BrailleInput(.command(Command.passDots, argument: 0x01)) == nil, "typed dots")
    #expect(BrailleInput(.command(6 << 16, argument: 2)) == nil, "SWITCHVT")
    #expect(BrailleInput(Code(rawValue: 0x4000_0000)) == nil)
  }

  @Test(
    "Passed-through keys become the key the terminal gives",
    arguments: [
      (Code.character("a"), Key.character("a")),
      (Code.character("?"), .character("?")),
      (Code.character("한"), .character("한")),
      (Code.character("é"), .character("é")),
      (Code.character(" "), .space),
      (Code.character("\r"), .enter),
      (Code.character("\t"), .tab),
      (Code.character("\u{1B}"), .escape),
      (Code.character("\u{7F}"), .backspace),
      (Code.character("a", flags: Flag.upper), .character("A")),
      (Code.character("r", flags: Flag.shift), .character("R")),
      (Code.character("?", flags: Flag.shift), .character("?")),
      (Code.character("c", flags: Flag.control), .control("c")),
      (Code.symbol(Symbol.linefeed), .enter),
      (Code.symbol(Symbol.tab), .tab),
      (Code.symbol(Symbol.tab, flags: Flag.shift), .backTab),
      (Code.symbol(Symbol.backspace), .backspace),
      (Code.symbol(Symbol.delete), .delete),
      (Code.symbol(Symbol.pageUp), .pageUp),
      (Code.symbol(Symbol.pageDown), .pageDown),
      (Code.symbol(Symbol.insert), .insert),
      (Code.symbol(Symbol.function), .function(1)),
      (Code.symbol(Symbol.function + 11), .function(12)),
      (Code.symbol(Symbol.escape), .escape),
      (Code.symbol(Symbol.left), .left),
      (Code.symbol(Symbol.right), .right),
      (Code.symbol(Symbol.up), .up),
      (Code.symbol(Symbol.down), .down),
      (Code.symbol(Symbol.home), .home),
      (Code.symbol(Symbol.end), .end),
    ])
  func passedThroughKeys(code: BrailleKeyCode, key: Key) {
    #expect(BrailleInput(code) == .key(key))
  }

  @Test("Keys the terminal does not know stay out")
  func unknownKeys() {
    #expect(BrailleInput(.symbol(Symbol.function + 12)) == nil, "F13 has no one sequence")
  }

  @Test("Every standard key a braille keyboard can type gives the same command as on the terminal")
  func sameCommandsAsTheTerminal() {
    for binding in KeyBindings.standard.bindings {
      let code: BrailleKeyCode
      switch binding.key {
      case .character(let character): code = .character(character.unicodeScalars.first!)
      case .control(let letter):
        code = .character(letter.unicodeScalars.first!, flags: Flag.control)
      case .enter: code = .symbol(Symbol.linefeed)
      case .space: code = .character(" ")
      case .tab: code = .symbol(Symbol.tab)
      case .backTab: code = .symbol(Symbol.tab, flags: Flag.shift)
      case .left: code = .symbol(Symbol.left)
      case .right: code = .symbol(Symbol.right)
      case .up: code = .symbol(Symbol.up)
      case .down: code = .symbol(Symbol.down)
      case .home: code = .symbol(Symbol.home)
      case .end: code = .symbol(Symbol.end)
      case .escape, .backspace, .delete, .insert, .pageUp, .pageDown, .function, .alt, .paste,
        .unknown:
        continue
      }
      guard case .key(let key) = BrailleInput(code) else {
        Issue.record("\(binding.key) has no braille key")
        continue
      }
      #expect(KeyBindings.standard.command(for: key) == binding.command, "\(binding.key)")
    }
  }
}
