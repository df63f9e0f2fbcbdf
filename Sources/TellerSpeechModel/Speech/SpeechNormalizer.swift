import TellerAccessibility
import TellerBank
import TellerSession
import TellerWording

/// Text rewritten so a speech engine says what a reader sees: numbers,
/// times and symbols in words, in English or Korean.
///
/// Speech engines guess at what they cannot read, and guess wrong: eSpeak
/// NG's Korean voice reads "3.3초" as "삼 삼 초", losing the point, and
/// both voices say nothing at all for a `?` that stands alone, so "Press ?
/// for help" is heard as "Press for help". The rules, applied left to
/// right in one pass:
///
/// - **Decimals**: `3.3` is "3 point 3" (`3 점 3`), the digits after the
///   point read one by one (`29.75` is "29 point 7 5"), a counter after the
///   number kept in place (`3.3초` is `3 점 3초`). A run of several points,
///   such as a version `1.2.3`, is left as it is.
/// - **Grouped thousands**: `10,000` is `10000`, which both voices read as
///   one number (ten thousand, 만).
/// - **Times**: the work timer's `mm:ss:SSS` (`01:04:400`) and `h:mm:ss`
///   are said as a duration, with the catalog's words ("1 minute 4 point 4
///   seconds", `1분 4 점 4초`).
/// - **Percent**: `50%` is "50 percent" (`50 퍼센트`).
/// - **Symbols**: a word of symbols alone (no letter or digit in it, as a
///   key named in a sentence) is said by the names from
///   ``Catalog/spokenSymbolName(_:)``: `?` is "question mark", 물음표;
///   quotes around it (`'?'`) and a comma or stop after it (`#,`) stay as
///   they are. Punctuation on a word (`help?`, `1,`) is left for the
///   engine, which pauses or raises its voice; so is a dash alone, a pause.
///
/// The function is pure: the same text and language give the same words.
public enum SpeechNormalizer {
  /// The words to say for a text, in a catalog's language.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func normalized(_ text: String, catalog: Catalog) -> String {
    namingSymbols(numbers(Array(text), catalog: catalog), catalog: catalog)
  }

  /// Rewrites every number, time and percentage in words.
  private static func numbers(_ characters: [Character], catalog: Catalog) -> String {
    var out = ""
    var index = 0
    while index < characters.count {
      if isDigit(characters[index]), index == 0 || !isDigit(characters[index - 1]) {
        let (words, end) = number(in: characters, from: index, catalog: catalog)
        out += words
        index = end
      } else {
        out.append(characters[index])
        index += 1
      }
    }
    return out
  }

  /// Says by name the symbols of each word that holds no letter or digit:
  /// `?`, `'?'` (quotes around it kept), `#,` (a stop after it kept).
  private static func namingSymbols(_ text: String, catalog: Catalog) -> String {
    var out = ""
    var word: [Character] = []
    func flush() {
      out += symbolWord(word, catalog: catalog)
      word.removeAll()
    }
    for character in text {
      if character.isWhitespace {
        flush()
        out.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return out
  }

  /// One word of symbols in words, or the word as it is when it holds a
  /// letter or digit or a symbol with no name.
  private static func symbolWord(_ word: [Character], catalog: Catalog) -> String {
    guard !word.isEmpty, !word.contains(where: isWordCharacter) else { return String(word) }
    var core = word[...]
    var opening = ""
    var closing = ""
    if core.count >= 3, let first = core.first, let last = core.last, isQuote(first), first == last
    {
      opening = String(first)
      closing = String(last)
      core = core.dropFirst().dropLast()
    }
    if core.count >= 2, let last = core.last, ",;:.".contains(last) {
      closing = String(last) + closing
      core = core.dropLast()
    }
    let names = core.map { catalog.spokenSymbolName($0) }
    guard !names.contains(nil) else { return String(word) }
    return opening + names.compactMap { $0 }.joined(separator: " ") + closing
  }

  private static func isQuote(_ character: Character) -> Bool {
    "'\"‘’“”".contains(character)
  }

  /// The words for the number (or time) that starts at `start`, and the
  /// index just after what they replace.
  private static func number(
    in characters: [Character], from start: Int, catalog: Catalog
  ) -> (String, Int) {
    let afterColon = start > 0 && characters[start - 1] == ":"
    if !afterColon, let (time, end) = time(in: characters, from: start) {
      return (numbers(Array(catalog[.duration(time)]), catalog: catalog), end)
    }
    var end = digitsEnd(characters, from: start)
    var whole = String(characters[start..<end])
    // Grouped thousands: 1,234 or 10,000,000, each group exactly three digits.
    if end - start <= 3 {
      var groupedEnd = end
      var grouped = whole
      while groupedEnd < characters.count, characters[groupedEnd] == ",",
        digitsEnd(characters, from: groupedEnd + 1) == groupedEnd + 4
      {
        grouped += String(characters[(groupedEnd + 1)..<(groupedEnd + 4)])
        groupedEnd += 4
      }
      (whole, end) = (grouped, groupedEnd)
    }
    var words = whole
    // A decimal: one point between digits, and no second point after.
    if end + 1 < characters.count, characters[end] == ".", isDigit(characters[end + 1]) {
      let fractionEnd = digitsEnd(characters, from: end + 1)
      let isVersion =
        fractionEnd + 1 < characters.count && characters[fractionEnd] == "."
        && isDigit(characters[fractionEnd + 1])
      if isVersion {
        var versionEnd = fractionEnd
        while versionEnd + 1 < characters.count, characters[versionEnd] == ".",
          isDigit(characters[versionEnd + 1])
        {
          versionEnd = digitsEnd(characters, from: versionEnd + 1)
        }
        return (String(characters[start..<versionEnd]), versionEnd)
      }
      let fraction = characters[(end + 1)..<fractionEnd].map(String.init)
      words += " " + catalog[.decimalPoint] + " " + fraction.joined(separator: " ")
      end = fractionEnd
    }
    if end < characters.count, characters[end] == "%" {
      words += " " + catalog[.percent]
      end += 1
    }
    return (words, end)
  }

  /// A time at `start`: `mm:ss:SSS` (the work timer, minutes of two digits
  /// or more) or `h:mm:ss`, with no digit or colon right after it.
  private static func time(in characters: [Character], from start: Int) -> (ModelTime, Int)? {
    var parts: [String] = []
    var index = start
    while true {
      let end = digitsEnd(characters, from: index)
      guard end > index else { return nil }
      parts.append(String(characters[index..<end]))
      index = end
      guard parts.count < 3, index + 1 < characters.count, characters[index] == ":",
        isDigit(characters[index + 1])
      else { break }
      index += 1
    }
    guard parts.count == 3, index >= characters.count || characters[index] != ":" else {
      return nil
    }
    let counts = parts.map(\.count)
    guard let first = Int64(parts[0]), let second = Int64(parts[1]), let third = Int64(parts[2]),
      counts[1] == 2, second < 60
    else { return nil }
    if counts[0] >= 2 && counts[2] == 3 {
      return (.milliseconds((first * 60 + second) * 1000 + third), index)
    }
    if counts[0] <= 2 && counts[2] == 2 && third < 60 {
      return (.milliseconds(((first * 60 + second) * 60 + third) * 1000), index)
    }
    return nil
  }

  /// The index after the run of ASCII digits that starts at `start`
  /// (`start` itself when there is none).
  private static func digitsEnd(_ characters: [Character], from start: Int) -> Int {
    var end = start
    while end < characters.count, isDigit(characters[end]) { end += 1 }
    return end
  }

  private static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character.isNumber
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }
}
