import Testing

/// The length check's scanner on the cases that could fool it.
@Suite("Declaration lengths")
struct DeclarationLengthsTests {
  private func lengths(_ source: String) -> [String: Int] {
    Dictionary(
      DeclarationLengths.bodies(in: source).map { ($0.name, $0.lines) }, uniquingKeysWith: max)
  }

  @Test("A function's lines run from its keyword to its closing brace")
  func plainFunction() {
    let source = "struct A {\n  func f(x: Int, _ y: Int) -> Int {\n    x + y\n  }\n}\n"
    #expect(lengths(source) == ["A.f(x:_:)": 3])
  }

  @Test("Braces in strings, raw strings, interpolations and comments do not count")
  func bracesInText() {
    let source = """
      func f() {
        let a = "{ \\" {"
        let b = #"}"# + #"\\#(g("}"))"#
        let c = "\\(h { "{" })"
        // }
        /* { /* } */ { */
        let d = \"\"\"
          }
          \"\"\"
      }
      func g() {}
      """
    #expect(lengths(source) == ["f()": 10, "g()": 1])
  }

  @Test("A requirement without a body, and calls of init, are not bodies")
  func noBody() {
    let source = """
      protocol P {
        func f()
        init(x: Int)
      }
      struct S {
        let value = S.init(x: 1)
        func g() { _ = Self.init(x: 2) }
      }
      """
    #expect(lengths(source) == ["S.g()": 1])
  }

  @Test("Closures in default values belong to the signature")
  func defaultClosure() {
    let source = "func f(_ body: () -> Void = {\n}) {\n  body()\n}\n"
    #expect(lengths(source) == ["f(_:)": 4])
  }

  @Test("Computed and closure-initialised properties count; stored ones and locals do not")
  func properties() {
    let source = """
      enum E {
        static var table: [Int] {
          [1, 2]
        }
        static let made: Int = {
          3
        }()
        static let plain = 4
        var body: Int { get }
      }
      let top = 5
      if top > 0 {
        print(top)
      }
      func f() {
        let local = { 6 }()
      }
      """
    #expect(lengths(source) == ["E.table": 3, "E.made": 3, "E.body": 1, "f()": 3])
  }

  @Test("Nested types and functions are named by what encloses them")
  func nesting() {
    let source = """
      extension A.B where C: D {
        struct E<T> {
          subscript(index: Int) -> Int { index }
          static func == (lhs: E, rhs: E) -> Bool { true }
          func outer() {
            func inner() {}
          }
        }
      }
      """
    #expect(
      lengths(source) == [
        "A.B.E.subscript(index:)": 1, "A.B.E.==(lhs:rhs:)": 1, "A.B.E.outer()": 3,
        "A.B.E.outer().inner()": 1,
      ])
  }

  @Test("A file's lines: its newlines, and one more for a last line without one")
  func fileLines() {
    #expect(SwiftTokenizer.lineCount(of: "") == 0)
    #expect(SwiftTokenizer.lineCount(of: "a") == 1)
    #expect(SwiftTokenizer.lineCount(of: "a\n") == 1)
    #expect(SwiftTokenizer.lineCount(of: "a\nb") == 2)
  }

  @Test("Over the limits: a file over 400 lines, a body over 60, a repeated name numbered")
  func offenders() {
    let long = "func f() {\n" + String(repeating: "  _ = 1\n", count: 58) + "}\n"
    let longer = "func f() {\n" + String(repeating: "  _ = 1\n", count: 60) + "}\n"
    let filler = String(repeating: "\n", count: 401 - 60 - 62 - 62)
    let text = long + longer + longer + filler
    #expect(
      SourceLimits.offenders(in: text, path: "M/F.swift") == [
        .file("M/F.swift", 401), .body("M/F.swift", "f() #2", 62), .body("M/F.swift", "f() #3", 62),
      ])
    #expect(SourceLimits.offenders(in: long, path: "M/F.swift") == [])
  }
}
