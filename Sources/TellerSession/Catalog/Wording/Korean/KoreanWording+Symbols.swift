extension KoreanWording {
  /// The Korean names of symbols, as Korean screen readers say them.
  public func text(_ message: SymbolMessage) -> String {
    switch message {
    case .keyName(let symbol): Self.keySymbols[symbol] ?? ""
    case .spokenName(let symbol): Self.spokenSymbols[symbol] ?? ""
    case .percent: "퍼센트"
    case .decimalPoint: "점"
    }
  }

  private static let keySymbols: [Character: String] = [
    ".": "마침표", "?": "물음표", "[": "왼쪽 대괄호", "]": "오른쪽 대괄호",
    ",": "쉼표", ";": "세미콜론", ":": "콜론", "/": "슬래시", "\\": "역슬래시",
    "'": "작은따옴표", "\"": "큰따옴표", "`": "억음 부호", "~": "물결표",
    "!": "느낌표", "@": "골뱅이", "#": "샵", "$": "달러 기호",
    "%": "퍼센트 기호", "^": "캐럿", "&": "앰퍼샌드", "*": "별표",
    "(": "왼쪽 괄호", ")": "오른쪽 괄호", "-": "빼기", "_": "밑줄",
    "=": "등호", "+": "더하기", "{": "왼쪽 중괄호", "}": "오른쪽 중괄호",
    "<": "왼쪽 꺾쇠", ">": "오른쪽 꺾쇠", "|": "세로 막대",
  ]

  private static let spokenSymbols: [Character: String] = [
    "?": "물음표", "!": "느낌표", ".": "마침표", ",": "쉼표", ":": "콜론", ";": "세미콜론",
    "'": "작은따옴표", "\"": "큰따옴표", "(": "왼쪽 괄호", ")": "오른쪽 괄호",
    "[": "왼쪽 대괄호", "]": "오른쪽 대괄호", "{": "왼쪽 중괄호", "}": "오른쪽 중괄호",
    "<": "왼쪽 꺾쇠", ">": "오른쪽 꺾쇠", "#": "샵", "%": "퍼센트", "&": "앰퍼샌드",
    "*": "별표", "+": "더하기", "/": "슬래시", "\\": "역슬래시", "=": "등호", "@": "골뱅이",
    "^": "캐럿", "_": "밑줄", "|": "세로 막대", "~": "물결표", "`": "백틱", "$": "달러",
  ]
}
