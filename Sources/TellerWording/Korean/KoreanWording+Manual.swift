import TellerSounds

extension KoreanWording {
  /// The Korean words of the manual page.
  public func text(_ message: ManualMessage) -> String {
    switch message {
    case .manualSection: "사용자 명령"
    case .heading(let section): heading(section)
    case .about:
      "Teller는 은행 창구의 대기열을 돌리고, 화면 낭독기 사용자를 먼저 생각해 보여 줍니다. "
        + "화면은 의미를 담은 요소 트리입니다. 요소마다 레이블, 값, 힌트, 특성이 있고, VoiceOver "
        + "사용자처럼 다음 요소와 이전 요소로, 실행으로, 그리고 제목과 버튼과 목록 사이를 건너뛰는 "
        + "로터로 움직입니다. 대기열의 변화는 우선순위가 있는 알림이 됩니다."
    case .input(let ui, let json):
      "터미널에서는 키를 하나씩 읽습니다(\(heading(.keys)) 참고). 표준 입력이 터미널이 아니면 "
        + "한 줄이 명령 하나입니다(\(heading(.lineCommands)) 참고). 표준 출력이 터미널이 아니거나 "
        + "TERM이 dumb이면 출력은 선형으로, 이스케이프 코드 없이 줄을 통째로 덧붙입니다. "
        + "--\(ui) \(json)은 대신 한 줄에 JSON 객체 하나를 씁니다. 출력은 UTF-8입니다."
    case .lines(let limit, let status):
      "표준 입력이 터미널이 아니면 한 줄이 명령 하나입니다. 빈 줄과 #으로 시작하는 줄은 "
        + "건너뜁니다. 알아들을 수 없는 줄은 그 번호와 함께, 최대 \(limit)자까지 인용해 표준 "
        + "오류에 알립니다. 나머지 줄은 그대로 실행되고, 종료 상태는 \(status)입니다."
    case .configFile(let place):
      "설정 파일입니다. \(place.variable)이 설정되지 않았으면 \(place.fallback)입니다. "
        + "파일이 없어도 괜찮습니다."
    case .configLines(let command, let examples, let on, let off, let flagExample):
      "각 줄은 키 = 값 꼴이며, \(command) 자신의 긴 옵션 하나의 기본값을 대시 없는 이름으로 "
        + "정합니다: \(examples.joined(separator: ", ")). 플래그는 \(flagWords(on: on, off: off)) "
        + "값을 받습니다. 플래그의 환경 변수와 명령줄의 = 뒤에서도 같습니다(예: \(flagExample)). #은 줄의 처음이나 공백 뒤에서 주석을 시작합니다. 큰따옴표 안의 값은 "
        + "그대로 받습니다. 같은 키가 두 번 나오면 마지막 줄이 이깁니다."
    case .configOrder(let status, let keys):
      "명령줄이 아래 환경 변수보다 앞서고, 환경 변수는 파일보다 앞섭니다. 모르는 키, 잘못된 "
        + "값, 읽을 수 없는 파일은 파일 이름, 줄, 키와 함께 알리며, 종료 상태는 \(status)입니다. "
        + "키: " + keys.joined(separator: ", ") + "."
    case .setsOption(let option): "--\(option) 옵션이 주어지지 않았을 때 정합니다."
    case .variable(let variable): self.variable(variable)
    case .exitStatus(let meaning): exitStatus(meaning)
    case .sounds(let facts): sounds(facts)
    case .soundsTable(let lesson):
      "소리 아이콘을 \(lesson) 명령이 부르는 이름으로, speech-dispatcher의 아이콘과 함께 보입니다:"
    case .soundIcon(let icon):
      "\(text(SoundMessage.meaning(icon))): \(text(SoundMessage.description(icon)))"
        + "(speech-dispatcher: \(icon.serverName))."
    }
  }

  private func heading(_ section: ManualSection) -> String {
    switch section {
    case .name: "이름"
    case .synopsis: "개요"
    case .description: "설명"
    case .options: "옵션"
    case .commands: "명령"
    case .keys: "키"
    case .lineCommands: "줄 명령"
    case .sounds: "소리"
    case .files: "파일"
    case .environment: "환경 변수"
    case .exitStatus: "종료 상태"
    case .seeAlso: "함께 보기"
    }
  }

  /// "on 또는 off(yes, no, true, false, 1 또는 0도 됨)".
  private func flagWords(on: [String], off: [String]) -> String {
    let others = zip(on.dropFirst(), off.dropFirst()).flatMap { [$0, $1] }
    return "\(on.first ?? "") 또는 \(off.first ?? "")("
      + "\(others.dropLast().joined(separator: ", ")) 또는 \(others.last ?? "")도 됨)"
  }

  private func variable(_ variable: ManualVariable) -> String {
    switch variable {
    case .configFolder(let place):
      "설정 파일이 있는 폴더로, 그 안의 \(place.inside)입니다(\(heading(.files)) 참고)."
    case .locale(let option):
      "--\(option) 옵션이 주어지지 않았을 때의 언어: LC_ALL, LC_MESSAGES, LANG 가운데 처음으로 "
        + "설정된 것이 ko로 시작하면 한국어, 아니면 영어입니다. Teller는 언제나 UTF-8로 씁니다. "
        + "LC_ALL, LC_CTYPE 또는 LANG의 문자 집합이 UTF-8이 아니면 표준 오류에 한 번 알립니다."
    case .terminal(let dumb): "TERM=\(dumb)이면 출력이 선형입니다."
    case .noColor(let option):
      "비어 있지 않은 값으로 설정되면 --\(option)처럼 전체 화면 보기를 색 없이 그립니다."
    case .espeakLibrary(let path):
      "말하기에 \(path) 대신 불러올 다른 eSpeak NG 라이브러리 파일."
    case .speechDispatcherAddress:
      "speech-dispatcher가 기다리는 곳으로, 그 클라이언트들이 읽는 대로입니다(unix_socket:PATH "
        + "또는 inet_socket:HOST:PORT). 기본값은 XDG_RUNTIME_DIR 안의 소켓입니다."
    case .speechPlayer:
      "eSpeak NG의 실시간 말소리와 소리 아이콘을 aplay, paplay, pw-play 대신 재생할 다른 "
        + "프로그램: PATH에서 찾을 이름이나 경로. aplay, paplay, pacat, pw-play, pw-cat, 그리고 "
        + "sox의 play는 저마다의 인자를 받습니다. 다른 프로그램은 인자 없이 표준 입력으로 부호 있는 "
        + "16비트 리틀 엔디언 원시 샘플을 읽으며, 샘플 속도는 TELLER_SPEECH_SAMPLE_RATE에 있고 "
        + "TELLER_SPEECH_CHANNELS(1), TELLER_SPEECH_SAMPLE_FORMAT(S16_LE)도 함께 설정됩니다."
    case .soundIconFolder(let option, let path):
      "speech-dispatcher의 소리 아이콘 폴더로, --\(option) 옵션이 SOUND_ICON으로 보낼 아이콘을 "
        + "\(path) 대신 여기서 찾습니다. 아이콘이 없으면 Teller가 자기 소리를 재생합니다."
    case .brlapiLibrary(let option, let path):
      "--\(option) 옵션에 \(path) 대신 불러올 다른 BrlAPI 라이브러리 파일."
    case .liblouisLibrary(let option, let path):
      "점자 표(한국어 점자, --\(option))에 \(path) 대신 불러올 다른 liblouis 라이브러리 파일."
    case .liblouisTables(let option, let path):
      "liblouis가 --\(option) 옵션의 점자 표를 찾는 폴더들로, 쉼표로 나눕니다. 기본값은 \(path)입니다."
    case .brlapiHost(let option):
      "--\(option) 옵션에 쓸 BRLTTY의 BrlAPI가 기다리는 곳과 인증 방법."
    case .backtrace(let suggested):
      "Swift 런타임의 충돌 백트레이스. 비정상 종료나 SIGSEGV 같은 충돌 신호를 받으면 Teller는 "
        + "터미널, 말소리, 점자를 놓아 준 뒤 표준 오류에 한 줄을 쓰고 그 신호로 끝납니다"
        + "(상태 128 + n). 이 변수가 설정되어 있고 비어 있지 않으며 enable=no가 아니면, 그 줄 "
        + "뒤에 런타임의 백트레이스가 이 변수의 다른 설정대로 이어집니다. \(suggested)는 키를 "
        + "기다리지 않는 백트레이스를 요청합니다."
    }
  }

  private func exitStatus(_ meaning: ExitStatusMeaning) -> String {
    switch meaning {
    case .success: "성공."
    case .auditFound(let command): "\(command) 명령이 접근성 실수를 찾았습니다."
    case .usage: "명령줄이 잘못되었습니다: 모르는 옵션, 잘못된 값 또는 빠진 값."
    case .dataError: "스크립트 줄 하나를 알아들을 수 없었습니다. 다른 줄은 실행되었습니다."
    case .noInput: "읽을 파일이 없거나 읽을 수 없습니다."
    case .unavailable(let command):
      "\(command)에 쓸 음성 엔진처럼, Teller에 필요한 서비스가 없습니다."
    case .osError: "터미널처럼 Teller에 필요한 것을 시스템이 거절했습니다."
    case .cannotCreate(let option): "말소리 녹음(--\(option))을 만들 수 없습니다."
    case .ioError:
      "디스크가 가득 찼거나, 표준 출력이 닫혔거나, 말소리 녹음이 실패해 출력을 쓸 수 "
        + "없었습니다. 읽는 쪽이 떠나면(끊어진 파이프) Teller는 대신 조용히 끝납니다."
    case .config: "설정 파일에 모르는 키나 잘못된 값이 있거나, 파일을 읽을 수 없습니다."
    case .signal(let name, let number): "\(name) 신호로 끝났습니다(128 + \(number))."
    case .interrupted(let name, let number):
      "Ctrl-C를 누를 때처럼 \(name) 신호로 끝났습니다(128 + \(number))."
    case .crashSignal(let name, let number):
      "\(name) 신호로 끝났습니다(128 + \(number)). 비정상 종료인지 다른 프로세스가 보낸 "
        + "신호인지는 표준 오류의 한 줄이 알려 줍니다."
    }
  }

  private func sounds(_ facts: ManualSoundFacts) -> String {
    "--\(facts.sounds) \(facts.on)이면 Teller는 업무 시작, 완료, 고객 추가, 모든 고객 업무 완료, "
      + "탐색의 끝, 오류마다 150 ms보다 짧은 소리 아이콘을 재생하며, 목록이 놓인 대로 스테레오로 "
      + "대기중은 왼쪽, 업무중은 오른쪽에 둡니다(--\(facts.sounds) \(facts.mono)는 가운데에 둡니다). "
      + "소리는 말소리가 가는 곳으로 갑니다: --\(facts.recording) 녹음에는 사건의 모델 시간에 "
      + "샘플 단위로 들어가며 녹음은 스테레오가 됩니다. --\(facts.speech) 옵션과 함께라면 eSpeak NG와 "
      + "같은 재생기로, 또는 이 기계에 speech-dispatcher의 소리 아이콘(sound-icons 패키지)이 "
      + "설치되어 있으면 SOUND_ICON으로 실시간 재생합니다. 둘 다 없으면 화면 낭독기가 텍스트를 "
      + "읽는 곁에서 소리만 재생합니다. 텍스트 출력은 바뀌지 않습니다. "
      + "--\(facts.announce) \(facts.summaries)는 업무 시작과 완료를 소리에 맡깁니다: 말은 고객 "
      + "추가, 초기화, 모든 고객 업무 완료 말고는 대기 인원만, 많아야 \(facts.pace)초에 한 번 "
      + "알립니다. \(facts.lesson) 명령은 아이콘마다 이름을 말한 뒤 들려줍니다."
  }
}
