import TellerAccessibility
import TellerFullScreen
import TellerSession

extension MappedScreen {
  /// The parts of the screen around the lists: the title in the top
  /// border, the summary line, the row of buttons and the timer.
  struct Chrome {
    /// The title in the top border.
    var title: Line
    /// The summary line.
    var summary = Line("")
    /// The row of buttons, in order.
    var buttons: [Button] = []
    /// The timer, "label - value".
    var timer = Line("")

    /// Gives an element that is neither a list, a modal nor a list's
    /// heading its place, by what it is: the level-1 heading is the title,
    /// a button joins the row, the element that updates frequently is the
    /// timer, and any other is the summary, shown by its value.
    mutating func place(_ element: Element, style: Style, isFocused: Bool) {
      if element.traits.contains(.header) {
        title = Line(element.labelForDisplay, style: style, isFocused: isFocused)
      } else if element.traits.contains(.button) {
        buttons.append(Button(element.labelForDisplay, style: style, isFocused: isFocused))
      } else if element.traits.contains(.updatesFrequently) {
        timer = Line(
          element.labelForDisplay + " - " + element.value, style: style, isFocused: isFocused)
      } else {
        let text = element.value.isEmpty ? element.labelForDisplay : element.value
        summary = Line(text, style: style, isFocused: isFocused)
      }
    }
  }
}
