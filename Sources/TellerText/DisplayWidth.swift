/// The number of terminal cells a text takes, as a terminal draws it after
/// ``visibleText(_:)`` has made its control characters visible.
///
/// Each scalar counts:
/// - **2** when it is East Asian Wide or Fullwidth (Hangul, CJK ideographs,
///   kana, fullwidth forms, most emoji), or is shown as an emoji by default
///   (Emoji_Presentation, which Unicode makes Wide);
/// - **0** when it is a combining mark (nonspacing or enclosing), a format
///   character such as ZERO WIDTH SPACE or ZERO WIDTH JOINER, a variation
///   selector, or a Hangul medial vowel or final consonant jamo, which join
///   the syllable before them;
/// - the length of its notation when it is a control character (`\e` is 2,
///   `\u{7}` is 5), since ``visibleText(_:)`` shows it that way;
/// - **1** otherwise, East Asian Ambiguous characters included.
///
/// A wide scalar right after a ZERO WIDTH JOINER adds nothing, so an emoji
/// ZWJ sequence such as 👩‍💻 takes two cells. This is what wcwidth-based
/// terminals such as tmux and xterm draw; emoji with a skin-tone modifier
/// take four cells there, and here.
///
/// ```swift
/// displayWidth("Add 10 customers")  // 16
/// displayWidth("고객 10명 추가")       // 14
/// displayWidth("e\u{301}")          // 1
/// displayWidth("a\u{1B}b")          // 4, as "a\eb"
/// ```
///
/// - Complexity: O(n) in the number of scalars; each non-ASCII scalar
///   outside Latin and the box-drawing block is a binary search of a table
///   of fewer than 100 ranges and a Unicode property lookup.
public func displayWidth(_ text: some StringProtocol) -> Int {
  displayWidth(ofScalars: text.unicodeScalars)
}

/// The number of terminal cells one character (a grapheme cluster) takes;
/// see ``displayWidth(_:)`` for the rules.
///
/// - Complexity: O(k) in the character's scalars.
public func displayWidth(_ character: Character) -> Int {
  displayWidth(ofScalars: character.unicodeScalars)
}

/// The cells a sequence of scalars takes.
private func displayWidth(ofScalars scalars: some Sequence<Unicode.Scalar>) -> Int {
  var total = 0
  var afterJoiner = false
  for scalar in scalars {
    let width = scalarWidth(scalar)
    if !(afterJoiner && width == 2) { total += width }
    afterJoiner = scalar.value == 0x200D
  }
  return total
}

/// The cells one scalar takes on its own.
private func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
  let value = scalar.value
  if value >= 0x20 && value < 0x7F { return 1 }
  if let notation = visibleNotation(scalar) { return notation.unicodeScalars.count }
  // Latin-1 and the Latin extensions up to the combining marks, and box
  // drawing and block elements, which borders repeat: one cell each, with
  // no table or property to look up.
  if (0xA0..<0x300).contains(value) || (0x2500...0x259F).contains(value) { return 1 }
  if isWide(value) { return 2 }
  if isZeroWidth(scalar) { return 0 }
  // Regional indicators are Neutral: a flag is two one-cell letters.
  if (0x1F1E6...0x1F1FF).contains(value) { return 1 }
  return scalar.properties.isEmojiPresentation ? 2 : 1
}

/// Whether a scalar value lies in the East Asian Wide or Fullwidth table.
private func isWide(_ value: UInt32) -> Bool {
  guard value >= 0x1100 else { return false }
  var low = 0
  var high = wideCharacterRanges.count
  while low < high {
    let middle = (low + high) / 2
    let range = wideCharacterRanges[middle]
    if value < range.lowerBound {
      high = middle
    } else if value > range.upperBound {
      low = middle + 1
    } else {
      return true
    }
  }
  return false
}

/// Whether a scalar takes no cell of its own.
private func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  // Hangul Jungseong and Jongseong, and their extensions: they join the
  // leading consonant before them into one syllable.
  if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
  // SOFT HYPHEN is a format character that terminals draw as a hyphen.
  if value == 0xAD { return false }
  switch scalar.properties.generalCategory {
  case .nonspacingMark, .enclosingMark, .format: return true
  default: return false
  }
}
