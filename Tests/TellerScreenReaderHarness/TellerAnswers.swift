import Foundation
import TellerTestSupport

/// The words of Teller's answers to the scenario's keys, from Teller
/// itself: the same commands piped to `teller --ui json --clock virtual`,
/// so the harness knows what each key's answer says without copying
/// Teller's texts.
struct TellerAnswers: Sendable {
  /// The answer to `a`: its first announcement, up to its first comma
  /// (`10 customers added`).
  var add: String
  /// The answers to each move, in order: the label of the element reached
  /// (`Status`, `Add 10 customers`).
  var moves: [String]

  /// Runs Teller on `add`, `wait 3s` and the moves' line commands
  /// (`next`, `previous`).
  init(teller: String, moves commands: [String]) throws {
    let script = "add\nwait 3s\n" + commands.map { $0 + "\n" }.joined()
    let result = try runProgram(
      teller, ["--ui", "json", "--clock", "virtual", "--lang", "en"], stdin: script,
      environment: TestSupport.tellerEnvironment())
    let records: [[String: Any]] = result.stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    func words(_ record: [String: Any]) -> String {
      let text = record["text"] as? String ?? ""
      return String(text.prefix { $0 != "," && $0 != ";" })
    }
    let focus = records.filter { $0["type"] as? String == "focus" }
    guard let announcement = records.first(where: { $0["type"] as? String == "announcement" }),
      focus.count == commands.count + 1
    else {
      throw HarnessError(
        "Teller's answers could not be read from:\n\(result.stdout)\(result.stderr)")
    }
    add = words(announcement)
    moves = focus.dropFirst().map(words)
  }
}
