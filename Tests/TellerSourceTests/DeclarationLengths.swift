/// A body of code the length check measures: a function, an initialiser,
/// a subscript, or a property whose body is code (a computed property, or
/// one initialised by a closure).
struct MeasuredBody: Equatable {
  /// Its name, qualified by the types and functions around it, with a
  /// function's argument labels: `Bank.add(count:)`, `Bank.description`.
  var name: String
  /// The line of its keyword (`func`, `init`, `var` …), counted from 1.
  var firstLine: Int
  /// The line of its closing brace.
  var lastLine: Int

  /// Its length in lines, both ends included.
  var lines: Int { lastLine - firstLine + 1 }
}

/// Finds the ``MeasuredBody``s of Swift source by matching braces among
/// its tokens (``SwiftTokenizer``), so braces in strings and comments do
/// not count.
///
/// A body opens at the first `{` after its declaration's keyword at the
/// same depth of parentheses and brackets, so closures in default values
/// belong to the signature. A property counts when it is declared in a
/// type or at file scope (a local constant is part of its function): a
/// computed one from `var name: Type {`, an initialised one when its `=`
/// is followed directly by `{`, or by an expression whose trailing
/// closure opens on the expression's line.
///
/// - Complexity: O(n) in the number of tokens.
enum DeclarationLengths {
  private enum ScopeKind {
    case type(String)
    case body(String, firstLine: Int)
    case other
  }

  private struct Pending {
    enum Kind { case type, function, property }
    var kind: Kind
    var name: String
    var line: Int
    var nesting: Int
    var scopes: Int
    var sawEquals = false
  }

  private static let typeKeywords: Set = [
    "struct", "class", "enum", "actor", "protocol", "extension",
  ]
  private static let functionKeywords: Set = ["func", "init", "deinit", "subscript"]
  private static let clearing: Set = [
    "case", "typealias", "associatedtype", "import", "if", "guard", "for", "while", "switch", "do",
    "repeat", "defer", "return",
  ]
  private static let modifierFollowers: Set = [
    "func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "internal",
    "public", "open", "static", "nonisolated",
  ]

  /// Every measured body of `source`, in the order their closing braces
  /// come.
  static func bodies(in source: String) -> [MeasuredBody] {
    let tokens = SwiftTokenizer.tokens(of: source)
    var scopes: [ScopeKind] = []
    var nesting = 0
    var pending: Pending?
    var found: [MeasuredBody] = []
    for (position, token) in tokens.enumerated() {
      let previous = position > 0 ? tokens[position - 1] : nil
      switch token.text {
      case "(", "[": nesting += 1
      case ")", "]": nesting -= 1
      case "{":
        scopes.append(open(&pending, at: token, after: previous, nesting: nesting, scopes: scopes))
      case "}":
        if case .body(let name, let firstLine) = scopes.popLast() {
          found.append(MeasuredBody(name: name, firstLine: firstLine, lastLine: token.line))
        }
        if let waiting = pending, waiting.scopes > scopes.count { pending = nil }
      case ";":
        if pending?.scopes == scopes.count { pending = nil }
      case "=":
        if pending?.kind == .property, pending?.nesting == nesting { pending?.sawEquals = true }
      default:
        guard token.isWord, previous?.text != "." else { continue }
        if let declared = declaration(
          at: position, in: tokens, nesting: nesting, scopes: scopes)
        {
          pending = declared
        } else if clearing.contains(token.text) {
          pending = nil
        }
      }
    }
    return found
  }

  /// The scope a `{` opens: the body or type that `pending` declared, when
  /// this brace is where it starts, or another block.
  private static func open(
    _ pending: inout Pending?, at brace: SwiftToken, after previous: SwiftToken?, nesting: Int,
    scopes: [ScopeKind]
  ) -> ScopeKind {
    guard let declared = pending, declared.nesting == nesting, declared.scopes == scopes.count
    else { return .other }
    if declared.kind == .property, declared.sawEquals, previous?.text != "=",
      previous?.line != brace.line
    {
      pending = nil
      return .other
    }
    pending = nil
    let name = (qualifiers(scopes) + [declared.name]).joined(separator: ".")
    switch declared.kind {
    case .type: return .type(name)
    case .function, .property: return .body(name, firstLine: declared.line)
    }
  }

  private static func qualifiers(_ scopes: [ScopeKind]) -> [String] {
    var names: [String] = []
    for scope in scopes {
      switch scope {
      case .type(let name), .body(let name, _): names = [name]
      case .other: continue
      }
    }
    return names
  }

  /// The declaration that the word at `position` starts, if it is one.
  private static func declaration(
    at position: Int, in tokens: [SwiftToken], nesting: Int, scopes: [ScopeKind]
  ) -> Pending? {
    let word = tokens[position].text
    let nextText = position + 1 < tokens.count ? tokens[position + 1].text : ""
    let line = tokens[position].line
    if functionKeywords.contains(word) {
      let name = functionName(keyword: word, at: position, in: tokens)
      return Pending(
        kind: .function, name: name, line: line, nesting: nesting, scopes: scopes.count)
    }
    if typeKeywords.contains(word), !(word == "class" && modifierFollowers.contains(nextText)) {
      let name = typeName(after: position, in: tokens)
      return Pending(kind: .type, name: name, line: line, nesting: nesting, scopes: scopes.count)
    }
    let binding: Set = ["if", "guard", "while", "case", ",", "(", "for"]
    let previous = position > 0 ? tokens[position - 1].text : ""
    if word == "var" || word == "let", isDeclarationScope(scopes.last), !binding.contains(previous)
    {
      return Pending(
        kind: .property, name: nextText, line: line, nesting: nesting, scopes: scopes.count)
    }
    return nil
  }

  private static func isDeclarationScope(_ scope: ScopeKind?) -> Bool {
    switch scope {
    case nil, .type: true
    case .body, .other: false
    }
  }

  /// A type's name as written after its keyword: `Bank`, `Bank.Event`.
  private static func typeName(after position: Int, in tokens: [SwiftToken]) -> String {
    var index = position + 1
    guard index < tokens.count, tokens[index].isWord else { return "" }
    var name = tokens[index].text
    while index + 2 < tokens.count, tokens[index + 1].text == ".", tokens[index + 2].isWord {
      name += "." + tokens[index + 2].text
      index += 2
    }
    return name
  }

  /// A function's name with its argument labels: `add(count:)`,
  /// `init(_:)`, `==(_:_:)`; `deinit` alone.
  private static func functionName(keyword: String, at position: Int, in tokens: [SwiftToken])
    -> String
  {
    guard keyword != "deinit" else { return keyword }
    var index = position + 1
    var base = keyword == "func" ? "" : keyword
    if keyword == "func", index < tokens.count {
      base = tokens[index].text
      index += 1
      while !tokens[position + 1].isWord, index < tokens.count, !tokens[index].isWord,
        tokens[index].text != "("
      {
        base += tokens[index].text
        index += 1
      }
    }
    while index < tokens.count, ["?", "!"].contains(tokens[index].text) { index += 1 }
    if index < tokens.count, tokens[index].text == "<" {
      var depth = 0
      repeat {
        if tokens[index].text == "<" { depth += 1 }
        if tokens[index].text == ">" { depth -= 1 }
        index += 1
      } while index < tokens.count && depth > 0
    }
    guard index < tokens.count, tokens[index].text == "(" else { return base }
    return base + "(" + labels(from: index, in: tokens).map { $0 + ":" }.joined() + ")"
  }

  /// The argument labels of the parameter list whose `(` is at `open`.
  private static func labels(from open: Int, in tokens: [SwiftToken]) -> [String] {
    var labels: [String] = []
    var depth = 0
    var expectingLabel = false
    for token in tokens[open...] {
      switch token.text {
      case "(", "[":
        depth += 1
        expectingLabel = depth == 1
      case ")", "]":
        depth -= 1
        if depth == 0 { return labels }
      case "," where depth == 1:
        expectingLabel = true
      default:
        if expectingLabel, token.isWord { labels.append(token.text) }
        expectingLabel = false
      }
    }
    return labels
  }
}
