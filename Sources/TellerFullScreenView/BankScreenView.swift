import TellerAccessibility
import TellerFullScreen
import TellerSession

/// The full-screen view of a session, as a pure value: it turns each
/// ``SessionStep`` into a ``Frame`` of a size, keeping between frames only
/// its own results: each list's scroll position and the status line's
/// message. It never keeps the step's ``SessionScreen``.
///
/// - The screen is laid out from the step's tree (see ``MappedScreen``),
///   so the reading order on screen is the tree's, and the focused element
///   carries the focus ring and the cursor.
/// - The status line shows the rotor's setting and a message: the last
///   thing a step said that was not a focus move (an answer, an error
///   such as an unknown key, an announcement), or, after a step of focus
///   moves only, what the move said, role and all ("Reset, button").
///   After a turn of the rotor the line shows the rotor alone ("Rotor:
///   Buttons"), never the setting twice.
/// - With the screen curtain on, the frame is blank and has no cursor.
///
/// The terminal edge draws the frames; ``ScreenPainter`` turns them into
/// the bytes of the cells that changed.
public struct BankScreenView: Sendable {
  /// Colour or none, box drawing or ASCII.
  public var appearance: Appearance
  private var scrolls: [ElementID: ScrollState] = [:]
  private var message: String?

  /// Creates a view with nothing scrolled and no message.
  public init(appearance: Appearance = Appearance()) {
    self.appearance = appearance
  }

  /// The frame of a step at a size.
  ///
  /// - Complexity: O(w × h) for the frame, plus the rows drawn; the
  ///   lists' lengths do not matter.
  public mutating func frame(for step: SessionStep, size: Size) -> Frame {
    noteMessage(in: step)
    let screen = step.screen
    guard !screen.screenCurtain else { return Frame(size: size, appearance: appearance) }
    let mapped = MappedScreen(
      screen, scrolls: scrolls, message: message ?? screen.lastAnnouncement?.text,
      appearance: appearance)
    let (frame, kept) = BankScreenLayout.render(mapped.content, size: size, appearance: appearance)
    scrolls = Dictionary(zip(mapped.scrolled, kept), uniquingKeysWith: { first, _ in first })
    return frame
  }

  /// Keeps the last record that is not a focus move as the message, or
  /// else the last focus move's; a step with no records (a tick of the
  /// timer) keeps it, and a turn of the rotor that worked empties it.
  private mutating func noteMessage(in step: SessionStep) {
    let records = step.records
    if Self.turnsTheRotor(step.cause) && !records.contains(where: { $0.kind == .error }) {
      message = ""
      return
    }
    if let last = records.last(where: { $0.kind != .focus }) ?? records.last {
      message = last.text
    }
  }

  /// Whether a step's cause turns or sets the rotor.
  private static func turnsTheRotor(_ cause: SessionStep.Cause) -> Bool {
    switch cause {
    case .command(.rotorSettingNext), .command(.rotorSettingPrevious), .command(.rotor): true
    default: false
    }
  }
}
