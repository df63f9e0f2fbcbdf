import TellerAccessibility
import TellerBank

extension KoreanWording {
  /// The Korean names of the standard table's work types: the seed's
  /// 예금 and 대출, the same at a row's start.
  public static let standardWorkTypeNames = WorkTypeNames([
    .deposit: (name: "예금", title: "예금", short: "예금"),
    .loan: (name: "대출", title: "대출", short: "대출"),
  ])
}

extension KoreanWording {
  /// The Korean words of the bank's screen.
  public func text(_ message: ScreenMessage) -> String {
    switch message {
    case .appTitle: "Teller 은행창구"
    case .summaryLabel: "현황"
    case .addButtonLabel(let n): "고객 \(n)명 추가"
    case .addButtonHint(let n): "대기줄에 고객 \(n)명을 추가합니다"
    case .resetButtonLabel: "초기화"
    case .resetButtonHint: "대기중과 업무중 목록을 비우고 업무시간을 0으로 되돌립니다"
    case .workTimeLabel: "업무시간"
    case .waitingHeading: "대기중"
    case .processingHeading: "업무중"
    case .customerCount(0): "고객 없음"
    case .customerCount(let count): "\(count)명"
    case .workTypeName(let type): workTypeNames[type].name
    case .workTypeTitle(let type): workTypeNames[type].title
    case .customerLabel(let number, let type): "\(number)번 고객, " + text(.workTypeName(type))
    case .customerRowLabel(let number, let type): "\(number) - " + text(.workTypeTitle(type))
    case .clerkName(let clerk): "\(clerk)번 창구"
    case .noCustomersWaiting: "대기 중인 고객 없음"
    case .noCustomersProcessing: "업무 중인 고객 없음"
    case .summary(0, 0, let time): "고객 없음, 업무시간 " + text(.duration(time))
    case .summary(let waiting, let processing, let time):
      "대기중 \(waiting)명, 업무중 \(processing)명, 업무시간 " + text(.duration(time))
    case .duration(let time): Self.duration(SpokenDuration(time))
    case .rotorName(let type): workTypeNames[type].name + " 고객"
    case .welcomeForKeys(let help): "Teller. 도움말은 \(help) 키를 누르세요."
    case .welcomeForLines: "Teller. 명령 목록을 보려면 help를 입력하세요."
    case .verbosityName(.low): "낮음"
    case .verbosityName(.normal): "보통"
    case .verbosityName(.high): "높음"
    case .verbosityChanged(let level): "말하기 수준 " + text(.verbosityName(level))
    case .clerksCaption: "창구 현황"
    case .dayCaption: "오늘 지금까지"
    case .clerkColumn: "창구"
    case .clerkRowHeader(let type, let place): workTypeNames[type].name + " 창구 \(place)"
    case .servingColumn: "응대 중"
    case .serving(.some(let number)): "\(number)번 고객"
    case .serving(.none): "쉬는 중"
    case .servedColumn: "처리"
    case .busyColumn: "업무 비율"
    case .percent(let n): "\(n)퍼센트"
    case .workTypeColumn: "업무"
    case .allWorkTypes: "전체"
    case .meanWaitColumn: "평균 대기"
    case .longestWaitColumn: "최장 대기"
    case .shortDuration(let time): SpokenDuration.shortSeconds(time) + "초"
    case .noFigure: "없음"
    case .clerkColumnShort: "창구"
    case .clerkRowHeaderShort(let type, let place): workTypeNames[type].short + "\(place)"
    case .servingColumnShort: "응대"
    case .servedColumnShort: "처리"
    case .busyColumnShort: "비율"
    case .workTypeColumnShort: "업무"
    case .workTypeRowHeaderShort(let type): workTypeNames[type].short
    case .allWorkTypesShort: "전체"
    case .meanWaitColumnShort: "평균"
    case .longestWaitColumnShort: "최장"
    }
  }

  private static func duration(_ span: SpokenDuration) -> String {
    var parts: [String] = []
    if span.hours > 0 { parts.append("\(span.hours)시간") }
    if span.minutes > 0 { parts.append("\(span.minutes)분") }
    if span.hasSeconds { parts.append(span.seconds + "초") }
    return parts.joined(separator: " ")
  }
}

extension KoreanWording {
  /// The Korean words of announcements; parts of one are joined with ". ".
  public func text(_ message: AnnouncementMessage) -> String {
    switch message {
    case .numberList(let numbers):
      return numbers.map(String.init).joined(separator: ", ")
    case .customerGroup(let numbers, let maxNamed):
      if let maxNamed, numbers.count > maxNamed { return "고객 \(numbers.count)명" }
      return text(.numberList(numbers.sorted())) + "번 고객"
    case .customersStarted(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " 업무 시작"
    case .customersFinished(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " 업무 완료"
    case .customersServed(let numbers, let maxNamed):
      return text(.customerGroup(numbers, maxNamed: maxNamed)) + " 업무 시작 후 완료"
    case .customersMoved(let finished, let started):
      let parts = [finished > 0 ? "\(finished)명 완료" : nil, started > 0 ? "\(started)명 시작" : nil]
      return parts.compactMap { $0 }.joined(separator: ", ")
    case .waitingTally(let waiting):
      return waiting == 0 ? "대기 없음" : "대기 \(waiting)명"
    case .customersAdded(let count, let numbers, let waiting):
      let who =
        if let numbers {
          numbers.count == 1
            ? "\(numbers.lowerBound)번 고객"
            : "\(numbers.lowerBound)번부터 \(numbers.upperBound)번 고객"
        } else {
          "고객 \(count)명"
        }
      return who + " 추가, " + text(.waitingTally(waiting))
    case .allServed(let summary):
      return "모든 고객 업무 완료: 고객 \(summary.customersServed)명, 업무시간 "
        + text(.duration(summary.workTime))
    case .resetConfirmation:
      return "초기화. 대기중과 업무중 목록이 모두 비었습니다."
    case .sentence(let parts):
      return parts.joined(separator: ". ")
    case .moreInList(let count, let list):
      return "\(list)에 \(count)명 더"
    case .readingStopped:
      return "읽기 멈춤"
    }
  }
}

extension KoreanWording {
  /// The Korean words of the views and of switching between them.
  public func text(_ message: ViewMessage) -> String {
    switch message {
    case .welcomeForFullScreen(let help, let view):
      "Teller. 도움말은 \(help) 키, 화면 읽기 모드는 \(view) 키를 누르세요."
    case .viewName(.fullScreen): "전체 화면 보기"
    case .viewName(.linear): "화면 읽기 모드, 줄 단위"
    case .screenCurtain(true): "화면 가리기 켬"
    case .screenCurtain(false): "화면 가리기 끔"
    case .pasteIgnored: "붙여 넣은 텍스트는 무시했습니다"
    case .helpIsOpen(let escape): "도움말이 열려 있을 때는 쓸 수 없습니다. \(escape) 키로 닫으세요"
    case .fullScreenUnavailable: "전체 화면 보기는 터미널에서만 쓸 수 있습니다"
    case .viewSwitchRefused(.linearKept(let setting)):
      "\(setting) 설정대로 줄 단위 모드를 유지합니다. 전체 화면 보기는 --ui tui로 시작하세요"
    case .viewSwitchRefused(.jsonOutput): "JSON 출력에는 전체 화면 보기가 없습니다"
    case .viewSwitchRefused(.dumbTerminal): "TERM이 dumb이라 전체 화면 보기를 그릴 수 없습니다"
    case .viewSwitchRefused(.notATerminal): text(.fullScreenUnavailable)
    case .screenReaderKeepsLinear(let name, let key):
      "\(name) 실행 중. 화면 읽기 모드, 전체 화면은 \(key) 키."
    case .screenReaderReducesMotion(let name): "\(name) 실행 중. 전체 화면의 움직임을 줄입니다."
    case .detectionOverrides(let settings):
      "바꾸려면 \(settings.joined(separator: " 또는 ")) 옵션으로 시작하세요."
    case .fullScreenNeedsTerminal:
      "전체 화면 보기에는 표준 입력과 출력이 터미널이어야 하고 TERM이 dumb이 아니어야 합니다. 줄 단위 출력을 씁니다."
    case .virtualClockWithKeys: "가상 시계. 시간은 wait 줄 명령으로만 흐릅니다"
    case .writesUTF8(let locale):
      "로캘 \(locale)은(는) UTF-8이 아닙니다. Teller는 UTF-8로 쓰므로 일부 글자가 잘못 보일 수 있습니다. "
        + "LANG=ko_KR.UTF-8처럼 UTF-8 로캘을 고르세요."
    case .statusRotor(let name): "로터: " + name
    case .messageTitle: "메시지"
    case .hint(.help): "도움말"
    case .hint(.switchView): "화면 읽기 모드"
    case .hint(.quit): "끝내기"
    case .hiddenRows(let count): "\(count)개 더"
    case .terminalTooSmall(let needed, let actual):
      "터미널 크기가 \(actual)입니다. Teller에는 \(needed) 이상이 필요합니다."
    }
  }
}

extension KoreanWording {
  /// The Korean words of long lists.
  public func text(_ message: ListMessage) -> String {
    switch message {
    case .notInList: "목록 안이 아닙니다"
    case .customerPrompt: "고객 번호로 이동: 번호를 입력하고 Enter를 누르세요. Escape를 누르면 취소됩니다"
    case .customerPromptEmpty: "고객 번호로 이동"
    case .customerPromptCancelled: "고객 번호로 이동을 취소했습니다"
    case .customerPromptReminder: "고객 번호를 입력하고 Enter를 누르세요. Escape를 누르면 취소됩니다"
    case .customerPromptFull(let digits, let limit): "최대 \(limit)자리입니다. \(digits)"
    case .customerNotInLists(let number): "목록에 \(number)번 고객이 없습니다"
    }
  }
}

extension KoreanWording {
  /// The Korean names of symbols, as Korean screen readers say them.
  public func text(_ message: SymbolMessage) -> String {
    switch message {
    case .keyName(let symbol): Self.keySymbols[symbol] ?? ""
    case .spokenName(let symbol): Self.spokenSymbols[symbol] ?? ""
    case .percent: "퍼센트"
    case .decimalPoint: "점"
    }
  }

  private static let keySymbols: [Character: String] = [
    ".": "마침표", "?": "물음표", "[": "왼쪽 대괄호", "]": "오른쪽 대괄호",
    ",": "쉼표", ";": "세미콜론", ":": "콜론", "/": "슬래시", "\\": "역슬래시",
    "'": "작은따옴표", "\"": "큰따옴표", "`": "억음 부호", "~": "물결표",
    "!": "느낌표", "@": "골뱅이", "#": "샵", "$": "달러 기호",
    "%": "퍼센트 기호", "^": "캐럿", "&": "앰퍼샌드", "*": "별표",
    "(": "왼쪽 괄호", ")": "오른쪽 괄호", "-": "빼기", "_": "밑줄",
    "=": "등호", "+": "더하기", "{": "왼쪽 중괄호", "}": "오른쪽 중괄호",
    "<": "왼쪽 꺾쇠", ">": "오른쪽 꺾쇠", "|": "세로 막대",
  ]

  private static let spokenSymbols: [Character: String] = [
    "?": "물음표", "!": "느낌표", ".": "마침표", ",": "쉼표", ":": "콜론", ";": "세미콜론",
    "'": "작은따옴표", "\"": "큰따옴표", "(": "왼쪽 괄호", ")": "오른쪽 괄호",
    "[": "왼쪽 대괄호", "]": "오른쪽 대괄호", "{": "왼쪽 중괄호", "}": "오른쪽 중괄호",
    "<": "왼쪽 꺾쇠", ">": "오른쪽 꺾쇠", "#": "샵", "%": "퍼센트", "&": "앰퍼샌드",
    "*": "별표", "+": "더하기", "/": "슬래시", "\\": "역슬래시", "=": "등호", "@": "골뱅이",
    "^": "캐럿", "_": "밑줄", "|": "세로 막대", "~": "물결표", "`": "백틱", "$": "달러",
  ]
}

extension KoreanWording {
  /// The liblouis table for Korean: uncontracted Korean braille, 2006
  /// standard (`ko-2006-g1.ctb`), whose punctuation follows the standard
  /// in force (`!` as dots 2-3-5), where liblouis's older `ko-g1.ctb` has
  /// dots 4-5-6.
  public static let brailleTable = "ko-2006-g1.ctb"

  /// Korean lines go through ``brailleTable``.
  public var brailleTable: String? { Self.brailleTable }

  /// The Korean words of braille lines and notices.
  public func text(_ message: BrailleMessage) -> String {
    let install = Catalog.liblouisInstallCommand
    switch message {
    case .traitMark(let trait): return Self.mark(trait) ?? text(.heading(level: nil))
    case .heading(let level?) where (1...6).contains(level): return "제목\(level)"
    case .heading: return "제목"
    case .roleMark(.list): return "목록"
    case .roleMark(.modal): return "대화"
    case .roleMark(.none), .roleMark(.group): return ""
    case .needsLiblouis(let table, let library, let showsNotice):
      return "점자 표 \(table)에는 liblouis가 필요한데 \(library)을(를) 찾지 못했습니다. "
        + "설치하세요(\(install)). "
        + (showsNotice
          ? "그때까지 점자 디스플레이에는 이 안내가 나옵니다." : "그때까지 점자 디스플레이에는 컴퓨터 점자가 나옵니다.")
    case .tableFailed(let table, let reason, let showsNotice):
      return "liblouis가 점자 표 \(table)을(를) 읽지 못했습니다"
        + (reason.isEmpty ? "" : " (\(reason))") + ". "
        + (showsNotice ? "점자 디스플레이에는 이 안내가 나옵니다." : "점자 디스플레이에는 컴퓨터 점자가 나옵니다.")
    case .needsLiblouisNotice: return "Korean braille needs liblouis20"
    }
  }

  /// The mark of a trait other than the header; nil for the header.
  private static func mark(_ trait: AccessibilityTraits) -> String? {
    switch trait {
    case .header: nil
    case .button: "버튼"
    case .toggleButton: "토글"
    case .link: "링크"
    case .searchField: "검색"
    case .image: "그림"
    case .selected: "선택"
    case .keyboardKey: "키"
    case .notEnabled: "흐림"
    case .adjustable: "조절"
    case .tabBar: "탭"
    default: ""
    }
  }
}

extension KoreanWording {
  /// The accessibility layer's Korean words.
  public func text(_ message: AccessibilityMessage) -> String {
    KoreanAccessibilityWording().text(message)
  }

  /// An audit finding's sentence, as the accessibility layer's Korean words it.
  public func text(_ message: AuditMessage) -> String {
    KoreanAccessibilityWording().text(message)
  }

  /// The words the audit looks for, as the accessibility layer's Korean lists them.
  public func auditWords(_ list: AuditWords) -> [String] {
    KoreanAccessibilityWording().auditWords(list)
  }
}
