import TellerAccessibility
import TellerBank
import TellerInput
import TellerWording

/// A read-only view of a session's screen, for presenters: the element
/// tree, the focus, the rotor setting, the language and description
/// settings, the catalog its words come from, any overlay, the last
/// announcement, the model time, and the user's choices about the terminal
/// (which view it shows, and the screen curtain).
///
/// A presenter words what it adds to the screen (marks, titles, the
/// status line) with ``catalog``, the session's own, and builds none.
///
/// The view shares the session's tree. A presenter should read what it
/// needs while presenting and keep its own results (lines, a cell buffer),
/// not the view: a view kept past ``Presenter/present(_:)`` makes the
/// session's next change copy the whole tree.
public struct SessionScreen: Sendable {
  /// What lies over the bank screen, taking navigation inside it.
  public enum Overlay: Hashable, Sendable {
    /// The help, a modal in the tree with this ID.
    case help(ElementID)
  }

  /// The element tree.
  public let tree: AccessibilityTree
  /// The focused element, or nil when the tree has nothing to focus.
  public let focus: ElementID?
  /// The rotor's setting.
  public let rotor: RotorSetting
  /// What descriptions say, and in which language.
  public let description: DescriptionOptions
  /// What lies over the screen, if anything.
  public let overlay: Overlay?
  /// The newest announcement, if any.
  public let lastAnnouncement: Announcement?
  /// The model time the session has reached.
  public let time: ModelTime
  /// What the terminal shows, as the user last chose with `m`: the
  /// full-screen view or linear text; nil when there is no choice (output
  /// is not a terminal, `TERM` is `dumb`, or output is JSON).
  public let terminalView: TerminalView?
  /// Whether the screen curtain is on: a full screen shows nothing, while
  /// speech, braille and announcements go on.
  public let screenCurtain: Bool
  /// The session's catalog, in the screen's language.
  public let catalog: Catalog

  /// Creates a view.
  public init(
    tree: AccessibilityTree, focus: ElementID?, rotor: RotorSetting,
    description: DescriptionOptions, overlay: Overlay? = nil,
    lastAnnouncement: Announcement? = nil, time: ModelTime, terminalView: TerminalView? = nil,
    screenCurtain: Bool = false, catalog: Catalog
  ) {
    self.tree = tree
    self.focus = focus
    self.rotor = rotor
    self.description = description
    self.overlay = overlay
    self.lastAnnouncement = lastAnnouncement
    self.time = time
    self.terminalView = terminalView
    self.screenCurtain = screenCurtain
    self.catalog = catalog
  }

  /// A screen with nothing on it, for cores and tests that have no screen.
  public static func blank(at time: ModelTime) -> SessionScreen {
    SessionScreen(
      tree: AccessibilityTree(), focus: nil, rotor: .headings, description: DescriptionOptions(),
      time: time, catalog: .english)
  }

  /// The language of the screen's words.
  public var language: Language { description.language }

  /// The focused element.
  public var focusedElement: Element? { focus.flatMap { tree.element($0) } }

  /// What a screen reader says on landing on a node, with the session's
  /// verbosity, hints and language.
  public func describe(_ id: ElementID) -> String? {
    TellerAccessibility.describe(id, in: tree, options: description)
  }
}
