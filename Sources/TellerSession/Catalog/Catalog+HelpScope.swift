import TellerAccessibility

/// The help's words about itself and the rotor: which keys do nothing
/// while it is open, and every setting the rotor can offer.
extension Catalog {
  /// The keys that do nothing while the help is open, in table order:
  /// those of ``KeyBindings/standard`` whose command
  /// ``Session/worksWithHelpOpen(_:)`` refuses, so the help, the
  /// README and the behaviour come from one rule.
  public static var keysRefusedInHelp: [Key] {
    var seen = Set<Key>()
    return KeyBindings.standard.bindings.compactMap { binding in
      guard !Session.worksWithHelpOpen(binding.command),
        seen.insert(binding.key).inserted
      else { return nil }
      return binding.key
    }
  }

  /// The line of the help that says which keys do nothing while it is
  /// open: "a, x, s, period, left bracket, right bracket: do nothing while
  /// the help is open; every other key works".
  public var helpRefusedKeys: HelpEntry {
    let keys = Self.keysRefusedInHelp.map(keyName).joined(separator: ", ")
    let action =
      switch language {
      case .english: "do nothing while the help is open; every other key works"
      case .korean: "도움말이 열려 있을 때는 쓸 수 없고, 다른 키는 모두 쓸 수 있습니다"
      }
    return HelpEntry(id: "in-help", keys: keys, action: action)
  }

  /// The heading over the rotor's settings in the help.
  public var helpRotorHeading: String {
    switch language {
    case .english: "Rotor settings"
    case .korean: "로터 설정"
    }
  }

  /// Every setting the rotor can offer, each with what it moves between,
  /// after a line that says turning offers only those the screen has.
  public var helpRotorSettings: [HelpEntry] {
    let names = AccessibilityCatalog(language: language)
    func entry(_ id: String, _ name: String, _ english: String, _ korean: String) -> HelpEntry {
      HelpEntry(id: id, keys: name, action: language == .english ? english : korean)
    }
    let levels =
      language == .english
      ? "Heading level 1 to 6" : "제목 수준 1부터 6까지"
    return [
      entry(
        "offered", language == .english ? "r and shifted R" : "r 또는 대문자 R",
        "turn through the settings the screen has, as VoiceOver does",
        "VoiceOver처럼 화면에 있는 설정만 차례로 고르기"),
      entry("headings", names.rotorName(.headings), "every heading", "모든 제목"),
      entry("levels", levels, "headings of one level", "한 수준의 제목"),
      entry("buttons", names.rotorName(.buttons), "the buttons", "버튼"),
      entry("lists", names.rotorName(.lists), "the Waiting and Processing lists", "대기중과 업무중 목록"),
      entry(
        "updates", names.rotorName(.updates), "what changes as the bank works", "은행이 일하며 바뀌는 항목"),
      entry(
        "adjust", names.rotorName(.adjustValue), "adjustable items; Up and Down change them",
        "조절할 수 있는 항목, 위와 아래 화살표로 바꾸기"),
      entry("loan", loanRotorName, "customers with loan work", "대출 업무 고객"),
      entry("deposit", depositRotorName, "customers with deposit work", "예금 업무 고객"),
    ]
  }
}
