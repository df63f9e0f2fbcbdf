extension Catalog {
  /// A symbol's name as speech says it when the symbol stands alone, as a
  /// key does in "Press ? for help": "question mark", "물음표"; nil for a
  /// character that has no spoken name here (letters, digits, dashes,
  /// which read as a pause, and anything not listed).
  ///
  /// The names are the ones screen readers use for keys and punctuation.
  public func spokenSymbolName(_ symbol: Character) -> String? {
    guard let names = Catalog.symbolNames[symbol] else { return nil }
    switch language {
    case .english: return names.english
    case .korean: return names.korean
    }
  }

  /// The spoken word after a number for a percent sign: "50 percent",
  /// "50 퍼센트".
  public var spokenPercent: String {
    switch language {
    case .english: "percent"
    case .korean: "퍼센트"
    }
  }

  /// The word read for a decimal point: "3 point 3", "3 점 3".
  public var spokenDecimalPoint: String {
    switch language {
    case .english: "point"
    case .korean: "점"
    }
  }

  /// Each symbol with a spoken name, in English and Korean.
  private static let symbolNames: [Character: (english: String, korean: String)] = [
    "?": ("question mark", "물음표"),
    "!": ("exclamation mark", "느낌표"),
    ".": ("period", "마침표"),
    ",": ("comma", "쉼표"),
    ":": ("colon", "콜론"),
    ";": ("semicolon", "세미콜론"),
    "'": ("apostrophe", "작은따옴표"),
    "\"": ("quotation mark", "큰따옴표"),
    "(": ("left parenthesis", "왼쪽 괄호"),
    ")": ("right parenthesis", "오른쪽 괄호"),
    "[": ("left bracket", "왼쪽 대괄호"),
    "]": ("right bracket", "오른쪽 대괄호"),
    "{": ("left brace", "왼쪽 중괄호"),
    "}": ("right brace", "오른쪽 중괄호"),
    "<": ("less than", "왼쪽 꺾쇠"),
    ">": ("greater than", "오른쪽 꺾쇠"),
    "#": ("number sign", "샵"),
    "%": ("percent", "퍼센트"),
    "&": ("ampersand", "앰퍼샌드"),
    "*": ("asterisk", "별표"),
    "+": ("plus", "더하기"),
    "/": ("slash", "슬래시"),
    "\\": ("backslash", "역슬래시"),
    "=": ("equals", "등호"),
    "@": ("at sign", "골뱅이"),
    "^": ("caret", "캐럿"),
    "_": ("underscore", "밑줄"),
    "|": ("vertical bar", "세로 막대"),
    "~": ("tilde", "물결표"),
    "`": ("grave accent", "백틱"),
    "$": ("dollar", "달러"),
  ]
}
