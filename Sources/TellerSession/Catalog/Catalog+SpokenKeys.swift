/// Keys as they are spoken: the names of printable symbols in words, and
/// the key that lines meant to be heard name for a command.
///
/// A speech synthesizer, and a screen reader at its usual punctuation
/// level, says nothing for `?` ("Press for help"), so every line meant to
/// be heard names a symbol in words: "question mark", "물음표".
extension Catalog {
  /// The key a spoken line names for a command: the first one the
  /// standard table binds, which is the printable one where there is one,
  /// in words ("question mark", "n").
  public func spokenKey(for command: SessionCommand) -> String {
    KeyBindings.standard.keys(for: command).first.map(keyName) ?? ""
  }

  /// A printable symbol's name in words, or nil for a letter, a digit or
  /// a symbol without one here.
  public func symbolName(_ character: Character) -> String? {
    switch language {
    case .english: Self.englishSymbols[character]
    case .korean: Self.koreanSymbols[character]
    }
  }

  static let englishSymbols: [Character: String] = [
    ".": "period", "?": "question mark", "[": "left bracket", "]": "right bracket",
    ",": "comma", ";": "semicolon", ":": "colon", "/": "slash", "\\": "backslash",
    "'": "apostrophe", "\"": "quotation mark", "`": "grave accent", "~": "tilde",
    "!": "exclamation mark", "@": "at sign", "#": "number sign", "$": "dollar sign",
    "%": "percent sign", "^": "caret", "&": "ampersand", "*": "asterisk",
    "(": "left parenthesis", ")": "right parenthesis", "-": "minus", "_": "underscore",
    "=": "equals sign", "+": "plus sign", "{": "left brace", "}": "right brace",
    "<": "less-than sign", ">": "greater-than sign", "|": "vertical bar",
  ]

  static let koreanSymbols: [Character: String] = [
    ".": "마침표", "?": "물음표", "[": "왼쪽 대괄호", "]": "오른쪽 대괄호",
    ",": "쉼표", ";": "세미콜론", ":": "콜론", "/": "슬래시", "\\": "역슬래시",
    "'": "작은따옴표", "\"": "큰따옴표", "`": "억음 부호", "~": "물결표",
    "!": "느낌표", "@": "골뱅이", "#": "샵", "$": "달러 기호",
    "%": "퍼센트 기호", "^": "캐럿", "&": "앰퍼샌드", "*": "별표",
    "(": "왼쪽 괄호", ")": "오른쪽 괄호", "-": "빼기", "_": "밑줄",
    "=": "등호", "+": "더하기", "{": "왼쪽 중괄호", "}": "오른쪽 중괄호",
    "<": "왼쪽 꺾쇠", ">": "오른쪽 꺾쇠", "|": "세로 막대",
  ]
}
