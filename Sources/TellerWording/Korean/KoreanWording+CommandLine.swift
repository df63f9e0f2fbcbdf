import TellerArguments
import TellerText

extension KoreanWording {
  /// The Korean words of the command line's help.
  public func text(_ message: CommandLineMessage) -> String {
    switch message {
    case .usageHeading: "사용법:"
    case .commandsHeading: "명령:"
    case .optionsHeading: "옵션:"
    case .optionsPlaceholder: "[옵션]"
    case .helpOption: "이 도움말을 보여 주고 끝냅니다."
    case .summary(let command): summary(command)
    case .discussion(.simulate(let options, let json)):
      "보고서는 은행의 표 두 개(창구 현황, 오늘 지금까지)로 끝나며, 행마다 한 줄입니다. "
        + options.map { "--" + $0 }.joined(separator: ", ")
        + " 중 하나를 주고 포아송 도착으로 돌리면 세 번째 표 '평균 대기: 추정과 이론'이 전체 실행, 준비 구간 뒤 "
        + "정상 상태, 반복 실행, 이론을 행으로 하여 평균 대기, 95% 구간의 하한과 상한, 이론 포함 여부, "
        + "근거를 보여 줍니다. --\(json)은 모든 표를 tables에 담습니다."
    case .option(.session(let option), let facts): line(purpose(option, facts), facts)
    case .option(.speech(let option), let facts): line(purpose(option, facts), facts)
    case .option(.command(let option), let facts): line(purpose(option, facts), facts)
    }
  }

  /// An option's line: "(기본값 2; TELLER_UI로도 정함)" after its purpose; a
  /// variable turns a flag on (켬) and sets a value (정함).
  private func line(_ sentence: OptionSentence, _ facts: OptionFacts) -> String {
    sentence.line(facts, opening: "(", defaultWords: defaultWords) { setting in
      setting + Self.instrumental(after: setting) + (facts.isFlag ? "도 켬" : "도 정함")
    }
  }

  /// "로" or "으로" after a name as it is read: "으로" after a word that
  /// ends in a closing consonant other than ㄹ (`ENGINE`, 엔진; `0`, 영),
  /// "로" otherwise (`UI`, `COLOR`, `1`, 일).
  static func instrumental(after name: String) -> String {
    let word = name.split(whereSeparator: { $0 == "_" || $0 == "=" }).last.map(String.init) ?? ""
    if let digit = word.last, digit.isNumber { return "036".contains(digit) ? "으로" : "로" }
    let closed = ["N", "M", "NG", "NE", "ME"].contains { word.uppercased().hasSuffix($0) }
    return closed ? "으로" : "로"
  }

  /// `--reduce-motion=off`, as typed.
  private func reduceMotionOff(_ facts: OptionFacts) -> String {
    "--\(facts.name)=\(ConfigDefaults.flagWords.off[0])"
  }

  /// A range: "0부터 1까지".
  private func range(_ facts: OptionFacts) -> String {
    "\(facts.lower ?? "")부터 \(facts.upper ?? "")까지"
  }

  /// Choices: "en 또는 ko", "low, normal 또는 high", as keys are listed.
  private func list(_ words: [String]) -> String { Self.list(words) }

  private func defaultWords(_ given: OptionFacts.Default) -> String {
    switch given {
    case .value(let written): "기본값 \(written)"
    case .described(.languageOfLocale): "기본값은 LANG을 따름"
    case .described(.languageOfLocaleAtTerminal(let otherwise)):
      "기본값은 터미널에서는 LANG을 따르고, 그 밖에는 \(otherwise)"
    case .described(.enginesOwn): "기본값: 엔진의 설정"
    case .described(.languagesVoice): "기본값: 언어에 맞는 음성"
    case .described(.computerBraille(let korean)): "기본값: 컴퓨터 점자; 한국어는 \(korean)"
    }
  }

  private func summary(_ command: CommandSummary) -> String {
    switch command {
    case .teller: "은행 창구의 대기열을, 화면 낭독기 사용자를 먼저 생각해 보여 줍니다."
    case .console: "과제의 콘솔 은행을 실행합니다: 표준 입력으로 메뉴를 고르고, 업무의 시작과 끝을 표준 출력에 씁니다."
    case .simulate: "은행을 빨리 감기로 돌리고 통계를 출력합니다. Ctrl-C는 그때까지의 통계를 출력합니다."
    case .inspect: "가상 시간으로 스크립트를 실행한 뒤 화면의 요소 트리를 출력합니다."
    case .audit: "내장 시나리오의 모든 화면을 두 언어로 접근성 검사합니다."
    case .voices: "음성 엔진에 설치된 음성을 언어와 함께 보여 줍니다."
    case .sounds: "소리 아이콘마다 이름을 말한 뒤 들려주어 익히게 합니다. 또는 WAV 파일에 씁니다."
    case .completions: "bash, zsh 또는 fish용 셸 자동 완성 스크립트를 출력합니다."
    case .manual: "Teller의 매뉴얼 페이지를 보여 줍니다. 터미널에서는 man으로, 그 밖에는 teller.1에 담긴 roff로 씁니다."
    }
  }

  private func purpose(_ option: SessionOptionHelp, _ facts: OptionFacts) -> OptionSentence {
    let choices = facts.choices
    return switch option {
    case .version: OptionSentence("버전을 출력하고 끝냅니다")
    case .ui:
      OptionSentence(
        choices.dropLast().joined(separator: ", ") + " 또는 전체 화면 보기인 " + (choices.last ?? ""))
    case .noColor(let variable):
      OptionSentence("전체 화면 보기를 색 없이 그립니다(\(variable)로도 정함)")
    case .ascii: OptionSentence("전체 화면 보기를 상자 그리기 문자 없이 그립니다")
    case .language: OptionSentence("언어: " + list(choices))
    case .clock: OptionSentence(choices.joined(separator: ", 또는 ") + ": 시간이 'wait'에서만 흐릅니다")
    case .batch: OptionSentence("한 번에 추가하는 고객 수")
    case .verbosity: OptionSentence(list(choices))
    case .debounce: OptionSentence("공손한 알림 사이의 최소 시간")
    case .readerRate:
      OptionSentence("화면 낭독기의 말하기 속도, 분당 단어 수 \(range(facts)): 터미널의 줄 단위 출력이 이 속도에 맞춰 기다립니다")
    case .reduceMotion:
      OptionSentence(
        "전체 화면 보기가 은행 사건과 키에만 바뀝니다",
        note:
          "화면 낭독기가 있으면 저절로 켜짐; \(reduceMotionOff(facts))\(Self.instrumental(after: reduceMotionOff(facts))) 끔"
      )
    case .noHints: OptionSentence("설명에서 힌트를 뺍니다")
    case .timestamps: OptionSentence("선형 출력의 각 줄 끝에 모델 시간을 붙입니다")
    case .braille: OptionSentence("BRLTTY를 통해 점자 디스플레이에 초점 요소를 보여 줍니다")
    case .brailleFlash:
      OptionSentence(
        "알림이 점자에 잠깐 나타나는 시간, \(facts.lower ?? "")부터 \(facts.upper ?? "")초까지; "
          + "\(facts.lower ?? "")이면 키를 누를 때까지 둡니다")
    case .brailleTable(let example): OptionSentence("liblouis 점자 표, 예: \(example)")
    case .announce(let summaryPace):
      OptionSentence(
        "\(facts.choice(0)), 또는 \(facts.choice(1)): 업무 시작과 완료는 소리에 맡기고, 말은 대기 "
          + "인원을 많아야 \(plainNumber(summaryPace.seconds))초에 한 번 알립니다")
    case .seed: OptionSentence("업무 종류 추첨의 시드")
    case .clerks(let type): OptionSentence(workTypeNames[type].name + " 창구 수")
    case .serviceTime(let type): OptionSentence(workTypeNames[type].name + " 한 건에 걸리는 초")
    case .share(let type):
      OptionSentence(workTypeNames[type].name + " 고객의 비율, " + range(facts))
    case .service(let type, let overrides):
      OptionSentence(
        workTypeNames[type].name + " 처리 시간 분포, --\(overrides)와 같은 값이며 그보다 우선합니다")
    }
  }

  private func purpose(_ option: SpeechOptionHelp, _ facts: OptionFacts) -> OptionSentence {
    switch option {
    case .speech: OptionSentence("speech-dispatcher나 eSpeak NG로 바로 말합니다")
    case .speechWav: OptionSentence("듣는 사람이 듣는 그대로 WAV 파일에 녹음합니다")
    case .speechEngine: OptionSentence(list(facts.choices))
    case .voice: OptionSentence("'teller voices'가 보여 주는 음성")
    case .speakingRate: OptionSentence("말하기 속도, eSpeak NG의 분당 단어 수 " + range(facts))
    case .pitch(let usual): OptionSentence("음높이, \(range(facts)), \(usual)이 보통")
    case .volume(let usual): OptionSentence("음량, \(range(facts)), \(usual)이 보통")
    case .soundIcons:
      OptionSentence(
        "\(facts.choice(0)), \(facts.choice(1))(업무 시작·완료, 고객 추가, 모든 고객 업무 완료, 끝, "
          + "오류를 알리는 소리 아이콘; 목록이 놓인 대로 왼쪽과 오른쪽) 또는 \(facts.choice(2))")
    }
  }

  private func purpose(_ option: CommandOptionHelp, _ facts: OptionFacts) -> OptionSentence {
    switch option {
    case .consoleSeed: OptionSentence("고객 수와 업무 종류의 시드")
    case .consoleClock: OptionSentence("real은 은행이 일하는 만큼 기다리고, virtual은 바로 출력합니다")
    case .customers(let batchLimit, let seconds):
      OptionSentence(
        "시뮬레이션할 고객 수",
        tail: "batch 도착은 최대 \(batchLimit)명, poisson 도착은 최대 \(facts.upper ?? "")명이며, "
          + "실행이 모델 시간 \(seconds)초를 넘을 수 있으면 더 적어야 합니다")
    case .arrivals: OptionSentence("batch(한꺼번에) 또는 poisson")
    case .rate(let option, let value):
      OptionSentence("초당 포아송 도착 수, " + range(facts), note: "--\(option) \(value)일 때만")
    case .json: OptionSentence("JSON 객체 하나를 출력합니다")
    case .progress(let quiet, let every):
      OptionSentence(
        "\(quiet)초가 넘는 실행의 진행 상황을 표준 오류에 보이는 방식: \(facts.choice(1))(\(every)초마다 한 줄), "
          + "\(facts.choice(2))(제자리에서 바뀌는 한 줄), \(facts.choice(3)), 또는 "
          + "\(facts.choice(0))(터미널에서는 \(facts.choice(2)), 화면 낭독기가 실행 중이거나 TERM이 "
          + "dumb이거나 표준 오류를 다른 곳으로 보냈으면 \(facts.choice(1)), 터미널이 없으면 표시 안 함)")
    case .confidenceBatches: OptionSentence("평균 대기의 95% 신뢰 구간에 쓸 배치 평균의 수, " + range(facts))
    case .script: OptionSentence("먼저 실행할 줄 명령 스크립트")
    case .voicesLanguage: OptionSentence("en이나 ko처럼 한 언어의 음성만")
    case .soundsWav: OptionSentence("소리와 그 이름을 WAV 파일에 씁니다")
    case .lessonSounds: OptionSentence("on(목록이 놓인 대로 왼쪽과 오른쪽) 또는 mono")
    case .audioGraph:
      OptionSentence(
        "하루 동안 기다린 줄을 오디오 그래프로 WAV 파일에 씁니다: 길이와 최대를 말하는 문장, "
          + "그다음 시간에 따른 음높이, 한 시간마다 똑딱 소리")
    case .graphSeconds(let option):
      OptionSentence("오디오 그래프의 길이(초), " + range(facts), note: "--\(option)일 때만")
    case .service(let shapes):
      OptionSentence(
        "모든 업무의 처리 시간 분포(평균은 처리 시간): " + list(shapes)
          + "(K는 얼랑 단계 수, 1부터 1000까지; CV는 변동 계수이며 없으면 --service-cv의 값)")
    case .serviceVariation(let most):
      OptionSentence("uniform(최대 \(most))과 lognormal 처리 시간의 변동 계수, " + range(facts))
    case .threads:
      OptionSentence("반복을 실행할 스레드 수, " + range(facts) + ", 주지 않으면 모든 프로세서. 수치는 이 값과 무관합니다")
    case .warmup:
      OptionSentence("포아송 실행에서 정상 상태 평균 대기 전에 버리는 앞부분: auto(MSER-5로 찾음) 또는 모델 시간 초")
    case .replications:
      OptionSentence("포아송 실행을 각자 시드로 독립 반복하는 횟수, " + range(facts))
    case .precision(let option, let cap):
      OptionSentence(
        "95% 구간의 반폭이 평균 대기의 이 비율(예: 0.02) 이하가 될 때까지 반복합니다. 최대 --\(option)회"
          + "(주지 않으면 \(groupedNumber(cap))회)")
    }
  }
}

extension KoreanWording {
  /// The Korean words of command-line mistakes.
  ///
  /// Values from the command line pass through `visibleQuote(_:)`, so
  /// control characters never reach the terminal, and quotations stop at
  /// ``ScriptLine/quoteLimit`` characters.
  public func text(_ message: UsageMessage) -> String {
    switch message {
    case .problem(let problem, let command): text(problem, command: command)
    case .hint(let command): "사용법은 '\(command) --help'로 확인하세요."
    case .bank(let problem): text(problem)
    }
  }

  /// The end of a mistake that quotes the value given.
  private func got(_ value: String) -> String { " 받은 값: '\(visibleQuote(value))'." }

  private func text(_ problem: UsageError.Problem, command: String) -> String {
    switch problem {
    case .unknownOption(let name, let suggestion):
      return "'\(command)'에는 '--\(visibleQuote(name))' 옵션이 없습니다."
        + (suggestion.map { " '--\($0)'을(를) 뜻했나요?" } ?? "")
    case .notLongOption(let argument):
      return "'\(visibleQuote(argument))'은(는) 알 수 없는 옵션입니다. 옵션은 --help처럼 두 줄표로 시작합니다."
    case .unexpectedArgument(let argument):
      return "예상하지 못한 인수 '\(visibleQuote(argument))': \(command)에는 인수가 없습니다."
    case .noSuchSubcommand(let word, let choices, let suggestion):
      return "'\(command)'에는 '\(visibleQuote(word))' 하위 명령이 없습니다. "
        + (suggestion.map { "'\($0)'을(를) 뜻했나요?" }
          ?? "다음 중 하나를 고르세요: \(choices.joined(separator: ", ")).")
    case .notAnArgument(let word, let choices):
      return "'\(command)'에는 \(choices.joined(separator: ", ")) 중 하나를 주어야 합니다." + got(word)
    case .missingArgument(let choices):
      return "'\(command)'에는 \(choices.joined(separator: ", ")) 중 하나가 필요합니다."
    case .missingValue(let option, let placeholder):
      return "'--\(option)' 옵션에는 값(\(placeholder))이 필요합니다."
    case .unexpectedValue(let option, let value):
      return "'--\(option)' 옵션에는 값을 줄 수 없습니다." + got(value)
    case .notAChoice(let option, let choices, let value):
      return "--\(option)은(는) \(choices.joined(separator: ", ")) 중 하나여야 합니다." + got(value)
    case .notAWholeNumber(let option, let range, let value):
      return "--\(option)은(는) \(range.lowerBound)부터 \(range.upperBound)까지의 정수여야 합니다."
        + got(value)
    case .notAnUnsignedNumber(let option, let value):
      return "--\(option)은(는) 0부터 \(UInt64.max)까지의 정수여야 합니다." + got(value)
    case .notANumber(let option, let range, let value):
      let lower =
        range.includesLower
        ? "\(plainNumber(range.lower)) 이상"
        : "\(plainNumber(range.lower))보다 큰"
      let accepted =
        range.upper.map { "\(lower) \(plainNumber($0)) 이하의 수" } ?? "\(lower) 수"
      return "--\(option)은(는) \(accepted)여야 합니다." + got(value)
    case .environmentNotAChoice(let variable, let choices, let value):
      return "\(variable)은(는) \(choices.joined(separator: ", ")) 중 하나여야 합니다." + got(value)
    case .emptyName(let option, let examples):
      return "--\(option)에는 \(examples.joined(separator: "나 ")) 같은 이름이 필요합니다."
    case .emptyFileName(let option):
      return "--\(option)에는 파일 이름이 필요합니다."
    case .unknownVoice(let option, let voice, let engine):
      return "--\(option): \(engine)에는 '\(visibleQuote(voice))' 음성이 없습니다. "
        + "'teller voices'로 있는 음성을 확인하세요."
    case .program(let problem):
      return programText(problem)
    case .needsOption(let option, let requires, let value):
      return "--\(option)은(는) --\(requires) \(value)일 때만 쓰입니다. --\(requires) \(value)를 "
        + "더하거나 --\(option)을(를) 빼세요."
    case .unknownBrailleTable(let option, let value, let searched, let examples):
      return "--\(option): liblouis의 \(searched.map { visibleQuote($0) }.joined(separator: ", "))에 "
        + "'\(visibleQuote(value))' 표가 없습니다. "
        + "\(examples.joined(separator: "나 ")) 같은 liblouis 표를 지정하세요."
    }
  }

  /// What keeps a work type's customers away: "--loan-share 0".
  private func text(_ condition: BankUsageProblem.NoCustomers) -> String {
    switch condition {
    case .share(let option, let value): "--\(option) \(value)"
    case .sharesAddUpToOne(let options): optionsTogether(options) + "의 합이 1"
    }
  }

  /// Options named together: "--loan-share, --audit-share".
  private func optionsTogether(_ options: [String]) -> String {
    options.map { "--" + $0 }.joined(separator: ", ")
  }

  private func text(_ problem: BankUsageProblem) -> String {
    switch problem {
    case .serviceTimeTooShort(let option, let upper, let value):
      return "--\(option)은(는) 0보다 크고 \(upper) 이하이며 0.000000001(1나노초) 이상인 수여야 합니다."
        + got(value)
    case .clerksNeeded(let type, let option, let unless, let upper):
      return "\(workTypeNames[type].name) 고객이 오는 동안 --\(option)은(는) 1부터 \(upper)까지의 "
        + "정수여야 합니다(0은 \(text(unless))일 때만)." + got("0")
    case .sharesOverOne(let options, let total):
      return "\(optionsTogether(options))의 합은 1 이하여야 합니다." + got(total)
    case .tooManyBatchCustomers(let limit, let value):
      return "--arrivals batch에서는 모든 고객이 한꺼번에 은행에서 기다리므로 --customers는 "
        + "최대 \(limit)이어야 합니다. 받은 값: \(value). 더 긴 실행에는 --arrivals poisson을 쓰세요."
    case .runTooLong(let customers, let limit):
      return "--customers \(customers)은(는) 이 설정에 너무 많습니다: 모델 시간이 \(limit)초를 넘을 수 "
        + "있습니다. --customers를 줄이거나, --rate를 높이거나, 창구를 늘리거나, 업무 시간을 줄이세요."
    }
  }
}
