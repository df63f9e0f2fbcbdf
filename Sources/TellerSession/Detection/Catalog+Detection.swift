import TellerInput
import TellerWording

/// Detection's sentence that names the screen reader found.
extension Catalog {
  /// Why `auto` chose linear output at a terminal, and which key changes it.
  public func screenReaderKeepsLinear(_ reader: ScreenReader) -> String {
    let key = keysText(KeyBindings.standard.keys(for: .switchView))
    return self[.screenReaderKeepsLinear(reader: reader.displayName, viewKey: key)]
  }
}
