import TellerSounds

extension Catalog {
  /// What a sound icon means, as `teller sounds` says it before playing
  /// it: "Deposit customer starts"; "예금 고객 업무 시작".
  public func soundMeaning(_ icon: SoundIcon) -> String {
    switch (language, icon) {
    case (.english, .depositStarted): "Deposit customer starts"
    case (.english, .loanStarted): "Loan customer starts"
    case (.english, .finished): "Customer finishes"
    case (.english, .added): "Customers added"
    case (.english, .allServed): "All customers served"
    case (.english, .edge): "No more items that way"
    case (.english, .error): "Error"
    case (.korean, .depositStarted): "예금 고객 업무 시작"
    case (.korean, .loanStarted): "대출 고객 업무 시작"
    case (.korean, .finished): "고객 업무 완료"
    case (.korean, .added): "고객 추가"
    case (.korean, .allServed): "모든 고객 업무 완료"
    case (.korean, .edge): "그쪽으로 더 이상 항목 없음"
    case (.korean, .error): "오류"
    }
  }

  /// How a sound icon sounds, and where it sits in stereo, for the table
  /// of sounds: "a bright rising blip, moving from left to right".
  public func soundDescription(_ icon: SoundIcon) -> String {
    switch (language, icon) {
    case (.english, .depositStarted): "a bright rising blip, moving from left to right"
    case (.english, .loanStarted):
      "the same blip a fifth lower and hollow, moving from left to right"
    case (.english, .finished): "a short falling tock with a click, on the right"
    case (.english, .added): "three quick rising pips, on the left"
    case (.english, .allServed): "a two-note chime rising an octave, in the middle"
    case (.english, .edge): "a dull low thud, in the middle"
    case (.english, .error): "two low buzzes, in the middle"
    case (.korean, .depositStarted): "밝게 올라가는 짧은 소리, 왼쪽에서 오른쪽으로 움직임"
    case (.korean, .loanStarted): "같은 소리를 5도 낮고 속이 빈 듯하게, 왼쪽에서 오른쪽으로 움직임"
    case (.korean, .finished): "딸깍 소리와 함께 짧게 내려가는 톡 소리, 오른쪽"
    case (.korean, .added): "빠르게 올라가는 세 번의 삑 소리, 왼쪽"
    case (.korean, .allServed): "한 옥타브 올라가는 두 음의 차임, 가운데"
    case (.korean, .edge): "둔하고 낮은 쿵 소리, 가운데"
    case (.korean, .error): "낮게 두 번 웅 하는 소리, 가운데"
    }
  }

  /// One line of the table of sounds `teller sounds` prints: "deposit-start:
  /// Deposit customer starts: a bright rising blip, …".
  public func soundLine(_ icon: SoundIcon) -> String {
    "\(icon.name): \(soundMeaning(icon)): \(soundDescription(icon))."
  }

  /// The line before the table of sounds.
  public var soundsHeading: String {
    switch language {
    case .english: "Teller's sound icons, each played after its name:"
    case .korean: "Teller의 소리 아이콘입니다. 이름을 말한 뒤 소리를 들려줍니다:"
    }
  }

  /// The notice when no voice can say the sounds' names: they play alone.
  public var soundsWithoutNames: String {
    switch language {
    case .english: "the sounds play without their names."
    case .korean: "소리만 이름 없이 들려줍니다."
    }
  }

  /// The catalog's sound entries, for ``entries``.
  var soundEntries: [CatalogEntry] {
    var list: [CatalogEntry] = []
    for icon in SoundIcon.allCases {
      list.append(CatalogEntry(name: "soundMeaning(\(icon))", text: soundMeaning(icon)))
      list.append(CatalogEntry(name: "soundDescription(\(icon))", text: soundDescription(icon)))
    }
    list.append(CatalogEntry(name: "soundsHeading", text: soundsHeading))
    list.append(CatalogEntry(name: "soundsWithoutNames", text: soundsWithoutNames))
    return list
  }
}
