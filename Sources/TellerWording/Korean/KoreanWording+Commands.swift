import TellerBank
import TellerText

extension KoreanWording {
  /// The Korean lines of `teller simulate`'s report and progress.
  public func text(_ message: SimulateMessage) -> String {
    switch message {
    case .partial(let served, let total, let percent):
      "부분 결과: 고객 \(groupedNumber(total))명 중 \(groupedNumber(served))명을 처리했을 때"
        + "(\(percent)%) 실행이 중단되었습니다(Ctrl-C). 아래 수치는 그때까지의 결과입니다."
    case .simulated(let customers, nil, let seed):
      "고객 \(groupedNumber(customers))명을 시뮬레이션했습니다. 모두 한꺼번에 도착, 시드 \(seed)."
    case .simulated(let customers, let rate?, let seed):
      "고객 \(groupedNumber(customers))명을 시뮬레이션했습니다. 초당 \(rate)명 포아송 도착, "
        + "시드 \(seed)."
    case .overloaded(let type, let load, let clerks):
      "\(text(.workTypeTitle(type))) 창구가 과부하입니다(창구 \(clerks)곳에 부하 \(load)): "
        + "대기 시간이 한없이 늘어납니다."
    case .nearSaturation(let type, let load, let clerks, let needed):
      "\(text(.workTypeTitle(type))) 창구가 포화에 가깝습니다(창구 \(clerks)곳에 부하 \(load)): "
        + "대기 시간이 오랫동안 서로 상관되어 있으므로, 평균 대기와 95% 신뢰 구간을 믿으려면 "
        + "고객이 약 \(groupedNumber(needed))명 이상 필요합니다."
    case .correlatedBatches(let correlation, let batches):
      "평균 대기의 95% 신뢰 구간이 실제보다 좁을 가능성이 큽니다: 배치 평균 \(batches)개가 "
        + "서로 상관되어 있습니다(시차 1 자기상관 \(correlation)). 고객 수를 늘려 보세요."
    case .customersServed(let total, let parts):
      "처리한 고객: \(groupedNumber(total))명 (" + parts.joined(separator: ", ") + ")"
    case .servedPart(let type, let count): "\(workTypeNames[type].name) \(groupedNumber(count))"
    case .businessDay(let seconds, let timer): "영업 시간: \(seconds)초 (\(timer))"
    case .longBusinessDay(let seconds, let span): "영업 시간: \(seconds)초 (\(text(.span(span))))"
    case .span(let span):
      span.named.map { groupedNumber($0.value) + Self.unit($0.unit) }.joined(separator: " ")
    case .meanWait(let seconds): "평균 대기: \(seconds)초"
    case .meanWaitInterval(let lower, let upper, let batches):
      "평균 대기의 95% 신뢰 구간: \(lower)초부터 \(upper)초까지 (배치 평균 \(batches)개)"
    case .noMeanWaitInterval(let batches):
      "평균 대기의 95% 신뢰 구간: 없음, 고객이 배치 수 \(batches)보다 적습니다(--ci-batches)"
    case .noMeanWaitIntervalYet(let batches):
      "평균 대기의 95% 신뢰 구간: 아직 없음, 배치 \(batches)개 중 2개가 차기 전에 실행이 멈췄습니다"
    case .longestWait(let seconds): "최장 대기: \(seconds)초"
    case .meanQueueLength(let figure): "평균 대기열 길이: \(figure)"
    case .utilisationPart(let type, let percent, let clerks):
      "\(text(.workTypeName(type))) \(percent)% (창구 \(clerks)곳)"
    case .utilisation(let parts): "창구 가동률: " + parts.joined(separator: ", ")
    case .peakCustomers(let count): "동시에 은행에 있던 최대 고객: \(groupedNumber(count))명"
    case .eventCount(let count): "이벤트: \(groupedNumber(count))개"
    case .wallTime(let seconds): "실제 걸린 시간: \(seconds)초"
    case .progress(let percent, let served, let total, nil):
      "\(percent)% 완료: 고객 \(groupedNumber(total))명 중 \(groupedNumber(served))명"
    case .progress(let percent, let served, let total, let left?):
      "\(percent)% 완료: 고객 \(groupedNumber(total))명 중 \(groupedNumber(served))명, "
        + "약 \(text(.span(left))) 남음"
    case .progressDone(let total, let took):
      "완료: 고객 \(groupedNumber(total))명, \(text(.span(took))) 걸림"
    case .progressStopped(let percent, let served, let total, let took):
      "\(percent)%에서 멈춤: 고객 \(groupedNumber(total))명 중 \(groupedNumber(served))명, "
        + "\(text(.span(took))) 경과"
    }
  }

  /// A unit of a span: "일", "시간", "분", "초".
  private static func unit(_ unit: SpanParts.Unit) -> String {
    switch unit {
    case .day: "일"
    case .hour: "시간"
    case .minute: "분"
    case .second: "초"
    }
  }
}

extension KoreanWording {
  /// The Korean words of `teller sounds`.
  public func text(_ message: SoundMessage) -> String {
    switch message {
    case .meaning(.depositStarted): "예금 고객 업무 시작"
    case .meaning(.loanStarted): "대출 고객 업무 시작"
    case .meaning(.finished): "고객 업무 완료"
    case .meaning(.added): "고객 추가"
    case .meaning(.allServed): "모든 고객 업무 완료"
    case .meaning(.edge): "그쪽으로 더 이상 항목 없음"
    case .meaning(.error): "오류"
    case .description(.depositStarted): "밝게 올라가는 짧은 소리, 왼쪽에서 오른쪽으로 움직임"
    case .description(.loanStarted): "같은 소리를 5도 낮고 속이 빈 듯하게, 왼쪽에서 오른쪽으로 움직임"
    case .description(.finished): "딸깍 소리와 함께 짧게 내려가는 톡 소리, 오른쪽"
    case .description(.added): "빠르게 올라가는 세 번의 삑 소리, 왼쪽"
    case .description(.allServed): "한 옥타브 올라가는 두 음의 차임, 가운데"
    case .description(.edge): "둔하고 낮은 쿵 소리, 가운데"
    case .description(.error): "낮게 두 번 웅 하는 소리, 가운데"
    case .heading: "Teller의 소리 아이콘입니다. 이름을 말한 뒤 소리를 들려줍니다:"
    case .withoutNames: "소리만 이름 없이 들려줍니다."
    }
  }
}

extension KoreanWording {
  /// The Korean words of `teller console`, as the exercise gives them.
  public func text(_ message: ConsoleMessage) -> String {
    switch message {
    case .openChoice: "1 : 은행개점"
    case .quitChoice: "2 : 종료"
    case .prompt: "입력 : "
    case .invalidChoice: "잘못된 입력입니다. 1 또는 2를 입력해 주세요."
    case .workName(let type): workTypeNames[type].name
    case .started(let number, let work): "\(number)번 고객 \(text(.workName(work)))업무 시작"
    case .finished(let number, let work): "\(number)번 고객 \(text(.workName(work)))업무 완료"
    case .closed(let customers, let time):
      "업무가 마감되었습니다. 오늘 업무를 처리한 고객은 총 \(customers)명이며, 총 업무시간은 "
        + "\(formatSeconds(time, decimals: 2))초입니다."
    }
  }
}

extension KoreanWording {
  /// The Korean words of the recording's problems and the voices' listing.
  public func text(_ message: RecordingMessage) -> String {
    switch message {
    case .cannotCreate(let path, let reason):
      "--speech-wav: '\(path)' 파일을 만들 수 없습니다: \(text(reason))."
    case .cannotWrite(let path, let reason):
      "--speech-wav: '\(path)' 파일에 쓸 수 없습니다: \(text(reason))."
    case .stopsHere: "녹음은 여기서 멈춥니다."
    case .incomplete: "--speech-wav: 녹음이 다 쓰이지 않았습니다."
    case .voicesHeading(let engine, let count):
      "\(engine): 음성 \(count)개. --voice에는 콜론 앞의 이름을 주세요."
    }
  }
}

extension KoreanWording {
  /// The Korean lines of `teller audit`'s report around its findings.
  public func text(_ message: AuditReportMessage) -> String {
    switch message {
    case .screen(let name, 0): "\(name): 발견 사항 없음"
    case .screen(let name, let count): "\(name): 발견 사항 \(count)개"
    case .total(let findings, let screens): "화면 \(screens)개에서 발견 사항 \(findings)개."
    }
  }
}
