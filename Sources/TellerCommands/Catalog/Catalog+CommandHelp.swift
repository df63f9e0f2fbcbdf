import TellerArguments
import TellerSession

extension Catalog {
  /// The words of `--help` in this language. Korean translates every
  /// sentence of the command table, looked up by its English (a test holds
  /// the table complete, so a new option needs its Korean line here).
  public var helpTranslation: HelpTranslation {
    switch language {
    case .english:
      .english
    case .korean:
      HelpTranslation(
        usage: "사용법:", commands: "명령:", options: "옵션:", helpOption: "이 도움말을 보여 주고 끝냅니다.",
        sentences: Catalog.koreanHelp.merging(Catalog.koreanSoundsHelp) { own, _ in own })
    }
  }

  /// The command table's sentences in Korean, by their English.
  static let koreanHelp: [String: String] = [
    // Commands
    "A bank's teller queues, presented to screen-reader users first.":
      "은행 창구의 대기열을, 화면 낭독기 사용자를 먼저 생각해 보여 줍니다.",
    "Run the exercise's console bank: a menu on stdin, starts and finishes on stdout.":
      "과제의 콘솔 은행을 실행합니다: 표준 입력으로 메뉴를 고르고, 업무의 시작과 끝을 표준 출력에 씁니다.",
    "Run the bank fast-forward and print statistics.": "은행을 빨리 감기로 돌리고 통계를 출력합니다.",
    "Run a script in virtual time, then print the screen's element tree.":
      "가상 시간으로 스크립트를 실행한 뒤 화면의 요소 트리를 출력합니다.",
    "Audit every screen of a built-in scenario in both languages.":
      "내장 시나리오의 모든 화면을 두 언어로 접근성 검사합니다.",
    "Print a shell completion script for bash, zsh or fish.":
      "bash, zsh 또는 fish용 셸 자동 완성 스크립트를 출력합니다.",
    "Print Teller's manual page (roff), as teller.1 holds it.":
      "teller.1에 담긴 Teller의 매뉴얼 페이지(roff)를 출력합니다.",
    "[options]": "[옵션]",
    // The bank's options
    "Seed for the work-type draw (default 0).": "업무 종류 추첨의 시드(기본값 0).",
    "Deposit clerks (default 2).": "예금 창구 수(기본값 2).",
    "Loan clerks (default 1).": "대출 창구 수(기본값 1).",
    "Seconds per deposit (default 0.7).": "예금 한 건에 걸리는 초(기본값 0.7).",
    "Seconds per loan (default 1.1).": "대출 한 건에 걸리는 초(기본값 1.1).",
    "Share of loan customers, 0 to 1 (default 0.5).": "대출 고객의 비율, 0부터 1까지(기본값 0.5).",
    // teller console, teller inspect
    "Language: en or ko (default from LANG).": "언어: en 또는 ko(기본값은 LANG을 따름).",
    "Seed for customer counts and work types (default 0).": "고객 수와 업무 종류의 시드(기본값 0).",
    "real waits as the bank works; virtual prints at once.":
      "real은 은행이 일하는 만큼 기다리고, virtual은 바로 출력합니다.",
    "Script of line commands to run first.": "먼저 실행할 줄 명령 스크립트.",
    "Language: en or ko.": "언어: en 또는 ko.",
    "Customers per add (default 10).": "한 번에 추가하는 고객 수(기본값 10).",
    // teller simulate
    CommandTable.customersHelp:
      "시뮬레이션할 고객 수(기본값 10): batch 도착은 최대 \(SimulateOptions.batchCustomerLimit)명, "
      + "poisson 도착은 최대 \(SimulateOptions.customerRange.upperBound)명이며, 실행이 모델 시간 "
      + "\(Int64(SimulateOptions.modelTimeLimit))초를 넘을 수 있으면 더 적어야 합니다.",
    "batch (all at once) or poisson (default batch).": "batch(한꺼번에) 또는 poisson(기본값 batch).",
    CommandTable.rateHelp:
      "초당 포아송 도착 수, \(plainNumber(SimulateOptions.rateRange.lowerBound))부터 "
      + "\(plainNumber(SimulateOptions.rateRange.upperBound))까지"
      + "(기본값 1; --arrivals poisson일 때만).",
    "Print one JSON object.": "JSON 객체 하나를 출력합니다.",
    "Batch means for the mean wait's 95% confidence interval, 2 to 1000 (default 20).":
      "평균 대기의 95% 신뢰 구간에 쓸 배치 평균의 수, 2부터 1000까지(기본값 20).",
    // teller voices
    "List the installed voices of the speech engine, with their languages.":
      "음성 엔진에 설치된 음성을 언어와 함께 보여 줍니다.",
    "Only voices for a language, such as en or ko.": "en이나 ko처럼 한 언어의 음성만.",
    // teller
    "Print the version and exit.": "버전을 출력하고 끝냅니다.",
    "auto, linear, json or tui, the full-screen view (default auto; also TELLER_UI).":
      "auto, linear, json 또는 전체 화면 보기인 tui(기본값 auto; TELLER_UI로도 정함).",
    "Draw the full-screen view without colour (also NO_COLOR).":
      "전체 화면 보기를 색 없이 그립니다(NO_COLOR로도 정함).",
    "Draw the full-screen view without box-drawing characters.": "전체 화면 보기를 상자 그리기 문자 없이 그립니다.",
    "real, or virtual: time moves only on 'wait'.": "real, 또는 virtual: 시간이 'wait'에서만 흐릅니다.",
    "low, normal or high (default normal).": "low, normal 또는 high(기본값 normal).",
    "Least time between polite announcements (default 0.5).": "공손한 알림 사이의 최소 시간(기본값 0.5).",
    SessionOptionTable.readerRateHelp:
      "화면 낭독기의 말하기 속도, 분당 단어 수 \(SpeakingTime.wordsPerMinuteRange.lowerBound)부터 "
      + "\(SpeakingTime.wordsPerMinuteRange.upperBound)까지: 터미널의 줄 단위 출력이 이 속도에 맞춰 "
      + "기다립니다(기본값 \(SpeakingTime.assumedWordsPerMinute)).",
    SessionOptionTable.reduceMotionHelp: "전체 화면 보기가 은행 사건과 키에만 바뀝니다(화면 낭독기가 있으면 켜짐).",
    "Leave hints out of descriptions.": "설명에서 힌트를 뺍니다.",
    "End each linear line with the model time.": "선형 출력의 각 줄 끝에 모델 시간을 붙입니다.",
    "Speak live, through speech-dispatcher or eSpeak NG.":
      "speech-dispatcher나 eSpeak NG로 바로 말합니다.",
    "Record what a listener hears into a WAV file.": "듣는 사람이 듣는 그대로 WAV 파일에 녹음합니다.",
    "auto, espeak or speechd (default auto; also TELLER_SPEECH_ENGINE).":
      "auto, espeak 또는 speechd(기본값 auto; TELLER_SPEECH_ENGINE으로도 정함).",
    "Voice, as 'teller voices' lists (default: the language's).":
      "'teller voices'가 보여 주는 음성(기본값: 언어에 맞는 음성).",
    "Pitch, 0 to 100; 50 is usual (default: the engine's own).":
      "음높이, 0부터 100까지, 50이 보통(기본값: 엔진의 설정).",
    "Volume, 0 to 200; 100 is usual (default: the engine's own).":
      "음량, 0부터 200까지, 100이 보통(기본값: 엔진의 설정).",
    "Speaking rate, eSpeak NG's words per minute, 80 to 450 (default: the engine's own).":
      "말하기 속도, eSpeak NG의 분당 단어 수 80부터 450까지(기본값: 엔진의 설정).",
    "Show the focused element on a braille display through BRLTTY (also TELLER_BRAILLE=1).":
      "BRLTTY를 통해 점자 디스플레이에 초점 요소를 보여 줍니다(TELLER_BRAILLE=1로도 켬).",
    "How long announcements flash in braille, 0 to 60; 0 keeps them until a key (default 3).":
      "알림이 점자에 잠깐 나타나는 시간, 0부터 60초까지; 0이면 키를 누를 때까지 둡니다(기본값 3).",
    "A liblouis braille table, such as en-ueb-g2.ctb (default: computer braille; Korean ko-2006-g1.ctb).":
      "liblouis 점자 표, 예: en-ueb-g2.ctb(기본값: 컴퓨터 점자; 한국어는 ko-2006-g1.ctb).",
  ]
}
