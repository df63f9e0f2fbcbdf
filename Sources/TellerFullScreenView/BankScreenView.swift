import TellerAccessibility
import TellerFullScreen
import TellerSession

/// The full-screen view of a session, as a pure value: it turns each
/// ``SessionStep`` into a ``Frame`` of a size, keeping between frames only
/// its own results: each list's scroll position, the answer in the message
/// area and the news in the status line. It never keeps the step's
/// ``SessionScreen``.
///
/// - The screen is laid out from the step's tree (see ``MappedScreen``),
///   so the reading order on screen is the tree's, and the focused element
///   carries the focus ring and the cursor.
/// - The message area shows the answer to the last input, whole: every
///   line a step caused by a key, a line or a notice said (an answer, an
///   error such as an unknown key, a focus move, the welcome), wrapped and
///   never cut. It stays until the next input that says something; bank
///   news never replaces it, and Escape, which says nothing, clears it.
/// - The status line shows the rotor's setting and the latest news: the
///   last thing a step of time passing said that was not a focus move, or
///   else its focus move.
/// - With the screen curtain on, the frame is blank and has no cursor.
///
/// The terminal edge draws the frames; ``ScreenPainter`` turns them into
/// the bytes of the cells that changed.
public struct BankScreenView: Sendable {
  /// Colour or none, box drawing or ASCII.
  public var appearance: Appearance
  private var scrolls: [ElementID: ScrollState] = [:]
  private var answer: [String] = []
  private var news: String?

  /// Creates a view with nothing scrolled, no answer and no news.
  public init(appearance: Appearance = Appearance()) {
    self.appearance = appearance
  }

  /// The frame of a step at a size.
  ///
  /// - Complexity: O(w × h) for the frame, plus the rows drawn and the
  ///   answer's length; the lists' lengths do not matter.
  public mutating func frame(for step: SessionStep, size: Size) -> Frame {
    note(step)
    let screen = step.screen
    guard !screen.screenCurtain else { return Frame(size: size, appearance: appearance) }
    let mapped = MappedScreen(
      screen, scrolls: scrolls, answer: answer, news: news, appearance: appearance,
      width: size.width)
    let (frame, kept) = BankScreenLayout.render(mapped.content, size: size, appearance: appearance)
    scrolls = Dictionary(zip(mapped.scrolled, kept), uniquingKeysWith: { first, _ in first })
    return frame
  }

  /// Keeps what a step said: as the answer when input caused it, as the
  /// news when time passing did. A step that says nothing keeps both,
  /// except Escape, which clears the answer.
  private mutating func note(_ step: SessionStep) {
    let records = step.records
    if step.cause == .timePassing {
      if let last = records.last(where: { $0.kind != .focus }) ?? records.last {
        news = last.text
      }
    } else if !records.isEmpty {
      answer = records.map(\.text)
    } else if step.cause == .command(.closeHelp) {
      answer = []
    }
  }
}
