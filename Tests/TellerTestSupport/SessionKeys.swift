import TellerInput
import TellerSession

extension Session {
  /// Presses keys and returns what the last one said.
  public mutating func keys(_ keys: Key...) -> [String] {
    var said: [String] = []
    for key in keys { said = handle(.key(key)).map(\.text) }
    return said
  }
}
