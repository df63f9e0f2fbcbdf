extension Catalog {
  /// How a key Teller does not bind is named when it says so: by its name
  /// ("F1", "Alt x", "ㅋ"), except a sequence the decoder does not know,
  /// which is named in words, never by its raw bytes: "Unknown key
  /// sequence, press question mark for help", not "Unknown key \e[99~".
  public func unknownKeyName(_ key: Key) -> String {
    guard case .unknown = key else { return keyName(key) }
    switch language {
    case .english: return "sequence"
    case .korean: return "시퀀스"
    }
  }
}
