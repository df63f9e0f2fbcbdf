/// Checks a tree against the rules of good accessibility wording and
/// structure, and returns what it found.
///
/// The rules, one ``AuditFinding/Kind`` each:
/// - an element a user can stop on has a label, unless it is a group whose
///   visible children give it text;
/// - a label does not name the element's own trait ("Add button" should be
///   "Add"): English button, link, heading, header, image and tab (inside a
///   tab bar), Korean 버튼, 링크, 제목, 이미지 and 탭, as whole words in any
///   case;
/// - a hint says what happens, not the gesture or the element type: no
///   tap, click, press, swipe or button, no 탭, 클릭, 누르, 눌러, 스와이프 or
///   버튼 ("연락처 추가", not "연락처를 추가하려면 버튼을 탭 하세요");
/// - a heading has a level from 1 to 6;
/// - no two buttons in one container (the same parent) share a label;
/// - an adjustable element has a value;
/// - a modal holds at least one stop;
/// - a data table (``TableRole``) has a caption and column headers, every
///   row as many cells as its first row, every data cell a column or a row
///   header, and its parts their places: rows directly in tables, cells
///   directly in rows, nothing else in either. A data cell needs no label
///   of its own, since its headers name it, and a table's label is its
///   caption.
///
/// The words are each language's (``AccessibilityWording/auditWords(_:)``),
/// and a tree is audited for the words of every language.
///
/// Hidden subtrees are not audited. Findings come in document order, and
/// for one element in the order of ``AuditFinding/Kind/allCases``. A
/// finding keeps its data (``AuditMessage``), worded where it is printed;
/// messages quote labels and hints as they are, so sanitize them before
/// they reach a terminal.
///
/// - Complexity: O(n · d) in the number of nodes, the depth of the tree and
///   the length of their text, plus O(c · h) for each cell of a table of c
///   columns and h header rows.
public func audit(_ tree: AccessibilityTree) -> [AuditFinding] {
  var findings: [AuditFinding] = []
  var firstButton: [ButtonKey: ElementID] = [:]
  var visible: [(ref: NodeRef, element: Element)] = []
  tree.walk(includingHidden: false) { ref, _ in
    let element = tree.element(at: ref)
    if !element.isHidden { visible.append((ref, element)) }
  }
  for (ref, element) in visible {
    let isStop = tree.isStop(ref)
    findings += wordingFindings(of: element, at: ref, isStop: isStop, in: tree).map {
      AuditFinding(element: element.id, problem: $0)
    }
    if isStop, element.traits.contains(.button), !SpokenText.isBlank(element.label) {
      let key = ButtonKey(
        parent: tree.parentSlot(of: ref), label: SpokenText.trimmed(element.label).lowercased())
      if let first = firstButton[key] {
        findings.append(
          AuditFinding(
            element: element.id,
            problem: .duplicateButtonLabel(label: element.label, first: first)))
      } else {
        firstButton[key] = element.id
      }
    }
    findings += structureFindings(of: element, at: ref, in: tree).map {
      AuditFinding(element: element.id, problem: $0)
    }
    findings += tableFindings(of: element, at: ref, in: tree).map {
      AuditFinding(element: element.id, problem: $0)
    }
  }
  return findings
}

/// The findings of one element's label, hint and heading level, in the
/// order of ``AuditFinding/Kind/allCases``.
private func wordingFindings(
  of element: Element, at ref: NodeRef, isStop: Bool, in tree: AccessibilityTree
) -> [AuditMessage] {
  var found: [AuditMessage] = []
  if isStop, SpokenText.isBlank(element.label), element.tableRole != .cell,
    element.tableRole != .table,
    element.role != .group
      || SpokenText.ofDescendants(of: tree.slotOrList(ref), in: tree).allSatisfy(
        SpokenText.isBlank)
  {
    found.append(element.role == .group ? .groupWithoutText : .missingLabel)
  }
  if let word = traitWordInLabel(of: element, at: ref, in: tree) {
    let rest = element.label.split(separator: " ").filter { normalizedWord($0) != word }
    found.append(
      .labelNamesTrait(label: element.label, trait: word, rest: rest.joined(separator: " ")))
  }
  if let word = gestureWord(inHint: element.hint) {
    found.append(.hintDescribesGesture(hint: element.hint, word: word))
  }
  if element.traits.contains(.header) {
    if let level = element.headingLevel {
      if !(1...6).contains(level) {
        found.append(.headingLevelOutOfRange(label: element.label, level: level))
      }
    } else {
      found.append(.headingWithoutLevel(label: element.label))
    }
  }
  return found
}

/// The findings of one element's value and, for a modal, its stops.
private func structureFindings(of element: Element, at ref: NodeRef, in tree: AccessibilityTree)
  -> [AuditMessage]
{
  var found: [AuditMessage] = []
  if element.isAdjustable, SpokenText.isBlank(element.valueForSpeech) {
    found.append(.adjustableWithoutValue(label: element.label))
  }
  if element.role == .modal, case .slot(let slot) = ref, !hasStop(inSubtreeOf: slot, in: tree) {
    found.append(.modalWithoutStops(label: element.label))
  }
  return found
}

/// Audits the tree of nested nodes, by the rules of the audit of an
/// ``AccessibilityTree``.
///
/// - Complexity: O(n · d) in the number of nodes and the depth of the tree.
public func audit(_ root: TreeNode) -> [AuditFinding] {
  audit(AccessibilityTree(root: root))
}

/// Buttons are compared within one container by their lower-cased label.
private struct ButtonKey: Hashable {
  var parent: Int
  var label: String
}

/// The first word of the label that names one of the node's own traits,
/// lower-cased, or nil.
private func traitWordInLabel(
  of element: Element, at ref: NodeRef, in tree: AccessibilityTree
) -> String? {
  let vocabulary = AuditVocabulary.all
  var words: Set<String> = []
  if element.traits.contains(.button) { words.formUnion(vocabulary[.button]) }
  if element.traits.contains(.link) { words.formUnion(vocabulary[.link]) }
  if element.traits.contains(.header) { words.formUnion(vocabulary[.header]) }
  if element.traits.contains(.image) { words.formUnion(vocabulary[.image]) }
  if element.traits.contains(.tabBar) || isInTabBar(tree.parentSlot(of: ref), in: tree) {
    words.formUnion(vocabulary[.tab])
  }
  guard !words.isEmpty else { return nil }
  return wordsOf(element.label).first(where: words.contains)
}

private func isInTabBar(_ parent: Int, in tree: AccessibilityTree) -> Bool {
  var current = parent
  while current >= 0 {
    if tree.elements[current].traits.contains(.tabBar) { return true }
    current = tree.parents[current]
  }
  return false
}

/// The first word of a hint that describes a gesture or the element type.
private func gestureWord(inHint hint: String) -> String? {
  let vocabulary = AuditVocabulary.all
  for word in wordsOf(hint) {
    if vocabulary[.gestureWords].contains(word) { return word }
    if let stem = vocabulary.stems.first(where: { word.contains($0) }) { return stem }
  }
  return nil
}

/// The lower-cased words of a text: runs of letters and digits.
private func wordsOf(_ text: String) -> [String] {
  text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
}

/// A space-separated piece of a label, lower-cased and without punctuation.
private func normalizedWord(_ piece: Substring) -> String {
  String(piece.lowercased().filter { $0.isLetter || $0.isNumber })
}

/// Whether a node or any node in its subtree is a navigation stop.
private func hasStop(inSubtreeOf slot: Int, in tree: AccessibilityTree) -> Bool {
  tree.isVisible(slot: slot) && !tree.isInsideStop(slot: slot)
    && tree.tally(of: slot).stops > 0
}
