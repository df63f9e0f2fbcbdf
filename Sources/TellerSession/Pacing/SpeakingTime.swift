import TellerAccessibility
import TellerBank

/// How long a screen reader takes to say a line Teller prints, estimated
/// from the text alone: a pure function of its words, numbers, Hangul
/// syllables and punctuation, at a rate in words per minute.
///
/// The model, fitted to eSpeak NG (the voice Orca and Fenrir use through
/// speech-dispatcher by default) at 175 and 250 words a minute in English
/// and Korean, is within half a second of the real length for Teller's
/// lines (root mean square), and errs long rather than short:
/// - a word of Latin letters is one word; a run of capitals of two or more
///   letters (`BRLTTY`) is spelled, 0.6 of a word a letter;
/// - a number is the words it is read as: "99999" is "ninety nine thousand
///   nine hundred ninety nine", seven words; in Korean its syllables
///   (구만구천구백구십구); a decimal part is "point" and a word a digit;
/// - a Hangul syllable is 0.65 of a word;
/// - a comma or colon pauses 0.3 s, a semicolon or a full stop inside the
///   line 0.4 s, and every line takes 0.3 s more to start and end, all at
///   175 words a minute and shorter in proportion when faster.
public enum SpeakingTime {
  /// The rate Teller assumes a screen reader speaks at: 175 words a
  /// minute, eSpeak NG's default and so Orca's and Fenrir's out of the
  /// box. Faster readers merge less when told their rate (`--reader-rate`).
  public static let assumedWordsPerMinute = 175

  /// The rates a user may give.
  public static let wordsPerMinuteRange = 80...450

  /// What an estimate counts: hundredths of a word, and milliseconds of
  /// pauses at the assumed rate.
  public struct Counts: Hashable, Sendable {
    /// Words, in hundredths.
    public var centiwords = 0
    /// Pauses, in milliseconds at ``SpeakingTime/assumedWordsPerMinute``.
    public var pauseMilliseconds = 0
  }

  /// The time it takes to say a line.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func estimate(
    _ text: String, language: Language, wordsPerMinute: Int = assumedWordsPerMinute
  ) -> ModelTime {
    let counts = count(text, language: language)
    let rate = Int64(max(1, wordsPerMinute))
    let words = Int64(counts.centiwords) * 600_000_000 / rate
    let pauses =
      (Int64(counts.pauseMilliseconds) + lineMilliseconds) * 1_000_000
      * Int64(assumedWordsPerMinute) / rate
    return ModelTime(nanoseconds: words + pauses)
  }

  /// The time every line takes to start and end, at the assumed rate.
  static let lineMilliseconds: Int64 = 300

  /// What a line holds, for an estimate.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func count(_ text: String, language: Language) -> Counts {
    var counts = Counts()
    let characters = Array(text)
    var i = 0
    while i < characters.count {
      let c = characters[i]
      if c.isASCII && c.isNumber {
        let number = numberRun(in: characters, from: i)
        counts.centiwords += numberCentiwords(
          digits: number.digits, decimals: number.decimals, language: language)
        i = number.end
      } else if isHangul(c) {
        counts.centiwords += 65
        i += 1
      } else if c.isLetter {
        let word = wordRun(in: characters, from: i)
        let length = word.end - i
        counts.centiwords += word.capitals && length > 1 ? 60 * length : 100
        i = word.end
      } else {
        counts.pauseMilliseconds += pauseMilliseconds(at: c, lastInLine: i + 1 == characters.count)
        i += 1
      }
    }
    return counts
  }

  /// The number that starts at `start`: its whole part's digits ("100,000"
  /// is one number), how many decimals follow a point ("3.3" has one), and
  /// the index just after it.
  ///
  /// - Complexity: O(n) in the length of the number.
  static func numberRun(
    in characters: [Character], from start: Int
  ) -> (digits: String, decimals: Int, end: Int) {
    var digits = ""
    var decimals = 0
    var j = start
    var inDecimals = false
    while j < characters.count {
      let d = characters[j]
      if d.isASCII && d.isNumber {
        if inDecimals { decimals += 1 } else { digits.append(d) }
      } else if (d == "," || d == ".") && j + 1 < characters.count
        && characters[j + 1].isASCII && characters[j + 1].isNumber
      {
        // "100,000" is one number; "3.3" has a decimal part.
        if d == "." { inDecimals = true }
      } else {
        break
      }
      j += 1
    }
    return (digits, decimals, j)
  }

  /// The hundredths of a word a number takes in a language: its whole part
  /// read out, and each decimal after "point" read as a digit.
  static func numberCentiwords(digits: String, decimals: Int, language: Language) -> Int {
    let decimalWords = decimals > 0 ? 100 * (1 + decimals) : 0
    switch language {
    case .english: return 100 * englishWords(digits) + decimalWords
    case .korean: return 65 * koreanSyllables(digits) + decimalWords * 65 / 100
    }
  }

  /// The word of letters other than Hangul that starts at `start`
  /// (apostrophes and hyphens between letters belong to it): the index
  /// just after it, and whether it has no lowercase letter, so it is
  /// spelled out.
  ///
  /// - Complexity: O(n) in the length of the word.
  static func wordRun(in characters: [Character], from start: Int) -> (end: Int, capitals: Bool) {
    var j = start
    var capitals = true
    while j < characters.count,
      characters[j].isLetter && !isHangul(characters[j])
        || ((characters[j] == "'" || characters[j] == "-") && j + 1 < characters.count
          && characters[j + 1].isLetter)
    {
      if characters[j].isLowercase { capitals = false }
      j += 1
    }
    return (j, capitals)
  }

  /// The pause a character other than a letter or digit makes, in
  /// milliseconds: commas and colons 0.3 s, semicolons and stops inside
  /// the line 0.4 s, anything else none.
  static func pauseMilliseconds(at c: Character, lastInLine: Bool) -> Int {
    switch c {
    case ",", ":", "、": return 300
    case ";": return 400
    case ".", "?", "!":
      // A stop inside the line; the line's own end is in its 0.3 s.
      return lastInLine ? 0 : 400
    default: return 0
    }
  }

  /// The English words a whole number is read as: "100000" → "one
  /// hundred thousand", 3; "1997" → "one thousand nine hundred ninety
  /// seven", 6.
  static func englishWords(_ digits: some StringProtocol) -> Int {
    let values = digits.compactMap(\.wholeNumberValue)
    guard values.contains(where: { $0 != 0 }) else { return 1 }
    var words = 0
    var groups: [[Int]] = []
    var rest = values[...]
    while !rest.isEmpty {
      groups.insert(Array(rest.suffix(3)), at: 0)
      rest = rest.dropLast(3)
    }
    for (index, group) in groups.enumerated() {
      let value = group.reduce(0) { $0 * 10 + $1 }
      guard value > 0 else { continue }
      if value >= 100 { words += 2 }
      let tens = value % 100
      if tens > 0 { words += tens < 20 || tens % 10 == 0 ? 1 : 2 }
      if index < groups.count - 1 { words += 1 }
    }
    return words
  }

  /// The Korean syllables a whole number is read as, Sino-Korean:
  /// "99999" → 구만구천구백구십구, 9; "10" → 십, 1.
  static func koreanSyllables(_ digits: some StringProtocol) -> Int {
    let values = digits.compactMap(\.wholeNumberValue)
    guard values.contains(where: { $0 != 0 }) else { return 1 }
    var syllables = 0
    for (index, value) in values.enumerated() where value != 0 {
      let place = values.count - 1 - index
      let unit = place % 4
      // 일 is dropped before 십, 백 and 천: 십, not 일십.
      syllables += (value == 1 && unit > 0 ? 0 : 1) + (unit > 0 ? 1 : 0)
    }
    // 만, 억, 조 for each group of four above the first that holds a digit.
    var place = 4
    while place < values.count {
      let group = values.dropLast(place).suffix(4)
      if group.contains(where: { $0 != 0 }) { syllables += 1 }
      place += 4
    }
    return syllables
  }

  private static func isHangul(_ c: Character) -> Bool {
    c.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
  }
}
