import TellerAccessibility
import TellerArguments
import TellerBank
import TellerSession
import TellerWording

/// The exercise's console bank as a pure state machine.
///
/// The shell feeds it input lines and prints what it returns. Choosing 1
/// opens the bank for one business day: 10 to 30 customers (from the seeded
/// generator) arrive at once and are served under the bank's rules; every
/// start and finish is a line stamped with its model time, then the closing
/// line. Choosing 2 quits. Anything else says what is allowed and shows the
/// menu again. It never sleeps, never reads a clock and never prints.
public struct ConsoleSession: Sendable {
  /// How many customers a business day can have.
  public static let customerCounts: ClosedRange<Int> = 10...30

  /// The texts, in the session's language.
  public let text: ConsoleText
  /// The bank's parameters for every day; its seed is not used.
  public let configuration: BankConfiguration
  /// Whether the session has ended, by choice 2 or the end of input.
  public private(set) var isFinished = false
  /// Business days run so far.
  public private(set) var days = 0
  private var random: SplitMix64
  /// Draws each customer's work type as the bank does.
  private let mix: WorkTypeMix
  private var promptOpen = false

  /// Creates a session whose every line `catalog` words.
  ///
  /// - Parameters:
  ///   - catalog: the words of every line.
  ///   - seed: fixes the customer counts and work types of every day.
  ///   - configuration: each work type's clerks, service time and share.
  public init(
    catalog: Catalog, seed: UInt64, configuration: BankConfiguration = BankConfiguration()
  ) {
    self.text = ConsoleText(catalog: catalog)
    self.configuration = configuration
    self.random = SplitMix64(seed: seed)
    self.mix = WorkTypeMix(configuration)
  }

  /// Starts the session: the menu and the prompt.
  public mutating func start() -> [ConsoleOutput] {
    menu(at: .zero)
  }

  /// Handles one input line, without its newline.
  ///
  /// - Parameters:
  ///   - line: what the user typed.
  ///   - echo: whether to repeat the line after the prompt, as a terminal
  ///     would; the shell asks for it when input does not come from one.
  public mutating func handle(_ line: String, echo: Bool = false) -> [ConsoleOutput] {
    guard !isFinished else { return [] }
    var output: [ConsoleOutput] = []
    if promptOpen && echo {
      // As a bad script line is quoted: visible, and at most 80 characters.
      output.append(ConsoleOutput(text: visibleQuote(line)))
    }
    promptOpen = false
    switch ConsoleSession.trimmed(line) {
    case "1":
      let day = businessDay(types: drawDay())
      output += day
      output += menu(at: day.last?.time ?? .zero)
    case "2":
      isFinished = true
    default:
      output.append(ConsoleOutput(text: text.invalidChoice))
      output += menu(at: .zero)
    }
    return output
  }

  /// Handles the end of input: the session ends cleanly, closing the
  /// prompt's line.
  public mutating func endOfInput() -> [ConsoleOutput] {
    guard !isFinished else { return [] }
    isFinished = true
    defer { promptOpen = false }
    return promptOpen ? [ConsoleOutput(text: "")] : []
  }

  /// One business day for customers of given work types, numbered from 1,
  /// all arriving at time 0: every start and finish, then the closing line.
  ///
  /// - Complexity: O(n) for n customers.
  public mutating func businessDay(types: [WorkType]) -> [ConsoleOutput] {
    days += 1
    var bank = Bank(configuration: configuration)
    var output: [ConsoleOutput] = []
    let text = self.text
    let sink: (BankEvent) -> Void = { event in
      switch event.kind {
      case .started(let customer, _):
        output.append(ConsoleOutput(text: text.started(customer), time: event.time))
      case .finished(let customer, _):
        output.append(ConsoleOutput(text: text.finished(customer), time: event.time))
      case .allServed(let summary):
        output.append(
          ConsoleOutput(
            text: text.closed(customers: summary.customersServed, time: summary.workTime),
            time: event.time))
      case .arrived, .reset:
        break
      }
    }
    bank.addCustomers(types, into: sink)
    bank.advanceUntilIdle(into: sink)
    if types.isEmpty {
      output.append(ConsoleOutput(text: text.closed(customers: 0, time: .zero)))
    }
    return output
  }

  /// Draws one day's customers: how many, then each one's work type.
  private mutating func drawDay() -> [WorkType] {
    let count = random.nextInt(in: ConsoleSession.customerCounts)
    var types: [WorkType] = []
    types.reserveCapacity(count)
    for _ in 0..<count {
      types.append(mix.type(ofDraw: random.next()))
    }
    return types
  }

  private mutating func menu(at time: ModelTime) -> [ConsoleOutput] {
    promptOpen = true
    return text.menu.map { ConsoleOutput(text: $0, time: time) }
      + [ConsoleOutput(text: text.prompt, endsLine: false, time: time)]
  }

  private static func trimmed(_ line: String) -> Substring {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let start = line.firstIndex(where: { !blank($0) }) else { return "" }
    let end = line.lastIndex(where: { !blank($0) }) ?? start
    return line[start...end]
  }

  /// Runs a whole session over input lines, as the shell does with a pipe,
  /// and returns everything it writes. Lines are echoed after the prompt.
  ///
  /// - Parameters:
  ///   - input: the lines; the end of input follows the last one.
  public static func transcript(
    catalog: Catalog, seed: UInt64, input: [String],
    configuration: BankConfiguration = BankConfiguration()
  ) -> String {
    var session = ConsoleSession(catalog: catalog, seed: seed, configuration: configuration)
    var out = session.start().map(\.rendered).joined()
    for line in input where !session.isFinished {
      out += session.handle(line, echo: true).map(\.rendered).joined()
    }
    out += session.endOfInput().map(\.rendered).joined()
    return out
  }
}
