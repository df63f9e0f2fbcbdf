import Foundation
import TellerTestSupport
import Testing

/// `teller --ui json`: one JSON object per line, end to end.
@Suite("teller --ui json, end to end")
struct JSONOutputCLITests {
  static let script = """
    add
    wait 1s
    rotor headings
    down
    where
    read all
    bogus line
    rotor frobs
    reset
    add
    wait idle
    summary
    history
    help

    """

  static let allowedTypes: Set<String> = [
    "focus", "description", "announcement", "history", "error", "summary", "welcome",
  ]

  /// Every line of standard output, parsed.
  static func objects(_ stdout: String) throws -> [[String: Any]] {
    var objects: [[String: Any]] = []
    for line in stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8))
      let object = try #require(parsed as? [String: Any], "not an object: \(line)")
      objects.append(object)
    }
    return objects
  }

  @Test("Every line is one object with type, text and a numeric time; ids and priorities fit")
  func shape() throws {
    let result = try runTeller(
      ["--clock", "virtual", "--seed", "1", "--lang", "en", "--ui", "json"], stdin: Self.script)
    #expect(result.status == 65)
    #expect(result.stdout.hasSuffix("}\n"))
    let objects = try Self.objects(result.stdout)
    #expect(objects.count > 20)
    var types: Set<String> = []
    for object in objects {
      let type = try #require(object["type"] as? String)
      types.insert(type)
      #expect(Self.allowedTypes.contains(type), "\(type)")
      #expect(object["text"] is String)
      let time = try #require(object["time"] as? NSNumber, "\(object)")
      #expect(time.doubleValue >= 0)
      let keys = Set(object.keys)
      #expect(keys.isSubset(of: ["type", "text", "priority", "id", "table", "time"]), "\(keys)")
      if let table = object["table"] {
        let place = try #require(table as? [String: Any], "\(object)")
        #expect(place["id"] is String && place["rows"] is NSNumber && place["columns"] is NSNumber)
      }
      if type == "announcement" {
        let priority = try #require(object["priority"] as? String)
        #expect(["polite", "assertive"].contains(priority))
      } else {
        #expect(object["priority"] == nil, "\(object)")
      }
      if type == "focus" { #expect(object["id"] is String, "\(object)") }
      if type == "summary" { #expect(object["id"] as? String == "summary") }
      if type == "welcome" || type == "error" { #expect(object["id"] == nil) }
    }
    #expect(types == Self.allowedTypes)
    // Time is a bare JSON number (not a string, not a boolean) and ends the object.
    for line in InteractiveCLITests.lines(result.stdout).dropLast() {
      #expect(
        line.range(of: #","time":\d+(\.\d+)?\}$"#, options: .regularExpression) != nil, "\(line)")
    }
  }

  @Test("The first objects are the welcome and the focus; times follow the script")
  func order() throws {
    let result = try runTeller(
      ["--clock", "virtual", "--seed", "1", "--lang", "en", "--ui", "json"], stdin: Self.script)
    let objects = try Self.objects(result.stdout)
    #expect(objects.first?["type"] as? String == "welcome")
    #expect(objects.first?["text"] as? String == "Teller. Type help for commands.")
    #expect(objects.dropFirst().first?["type"] as? String == "focus")
    #expect(objects.dropFirst().first?["id"] as? String == "title")
    let times = objects.compactMap { ($0["time"] as? NSNumber)?.doubleValue }
    #expect(times == times.sorted())
    #expect(times.contains(0.7))
    let reset = try #require(objects.first { ($0["text"] as? String)?.hasPrefix("Reset.") == true })
    #expect(reset["priority"] as? String == "assertive")
    let added = try #require(objects.first { ($0["text"] as? String)?.contains("added") == true })
    #expect(added["priority"] as? String == "polite")
  }

  @Test("Errors are objects on standard output and plain lines on standard error, numbered")
  func errors() throws {
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--ui", "json"], stdin: "bogus line\nrotor frobs\n")
    #expect(result.status == 65)
    // As linear mode writes them, so a script's runner finds them in one place.
    let linear = try runTeller(
      ["--clock", "virtual", "--lang", "en"], stdin: "bogus line\nrotor frobs\n")
    #expect(result.stderr == linear.stderr)
    #expect(result.stderr.hasPrefix("Error: Line 1: Unknown command 'bogus'."))
    #expect(result.stderr.split(separator: "\n").count == 2)
    let errors = try Self.objects(result.stdout).filter { $0["type"] as? String == "error" }
    #expect(
      errors.compactMap { $0["text"] as? String } == [
        "Line 1: Unknown command 'bogus'. Type help for commands.",
        "Line 2: No rotor setting 'frobs'. Type help for commands.",
      ])
  }

  @Test("Control characters stay escaped inside JSON strings; no raw ESC reaches output")
  func controlCharacters() throws {
    let result = try runTeller(
      ["--clock", "virtual", "--lang", "en", "--ui", "json"], stdin: "\u{1B}[2J\u{07}\n")
    #expect(!result.stdout.contains("\u{1B}"))
    let error = try #require(try Self.objects(result.stdout).last)
    #expect(
      error["text"] as? String == "Line 1: Unknown command '\\e[2J\\u{7}'. Type help for commands.")
  }

  @Test("JSON gives the same sentences as linear output for the same input")
  func sameAsLinear() throws {
    let arguments = ["--clock", "virtual", "--seed", "1", "--lang", "ko"]
    let json = try runTeller(arguments + ["--ui", "json"], stdin: Self.script)
    let linear = try runTeller(arguments + ["--ui", "linear"], stdin: Self.script)
    let texts = try Self.objects(json.stdout).filter { $0["type"] as? String != "error" }
      .compactMap { $0["text"] as? String }
    #expect(texts == InteractiveCLITests.lines(linear.stdout).dropLast())
  }

  @Test("--ui json wins over TELLER_UI, even a bad one")
  func flagWinsOverEnvironment() throws {
    for value in ["linear", "bogus"] {
      let result = try runTeller(
        ["--clock", "virtual", "--ui", "json"], stdin: "summary\n",
        environment: ["TELLER_UI": value])
      #expect(result.status == 0, "\(value)")
      #expect(try Self.objects(result.stdout).count == 3)
    }
  }

  @Test("TELLER_UI=json chooses JSON")
  func environmentChoosesJSON() throws {
    let result = try runTeller(
      ["--clock", "virtual"], stdin: "", environment: ["TELLER_UI": "json"])
    #expect(try Self.objects(result.stdout).map { $0["type"] as? String } == ["welcome", "focus"])
  }
}
