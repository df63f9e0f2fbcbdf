/// Renders records as JSON Lines: one object per line, keys in a fixed order.
///
/// Keys: `type` (the record kind), `text`, `priority` (announcements only;
/// `polite` when the record gives none), `id` (only when the record is
/// about an element) and `time` (model seconds as an exact decimal). For
/// example: `{"type":"announcement","text":"Customer 1 deposit
/// started","priority":"polite","time":1.1}`.
public struct JSONRenderer: OutputRenderer, Hashable {
  /// Creates a renderer.
  public init() {}

  /// The record as one JSON object, without a line ending.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func render(_ record: OutputRecord) -> String {
    var out = "{\"type\":" + jsonString(record.kind.rawValue)
    out += ",\"text\":" + jsonString(record.text)
    if record.kind == .announcement {
      out += ",\"priority\":" + jsonString((record.priority ?? .polite).rawValue)
    }
    if let id = record.elementID { out += ",\"id\":" + jsonString(id.rawValue) }
    if let place = record.tablePlace { out += ",\"table\":" + place.json }
    out += ",\"time\":" + record.time.exactSecondsText + "}"
    return out
  }
}
