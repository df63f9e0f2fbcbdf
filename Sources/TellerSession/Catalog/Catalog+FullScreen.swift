import TellerAccessibility
import TellerArguments
import TellerBank

/// The words of the full-screen view and of switching to and from it: the
/// welcome, the view names, the screen curtain, the notices, and the
/// full screen's own lines (the rotor in the status line, the hint, the
/// scroll counts and the too-small message).
extension Catalog {
  // MARK: The session

  /// The welcome line in the full-screen view, naming the key that
  /// switches to screen-reader mode, in words: "Teller. Question mark for
  /// help, m for screen reader mode." It fits the status line at 80
  /// columns. Lines meant to be heard write "screen reader mode" and
  /// "full screen view" without a hyphen, which Fenrir reads as "dash".
  public var welcomeForFullScreen: String {
    let (help, view) = (spokenKey(for: .help), spokenKey(for: .switchView))
    switch language {
    case .english:
      let sentence = help.prefix(1).uppercased() + help.dropFirst()
      return "Teller. \(sentence) for help, \(view) for screen reader mode."
    case .korean:
      return "Teller. 도움말은 \(help) 키, 화면 읽기 모드는 \(view) 키를 누르세요."
    }
  }

  /// What switching to a view says: "Full screen view", "Screen reader
  /// mode, linear".
  public func viewName(_ view: TerminalView) -> String {
    switch (language, view) {
    case (.english, .fullScreen): "Full screen view"
    case (.english, .linear): "Screen reader mode, linear"
    case (.korean, .fullScreen): "전체 화면 보기"
    case (.korean, .linear): "화면 읽기 모드, 줄 단위"
    }
  }

  /// What turning the screen curtain on or off says.
  public func screenCurtain(on: Bool) -> String {
    switch (language, on) {
    case (.english, true): "Screen curtain on"
    case (.english, false): "Screen curtain off"
    case (.korean, true): "화면 가리기 켬"
    case (.korean, false): "화면 가리기 끔"
    }
  }

  /// The one notice for a paste, which is never run as keys.
  public var pasteIgnored: String {
    switch language {
    case .english: "Pasted text ignored"
    case .korean: "붙여 넣은 텍스트는 무시했습니다"
    }
  }

  /// A key that does not work while the help is open, such as a bank key:
  /// "Not while the help is open; Escape closes it".
  public var helpIsOpen: String {
    let escape = keysText(KeyBindings.standard.keys(for: .closeHelp))
    switch language {
    case .english: return "Not while the help is open; \(escape) closes it"
    case .korean: return "도움말이 열려 있을 때는 쓸 수 없습니다. \(escape) 키로 닫으세요"
    }
  }

  /// `m` where there is no full-screen view to switch to.
  public var fullScreenUnavailable: String {
    switch language {
    case .english: "The full screen view needs a terminal"
    case .korean: "전체 화면 보기는 터미널에서만 쓸 수 있습니다"
    }
  }

  // MARK: Notices at the start

  /// The one line that says why `auto` chose linear output at a terminal,
  /// and which key changes it: "Orca is running. Screen reader mode, m
  /// for the full screen." With the shell's `teller: ` before it, it fits
  /// a 72-column line in both languages, so a screen reader reads it as
  /// one line; it has no colon or semicolon, which Orca reads out.
  public func screenReaderKeepsLinear(_ reader: ScreenReader) -> String {
    let name = reader.displayName
    let key = keysText(KeyBindings.standard.keys(for: .switchView))
    switch language {
    case .english:
      return "\(name) is running. Screen reader mode, \(key) for the full screen."
    case .korean:
      return "\(name) 실행 중. 화면 읽기 모드, 전체 화면은 \(key) 키."
    }
  }

  /// The line that says `--ui tui` cannot be honoured.
  public var fullScreenNeedsTerminal: String {
    switch language {
    case .english:
      "the full screen view needs a terminal on standard input and output, and TERM other"
        + " than dumb; using linear output."
    case .korean:
      "전체 화면 보기에는 표준 입력과 출력이 터미널이어야 하고 TERM이 dumb이 아니어야 합니다. 줄 단위 출력을 씁니다."
    }
  }

  // MARK: The full screen's own lines

  /// A customer's row on screen: "4 - Deposit", "4 - 예금". Speech uses
  /// the label instead, since a synthesizer reads the dash as "minus".
  public func customerRowLabel(number: Int, workType: WorkType) -> String {
    String(number) + " - " + workTypeTitle(workType)
  }

  /// The clerk serving a customer: "clerk 3", "3번 창구".
  public func clerkName(_ clerk: Int) -> String {
    switch language {
    case .english: "clerk " + String(clerk)
    case .korean: String(clerk) + "번 창구"
    }
  }

  /// The rotor's setting in the status line: "Rotor: Headings".
  public func statusRotor(_ name: String) -> String {
    switch language {
    case .english: "Rotor: " + name
    case .korean: "로터: " + name
    }
  }

  /// What a key does, in the hint at the bottom of the full screen: "help",
  /// "screen-reader mode", "quit"; nil for a command the hint leaves out.
  public func hintAction(_ command: SessionCommand) -> String? {
    switch (language, command) {
    case (.english, .help): "help"
    case (.english, .switchView): "screen-reader mode"
    case (.english, .quit): "quit"
    case (.korean, .help): "도움말"
    case (.korean, .switchView): "화면 읽기 모드"
    case (.korean, .quit): "끝내기"
    default: nil
    }
  }

  /// How many rows a list hides above or below its box: "12 more", "12개 더".
  public func hiddenRows(_ count: Int) -> String {
    switch language {
    case .english: "\(count) more"
    case .korean: "\(count)개 더"
    }
  }

  /// The message of a terminal too small for the full screen, with the
  /// sizes as "40×12": "The terminal is 30×8; Teller needs at least 40×12."
  public func terminalTooSmall(needed: String, actual: String) -> String {
    switch language {
    case .english: "The terminal is \(actual); Teller needs at least \(needed)."
    case .korean: "터미널 크기가 \(actual)입니다. Teller에는 \(needed) 이상이 필요합니다."
    }
  }
}
