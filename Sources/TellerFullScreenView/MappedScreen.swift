import TellerAccessibility
import TellerFullScreen
import TellerInput
import TellerSession
import TellerWording

/// A session's screen mapped onto the full screen's plain values: the
/// ``BankScreenContent`` to lay out, and which list each scrolling box shows.
///
/// The mapping walks the root's children in reading order and gives each
/// its place by what it is, as a screen reader knows it, never by reading
/// its words:
/// - the level-1 heading is the title in the top border;
/// - buttons go in the row of buttons, in order;
/// - the element that updates frequently is the timer, "label - value";
/// - a heading followed by a list is one box: the heading's label and the
///   list's size as its title ("Waiting (5)"), the list's items as rows
///   (each its shown label, then its value in a column: "2 - Loan   clerk
///   3"), and, while the list is empty, a line saying so;
/// - any other element is the summary line, shown by its value;
/// - a modal, such as the help, is the overlay: its children are its rows;
/// - a data table, while the focus is in it or on its heading, takes the
///   lists' place as one box (`MappedScreen+Tables`).
///
/// So the reading order on screen is the tree's: title, summary, buttons,
/// timer, then the lists. The focused element gets the focus ring and the
/// cursor; the message area shows the answer to the last key; the status
/// line shows the rotor's setting and the latest news; the hint at the
/// bottom names keys from ``KeyBindings/standard``.
struct MappedScreen {
  /// The content to lay out.
  var content: BankScreenContent
  /// The list each pane shows, in order, then the overlay's modal if
  /// there is one: the keys of the scroll states ``BankScreenLayout`` returns.
  var scrolled: [ElementID]

  /// The column, in cells, where a row's value starts: room for
  /// "100000 - Deposit" and two spaces.
  static let valueColumn = 18

  /// Maps a screen.
  ///
  /// - Parameters:
  ///   - screen: the session's screen, read now and not kept.
  ///   - scrolls: each list's scroll state from the last frame, by ID.
  ///   - answer: what the message area shows, line by line.
  ///   - news: what the status line says after the rotor, if anything.
  ///   - appearance: box drawing or ASCII, for the lines' separators and
  ///     the sizes of the too-small message.
  ///   - width: the terminal's width, for whether a table's rows fit
  ///     across it or stack.
  /// - Complexity: O(c) for the root's c children, plus O(log k) to find
  ///   the focused row of a list of k items; rows are made only when drawn.
  init(
    _ screen: SessionScreen, scrolls: [ElementID: ScrollState], answer: [String] = [],
    news: String? = nil, appearance: Appearance = Appearance(), width: Int = 80
  ) {
    let tree = screen.tree
    let focus = screen.focus
    let catalog = screen.catalog
    let accessibility = catalog.accessibility

    var chrome = Chrome(title: Line(catalog[.appTitle], style: Style(attributes: .bold)))
    var panes: [PaneContent] = []
    var overlay: PaneContent?
    var scrolled: [ElementID] = []
    var overlayID: ElementID?
    var heading: Element?

    let children = tree.rootID.map { Array(tree.children(of: $0)) } ?? []
    for id in children {
      guard let element = tree.element(id), !element.isHidden else { continue }
      let isFocused = id == focus
      let style = ScreenPalette.style(of: element)
      switch element.role {
      case .modal:
        overlay = Self.modal(element, in: tree, focus: focus, scroll: scrolls[id] ?? ScrollState())
        overlayID = id
        continue
      case .list:
        panes.append(
          Self.pane(
            element, heading: heading, in: tree, focus: focus, scroll: scrolls[id] ?? ScrollState(),
            catalog: catalog, accessibility: accessibility))
        scrolled.append(id)
        heading = nil
        continue
      case .none, .group:
        break
      }
      if element.tableRole == .table {
        heading = nil
        continue
      }
      if element.traits.contains(.header) && element.headingLevel != 1 {
        heading = element
      } else {
        chrome.place(element, style: style, isFocused: isFocused)
      }
    }
    if let table = Self.focusedTable(in: tree, focus: focus, scrolls: scrolls, width: width) {
      (panes, scrolled) = ([table.pane], [table.id])
    }
    if let overlayID { scrolled.append(overlayID) }
    content = Self.content(
      chrome: chrome, panes: panes, overlay: overlay, screen: screen, answer: answer, news: news,
      appearance: appearance)
    self.scrolled = scrolled
  }

  /// The content of the parts laid out: the status line (the rotor and
  /// the news), the message area with the answer, and the hint.
  private static func content(
    chrome: Chrome, panes: [PaneContent], overlay: PaneContent?, screen: SessionScreen,
    answer: [String], news: String?, appearance: Appearance
  ) -> BankScreenContent {
    let catalog = screen.catalog
    var status = catalog[.statusRotor(catalog.accessibility[.rotorName(screen.rotor)])]
    let separator = " " + appearance.separator + " "
    if let news, !news.isEmpty { status += separator + news }
    let message = MessageContent(
      title: Line(catalog[.messageTitle]), said: answer, separator: separator)
    return BankScreenContent(
      title: chrome.title, summary: chrome.summary, buttons: chrome.buttons, timer: chrome.timer,
      panes: panes, message: message, status: Line(status),
      hint: Line(Self.hint(catalog, separator: separator)),
      overlay: overlay, hiddenRows: { catalog[.hiddenRows($0)] },
      tooSmall: { needed, actual in
        catalog[.terminalTooSmall(needed: appearance.size(needed), actual: appearance.size(actual))]
      })
  }

  /// The hint at the bottom: the keys for help, screen-reader mode and
  /// quitting, as the key table binds them: "? help · m screen-reader
  /// mode · q quit".
  static func hint(_ catalog: Catalog, separator: String = " · ") -> String {
    let commands: [SessionCommand] = [.help, .switchView, .quit]
    return commands.compactMap { command in
      guard let key = KeyBindings.standard.keys(for: command).first,
        let action = catalog.hintAction(command)
      else { return nil }
      return key.name + " " + action
    }.joined(separator: separator)
  }

  /// The box of a list: its heading (or its own label) and size as the
  /// title, its items as rows, and what an empty list shows.
  private static func pane(
    _ list: Element, heading: Element?, in tree: AccessibilityTree, focus: ElementID?,
    scroll: ScrollState, catalog: Catalog, accessibility: AccessibilityCatalog
  ) -> PaneContent {
    let items = tree.children(of: list.id)
    let titleElement = heading ?? list
    let title = Line(
      titleElement.labelForDisplay + " (" + String(items.count) + ")",
      style: ScreenPalette.style(of: titleElement),
      isFocused: heading != nil && heading?.id == focus)
    var focusedRow: Int?
    if let focus, tree.parent(of: focus) == list.id {
      focusedRow = tree.listPosition(of: focus).map { $0.position - 1 }
    }
    let empty: String
    switch list.id {
    case BankScreen.waitingListID: empty = catalog[.noCustomersWaiting]
    case BankScreen.processingListID: empty = catalog[.noCustomersProcessing]
    default: empty = accessibility.list(itemCount: 0)
    }
    // Only the rows drawn are made: a compact list makes each item's
    // element when its row is drawn.
    return PaneContent(
      title: title, count: items.count, focusedRow: focusedRow, scroll: scroll,
      placeholder: Line(empty, isFocused: list.id == focus)
    ) { index in
      row(items.element(at: index))
    }
  }

  /// A list item's row: its shown label, then its value in a column.
  static func row(_ element: Element) -> Line {
    let label = Span(element.labelForDisplay, style: ScreenPalette.style(of: element))
    guard !element.value.isEmpty else { return Line([label]) }
    return Line([label.padded(toWidth: valueColumn), Span(element.value)])
  }

  /// The overlay of a modal: its label as the title, its children as rows.
  private static func modal(
    _ modal: Element, in tree: AccessibilityTree, focus: ElementID?, scroll: ScrollState
  ) -> PaneContent {
    let items = tree.children(of: modal.id)
    let focusedRow = focus.flatMap { focus in items.firstIndex(of: focus) }
    return PaneContent(
      title: Line(modal.labelForDisplay, style: Style(attributes: .bold)), count: items.count,
      focusedRow: focusedRow, scroll: scroll
    ) { index in
      row(items.element(at: index))
    }
  }
}
