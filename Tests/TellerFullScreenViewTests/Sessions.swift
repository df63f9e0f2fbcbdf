import TellerAccessibility
import TellerBank
import TellerFullScreen
import TellerFullScreenView
import TellerInput
import TellerSession
import TellerTestSupport

/// Real sessions, stepped by line commands and keys, for the full-screen
/// view's tests: what the view draws is always a session's own tree.
struct ScreenSession {
  var session: Session
  var view: BankScreenView
  var last: SessionStep
  private var line = 0

  /// A session started in the full-screen view.
  init(
    _ language: Language = .english, batch: Int = 10, depositClerks: Int = 2, loanClerks: Int = 1,
    appearance: Appearance = Appearance()
  ) {
    let bank = BankConfiguration.exercise(
      depositClerks: depositClerks, loanClerks: loanClerks, batchSize: batch, seed: 1)
    session = Session(
      settings: SessionSettings(
        language: language, bank: bank, inputIsKeys: true, terminalView: .fullScreen))
    view = BankScreenView(appearance: appearance)
    last = session.start()
  }

  /// Runs line commands, keeping the last step.
  mutating func run(_ lines: String...) {
    for text in lines {
      line += 1
      last = session.handle(.line(text, number: line))
    }
  }

  /// Presses keys, keeping the last step.
  mutating func press(_ keys: Key...) {
    for key in keys { last = session.handle(.key(key)) }
  }

  /// Lets model time pass, keeping the step.
  mutating func advance(by span: ModelTime) {
    last = session.advance(to: session.now + span)
  }

  /// The view's frame of the last step.
  mutating func frame(_ width: Int = 80, _ height: Int = 24) -> Frame {
    view.frame(for: last, size: Size(width: width, height: height))
  }
}

extension Frame {
  /// The row that holds a text, if any.
  func row(containing text: String) -> Int? {
    buffer.lines().firstIndex { $0.contains(text) }
  }

  /// The symbol under the cursor.
  var symbolAtCursor: String? { cursor.map { buffer[$0.x, $0.y].symbol } }

  /// The rows of the message area, by its title in any language or
  /// drawing, without its borders and trailing spaces; empty when there is
  /// no message area.
  var messageLines: [String] {
    let lines = trimmedLines
    let titles = ["┌ Message ", "+ Message ", "┌ 메시지 ", "+ 메시지 "]
    guard let top = lines.firstIndex(where: { line in titles.contains { line.contains($0) } })
    else { return [] }
    var out: [String] = []
    for line in lines[(top + 1)...] {
      let inside = line.dropFirst(2)
      guard inside.first == "│" || inside.first == "|" else { break }
      var text = String(inside.dropFirst(2).dropLast(4))
      while text.last == " " { text.removeLast() }
      out.append(text)
    }
    return out
  }

  /// The message area's text: its lines joined by spaces, without its
  /// empty lines.
  var messageText: String { messageLines.filter { !$0.isEmpty }.joined(separator: " ") }
}
