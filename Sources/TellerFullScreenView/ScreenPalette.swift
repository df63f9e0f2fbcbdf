import TellerAccessibility
import TellerBank
import TellerFullScreen
import TellerSession

/// The full screen's colours and emphasis, in the terminal's 16 colours so
/// the user's theme applies: Add blue, Reset red, the Waiting heading
/// green, Processing blue, loan customers purple (magenta), headings bold.
///
/// Colour never stands alone: a loan customer's row says "Loan", and
/// without colour (`NO_COLOR`, `--no-color`) only the emphasis is drawn.
enum ScreenPalette {
  /// The colours of the bank screen's own elements, by ID.
  static let colors: [ElementID: Color] = [
    BankScreen.addButtonID: .blue,
    BankScreen.resetButtonID: .red,
    BankScreen.waitingHeadingID: .green,
    BankScreen.processingHeadingID: .blue,
    BankScreen.helpCloseID: .blue,
  ]

  /// The colours of customers' rows, by work type: loans purple; a type
  /// without one keeps the terminal's own colour.
  static let customerColors: [WorkType: Color] = [.loan: .magenta]

  /// How an element's text is drawn.
  ///
  /// - Complexity: O(1) on average.
  static func style(of element: Element) -> Style {
    var style = Style(foreground: colors[element.id])
    if let type = WorkType(customerTags: element.tags), let color = customerColors[type] {
      style.foreground = color
    }
    if element.traits.contains(.header) { style.attributes.insert(.bold) }
    return style
  }
}
