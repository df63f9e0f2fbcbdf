import TellerBrailleModel

/// A braille display Teller holds: ``BrailleConnection`` through BRLTTY,
/// or a fake in tests and the benchmark.
public protocol BrailleDisplay: AnyObject {
  /// The display's width in cells.
  var width: Int { get }
  /// A descriptor that is readable when keys wait, or -1 when there is
  /// none (released).
  var fileDescriptor: Int32 { get }
  /// Shows text from the first cell.
  ///
  /// - Throws: ``BrailleUnavailable`` when the display is gone.
  func write(_ text: String) throws(BrailleUnavailable)
  /// The keys pressed since the last call, oldest first, without waiting.
  ///
  /// - Throws: ``BrailleUnavailable`` when the display is gone.
  func readKeys() throws(BrailleUnavailable) -> [BrailleKeyCode]
  /// Gives the display back for a while, as before the process stops.
  func suspend()
  /// Takes the display again after ``suspend()``.
  ///
  /// - Throws: ``BrailleUnavailable`` when it cannot be taken again.
  func resume() throws(BrailleUnavailable)
  /// Gives the display back for good.
  func release()
}
