extension EnglishWording {
  /// The English names of symbols.
  public func text(_ message: SymbolMessage) -> String {
    switch message {
    case .keyName(let symbol): Self.keySymbols[symbol] ?? ""
    case .spokenName(let symbol): Self.spokenSymbols[symbol] ?? ""
    case .percent: "percent"
    case .decimalPoint: "point"
    }
  }

  private static let keySymbols: [Character: String] = [
    ".": "period", "?": "question mark", "[": "left bracket", "]": "right bracket",
    ",": "comma", ";": "semicolon", ":": "colon", "/": "slash", "\\": "backslash",
    "'": "apostrophe", "\"": "quotation mark", "`": "grave accent", "~": "tilde",
    "!": "exclamation mark", "@": "at sign", "#": "number sign", "$": "dollar sign",
    "%": "percent sign", "^": "caret", "&": "ampersand", "*": "asterisk",
    "(": "left parenthesis", ")": "right parenthesis", "-": "minus", "_": "underscore",
    "=": "equals sign", "+": "plus sign", "{": "left brace", "}": "right brace",
    "<": "less-than sign", ">": "greater-than sign", "|": "vertical bar",
  ]

  private static let spokenSymbols: [Character: String] = [
    "?": "question mark", "!": "exclamation mark", ".": "period", ",": "comma",
    ":": "colon", ";": "semicolon", "'": "apostrophe", "\"": "quotation mark",
    "(": "left parenthesis", ")": "right parenthesis", "[": "left bracket",
    "]": "right bracket", "{": "left brace", "}": "right brace", "<": "less than",
    ">": "greater than", "#": "number sign", "%": "percent", "&": "ampersand",
    "*": "asterisk", "+": "plus", "/": "slash", "\\": "backslash", "=": "equals",
    "@": "at sign", "^": "caret", "_": "underscore", "|": "vertical bar", "~": "tilde",
    "`": "grave accent", "$": "dollar",
  ]
}
