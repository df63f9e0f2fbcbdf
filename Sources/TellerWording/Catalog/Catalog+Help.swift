import TellerInput

extension Catalog {
  /// The key table, in the order of ``KeyBindings/standard``: each line
  /// names the keys the table binds to the commands of the bindings that
  /// name the line, so the two never disagree.
  public var helpKeys: [HelpEntry] {
    let table = KeyBindings.standard
    return table.helpLines.map { line in
      let commands = table.commands(on: line)
      let keys = commands.flatMap { table.keys(for: $0) }
      return HelpEntry(
        id: line.rawValue, keys: helpKeysText(keys), action: self[.action(line)],
        commands: commands)
    }
  }

  /// The keys of a help line, the printable ones first (the keys a screen
  /// reader passes on to Teller): "n, Right or Tab", "q or Ctrl-D", and
  /// for a pair of commands "d or u, Down or Up", "g or shifted G, Home or
  /// End"; "d 또는 u, 아래 또는 위 화살표".
  public func helpKeysText(_ keys: [Key]) -> String {
    func isPrintable(_ key: Key) -> Bool {
      if case .character = key { return true }
      return false
    }
    let printable = keys.filter(isPrintable)
    let others = keys.filter { !isPrintable($0) }
    guard printable.count > 1, !others.isEmpty else { return keysText(printable + others) }
    return keysText(printable) + ", " + keysText(others)
  }

  /// A key as the help and spoken lines name it: "Right", "shifted R",
  /// "period", "Control C", "Shift Tab"; "오른쪽 화살표", "대문자 R",
  /// "마침표", "컨트롤 C". Symbols are named in words
  /// (``symbolName(_:)``), and no name has a hyphen, which screen readers
  /// read as "dash".
  public func keyName(_ key: Key) -> String {
    switch key {
    case .right: self[.arrow(.right)]
    case .left: self[.arrow(.left)]
    case .up: self[.arrow(.up)]
    case .down: self[.arrow(.down)]
    case .character(let character):
      if let name = symbolName(character) {
        name
      } else if character.isUppercase {
        self[.shifted(key.name)]
      } else {
        key.name
      }
    case .backTab: self[.shiftTab]
    case .control(let character):
      self[
        .control(
          character == " "
            ? self[.space] : symbolName(character) ?? String(key.name.dropFirst(5)))]
    case .alt(let inner): self[.alt(keyName(inner))]
    case .enter, .space, .tab, .home, .end, .pageUp, .pageDown, .insert, .delete, .function,
      .escape, .backspace, .paste, .unknown:
      self[.named(key)]
    }
  }

  /// Keys as the help names them together: "Right or Tab", "r or shifted
  /// R", "n, Right or Tab"; two names that end in the same word share it: "left or right
  /// bracket", "아래 또는 위 화살표"; a run of three or more digits is a
  /// range: "1 to 6", "1부터 6까지".
  public func keysText(_ keys: [Key]) -> String {
    let names = keys.map(keyName)
    let digits = keys.compactMap { key -> Int? in
      guard case .character(let character) = key else { return nil }
      return character.wholeNumberValue
    }
    if keys.count >= 3, digits.count == keys.count,
      zip(digits, digits.dropFirst()).allSatisfy({ $1 == $0 + 1 })
    {
      return self[.range(first: names[0], last: names[names.count - 1])]
    }
    if names.count == 2 {
      let first = names[0].split(separator: " ")
      let second = names[1].split(separator: " ")
      if first.count > 1, second.count > 1, first.last == second.last {
        return self[.alternatives([first.dropLast().joined(separator: " "), names[1]])]
      }
    }
    return self[.alternatives(names)]
  }
}
