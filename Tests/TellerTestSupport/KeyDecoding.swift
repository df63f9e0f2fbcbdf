import TellerInput
import TellerSession

extension KeyDecoder {
  /// The keys a fresh decoder gives for reads, one after another, then
  /// for a final flush when asked (the Escape timeout, or the end of
  /// input).
  public static func keys(of reads: [[UInt8]], flush: Bool = false) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for read in reads { keys += decoder.decode(read) }
    if flush { keys += decoder.flush() }
    return keys
  }
}
