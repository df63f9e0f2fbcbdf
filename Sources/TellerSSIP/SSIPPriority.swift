/// The five message priorities of SSIP, which decide how speech-dispatcher
/// orders, postpones and cancels messages from every client.
///
/// Teller sends assertive announcements and errors as ``important``, polite
/// announcements as ``text`` (a newer one replaces an older one still
/// waiting), and focus and descriptions as ``message`` (said in order,
/// cutting off waiting text).
public enum SSIPPriority: String, Hashable, Sendable, CaseIterable {
  /// Said at once and never interrupted; everything else waits or is cancelled.
  case important
  /// Said after other important and message messages; cancels text, notifications and progress.
  case message
  /// Said when no important or message message waits; a newer text message replaces an older one.
  case text
  /// Said only when nothing else waits; a newer notification replaces an older one.
  case notification
  /// Like notification, but the last of a series is always said.
  case progress
}
