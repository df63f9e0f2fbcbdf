import TellerArguments
import TellerInput
import TellerText

extension KoreanWording {
  /// The Korean words of a session's errors and refusals. A script line's
  /// problem quotes what follows the command, or says a value is missing.
  public func text(_ message: ErrorMessage) -> String {
    let typeHelp = "명령 목록을 보려면 help를 입력하세요."
    func linePrefix(_ line: Int?) -> String { line.map { "\($0)번째 줄: " } ?? "" }
    switch message {
    case .unknownCommand(let command, let line):
      return linePrefix(line) + "알 수 없는 명령 '\(visibleText(command))'. " + typeHelp
    case .missingArgument(let command, let line):
      return linePrefix(line) + "'\(visibleText(command))' 명령에는 값이 필요합니다. " + typeHelp
    case .invalidValue(let value, let command, let line):
      return linePrefix(line)
        + "'\(visibleText(value))'은(는) '\(visibleText(command))' 명령에 쓸 수 없는 값입니다. "
        + typeHelp
    case .lineProblem(.unknownCommand(let line, nil)):
      return text(.unknownCommand(visibleQuote(line.words.first ?? ""), line: nil))
    case .lineProblem(.unknownCommand(let line, let suggestion?)):
      return "알 수 없는 명령 '\(visibleQuote(line.words.first ?? ""))'. '\(suggestion)'을(를) 뜻했나요?"
    case .lineProblem(.keyAsLine(let line, let command?)):
      return "'\(visibleQuote(line.text))'은(는) 키입니다. 같은 일을 하는 줄 명령은 '\(command)'입니다."
    case .lineProblem(.keyAsLine(let line, nil)):
      return "'\(visibleQuote(line.text))'은(는) 터미널에서 쓰는 키입니다. 같은 일을 하는 줄 명령은 없습니다."

    case .lineProblem(.lineTooLong(let line)):
      return "줄이 \(ScriptLine.maximumLength)바이트보다 깁니다. 받은 줄: '\(visibleQuote(line.text))'."
    case .lineProblem(let error):
      let command = visibleQuote(error.line.command)
      let value = visibleQuote(error.line.arguments)
      if value.isEmpty { return text(.missingArgument(command: command, line: nil)) }
      return text(.invalidValue(value, command: command, line: nil))
    case .unknownKey(let key, let help): return "알 수 없는 키 \(visibleText(key)), 도움말은 \(help) 키"
    case .unknownKeySequence: return "시퀀스"
    case .errorPrefix: return "오류: "
    case .noAnnouncements: return "아직 알림이 없습니다"
    case .noOlderAnnouncement: return "이전 알림이 없습니다"
    case .noNewerAnnouncement: return "다음 알림이 없습니다"
    case .hintsChanged(let on): return on ? "힌트 켬" : "힌트 끔"
    case .rotorIs(let name): return "로터: \(name)"
    case .noSuchRotor(let name, let line):
      return linePrefix(line) + "'\(visibleText(name))' 로터 설정이 없습니다. " + typeHelp
    case .lineError(let message, let line): return "\(line)번째 줄: \(visibleText(message))"
    case .nothingFocused: return "초점이 없습니다"
    case .waitTooLong(let line):
      return linePrefix(line) + "기다리는 시간이 너무 깁니다. 은행 시계는 40억 초에서 멈춥니다."
    case .customerLimitReached(let added, let asked, let limit, let reset):
      let how =
        switch reset {
        case .key(let key): "\(key) 키로"
        case .line(let words): "\(words) 명령으로"
        }
      let count = added == 0 ? "고객을 추가하지 않았습니다" : "\(asked)명 중 \(added)명만 추가했습니다"
      return "은행이 최대 \(groupedDigits(limit))명으로 가득 찼습니다. \(count). "
        + "\(how) 초기화한 뒤 더 추가하세요."
    }
  }
}

extension KoreanWording {
  /// The Korean words of output's and the terminal's problems.
  public func text(_ message: OutputMessage) -> String {
    switch message {
    case .problem(let problem): text(problem)
    case .readingLinesInstead(let problem): "\(text(problem)) 대신 줄 단위로 읽습니다."
    case .manualAsRoff(let problem): "\(text(problem)) 매뉴얼 페이지를 roff 그대로 씁니다."
    }
  }

  private func text(_ problem: ManualViewProblem) -> String {
    switch problem {
    case .notFound(let program): "\(program)이(가) 설치되어 있지 않아"
    case .cannotStart(let program, let reason): "\(program)을(를) 시작할 수 없어(\(text(reason)))"
    case .failed(let program, let status): "\(program)이(가) 종료 상태 \(status)로 끝나"
    }
  }

  private func text(_ problem: OutputProblem) -> String {
    switch problem {
    case .cannotWrite(let stream, let reason): "\(name(stream))에 쓸 수 없습니다: \(text(reason))"
    case .shortWrite(let stream): "\(name(stream)): 다 쓰지 못했습니다"
    case .terminalSettingsUnreadable(let reason): "터미널 설정을 읽을 수 없습니다: \(text(reason))."
    case .rawModeRefused(let reason): "터미널을 원시(raw) 모드로 바꿀 수 없습니다: \(text(reason))."
    case .notATerminal: "표준 출력이 터미널이 아니어서 전체 화면 보기를 그릴 수 없습니다."
    case .cannotWriteTerminal(let reason): "터미널에 쓸 수 없습니다: \(text(reason))."
    case .recordingIncomplete: text(RecordingMessage.incomplete)
    }
  }

  private func name(_ stream: OutputStreamName) -> String {
    switch stream {
    case .standardOutput: "표준 출력"
    case .standardError: "표준 오류"
    case .file(let path): path
    }
  }
}

extension KoreanWording {
  /// The Korean words of a file that cannot be read: one line naming it,
  /// with control characters made visible.
  public func text(_ message: FileReadMessage) -> String {
    switch message {
    case .cannotRead(let path, let problem):
      "'\(visibleText(path))' 파일을 읽을 수 없습니다: \(text(problem))."
    }
  }

  /// Why a file cannot be read, in Korean: "폴더입니다".
  public func text(_ problem: FileProblem) -> String {
    switch problem {
    case .system(let reason): text(reason)
    case .folder: "폴더입니다"
    case .notRegularFile: "일반 파일이 아닙니다"
    case .notUTF8: "UTF-8 텍스트가 아닙니다"
    case .tooLarge(let limit):
      limit >= 1 << 20 && limit % (1 << 20) == 0
        ? "\(limit >> 20)MiB보다 큽니다" : "파일이 너무 큽니다"
    }
  }

  /// The reasons Teller knows by kind, in Korean.
  public func text(_ reason: KnownSystemReason) -> String {
    switch reason {
    case .noSuchFile: "그런 파일이나 폴더가 없습니다"
    case .notAFolder: "경로의 한 부분이 폴더가 아닙니다"
    case .isAFolder: "폴더입니다"
    case .permissionDenied: "권한이 없습니다"
    case .notPermitted: "허용되지 않는 작업입니다"
    case .readOnlyFileSystem: "읽기 전용 파일 시스템입니다"
    case .noSpace: "장치에 남은 공간이 없습니다"
    case .exists: "파일이 이미 있습니다"
    case .brokenPipe: "읽는 쪽이 닫혔습니다"
    case .inputOutput: "입출력 오류입니다"
    case .badDescriptor: "열려 있지 않은 파일 기술자입니다"
    case .nameTooLong: "파일 이름이 너무 깁니다"
    case .symbolicLinkLoop: "심볼릭 링크가 너무 여러 번 이어집니다"
    case .notATerminal: "터미널이 아닙니다"
    case .connectionRefused: "연결이 거부되었습니다"
    case .timedOut: "연결 시간이 초과되었습니다"
    case .noThreadToLookUp: "호스트를 찾을 스레드를 시작할 수 없습니다"
    case .noThreadToWrite: "파일에 쓸 스레드를 시작할 수 없습니다"
    case .nothingWritten: "아무것도 쓰지 못했습니다"
    case .closed: "이미 닫혔습니다"
    case .socketPathTooLong: "경로가 너무 깁니다"
    case .noAddress: "주소가 없습니다"
    }
  }
}

extension KoreanWording {
  /// The Korean words of mistakes in the configuration file. Keys and
  /// values are outside text: they pass through `visibleQuote(_:)`.
  public func text(_ message: ConfigMessage) -> String {
    switch message {
    case .problem(.unreadable(let problem), let place):
      return "설정 파일 \(place)을(를) 읽을 수 없습니다: \(text(problem))."
    case .problem(.notKeyValue(let text), let place):
      return "\(place): '키 = 값' 형식이어야 합니다. 받은 줄: \(quotedValue(text))."
    case .problem(.badQuotes(let key), let place):
      return "\(place): \(quotedValue(key))의 값은 따옴표가 값 전체를 감싸야 합니다."
    case .problem(.unknownKey(let key, let suggestion?), let place):
      return "\(place): 알 수 없는 키 \(quotedValue(key)). '\(suggestion)'을(를) 뜻했나요?"
    case .problem(.unknownKey(let key, nil), let place):
      return "\(place): 알 수 없는 키 \(quotedValue(key)). 키는 'teller --help'의 긴 옵션에서 줄표를 뺀 이름입니다."
    case .problem(.notConfigurable(let key), let place):
      return "\(place): \(quotedValue(key))은(는) 설정 파일에 쓸 수 없습니다."
    case .problem(.notAFlagValue(let key, let value), let place):
      return "\(place): \(quotedValue(key))은(는) \(ConfigDefaults.flagWordList) 중 하나여야 합니다. "
        + "받은 값: \(quotedValue(value))."
    case .problem(.badValue(let key, let problem), let place):
      return "\(place): \(quotedValue(key))의 값이 잘못되었습니다: "
        + text(UsageMessage.problem(problem, command: "teller"))
    }
  }
}

extension KoreanWording {
  /// The Korean words of braille's problems: "점자 끔: …", as "힌트 끔".
  public func text(_ message: BrailleProblemMessage) -> String {
    switch message {
    case .off(.braille, let problem): "점자 끔: \(text(problem))"
    case .problem(let problem): text(problem)
    }
  }

  private func text(_ host: BrailleHost) -> String {
    switch host {
    case .thisMachine: "이 컴퓨터"
    case .localSocket(let socket): "이 컴퓨터의 소켓 \(visibleText(socket))"
    case .named(let name): visibleText(name)
    }
  }

  private func text(_ problem: BrailleProblem) -> String {
    let install = "(\(BrailleProblem.installCommand))."
    let listens = "BRLAPI_HOST를 BRLTTY가 기다리는 곳으로 설정하세요."
    switch problem {
    case .libraryMissing(let path):
      return "\(visibleText(path))을(를) 찾을 수 없습니다. BRLTTY 클라이언트 라이브러리를 설치하세요" + install
    case .symbolMissing(let name, let path):
      return "\(visibleText(path))에 \(name) 함수가 없습니다. libbrlapi0.8을 설치하세요" + install
    case .closed: return "BRLTTY와의 연결이 닫혔습니다."
    case .lost(let host, let reason):
      return "\(text(host))의 BRLTTY와 연결이 끊겼습니다(\(reason ?? "BRLTTY가 읽기를 멈췄습니다"))."
    case .noThread: return "연결할 스레드를 시작할 수 없습니다."
    case .noBRLTTY(let host, let reason):
      return "\(text(host))에서 응답하는 BRLTTY가 없습니다(\(reason)). BrlAPI와 함께 BRLTTY를 시작하거나 "
        + listens
    case .noAnswer(let host, let seconds):
      return "\(text(host))의 BRLTTY가 \(seconds)초 안에 응답하지 않았습니다. BRLTTY가 실행 중인지 확인하거나 "
        + listens
    case .noDisplaySize(let host, let reason):
      return "\(text(host))의 BRLTTY가 디스플레이 크기를 알려 주지 않았습니다(\(reason))."
    case .noDisplay(let host): return "\(text(host))의 BRLTTY에 점자 디스플레이가 없습니다."
    case .displayRefused(let host, let reason):
      return "\(text(host))의 BRLTTY가 디스플레이를 넘겨주지 않았습니다(\(reason))."
    }
  }
}

extension KoreanWording {
  /// The Korean words of speech's problems: "음성 끔: …", as "힌트 끔".
  public func text(_ message: SpeechMessage) -> String {
    switch message {
    case .off(let part, let problem): "\(Self.name(of: part)) 끔: \(text(problem))"
    case .problem(let problem): text(problem)
    }
  }

  private static func name(of part: SpeechPart) -> String {
    switch part {
    case .speech: "음성"
    case .liveSpeech: "실시간 음성"
    case .sound: "소리"
    case .recording: "음성 녹음"
    }
  }

  private func text(_ problem: SpeechProblem) -> String {
    let install = "libespeak-ng1과 espeak-ng-data를 설치하세요(\(SpeechProblem.installCommand))."
    switch problem {
    case .libraryNotLoadable(let path, let loaderReason, let variable):
      let detail = loaderReason.map { "(" + visibleText($0) + ")" } ?? ""
      return "\(visibleText(path))은(는) 불러올 수 있는 라이브러리가 아닙니다\(detail). "
        + "\(variable)을(를) libespeak-ng.so.1로 설정하거나 비워 두세요."
    case .libraryNotFound(let path): return "\(visibleText(path))을(를) 찾을 수 없습니다. " + install
    case .symbolMissing(let name, let path):
      return "\(visibleText(path))에 \(name) 함수가 없습니다. " + install
    case .noESpeakVoice(let voice):
      return "eSpeak NG에 '\(visibleText(voice))' 음성이 없습니다. en이나 ko를 써 보세요."
    case .espeakCouldNotStart:
      return "eSpeak NG를 시작할 수 없습니다. espeak-ng-data를 설치하세요(\(SpeechProblem.installCommand))."
    case .espeakFailed(let code): return "eSpeak NG가 실패했습니다(오류 \(code))."
    case .noThread: return "스레드를 시작할 수 없습니다."
    case .playerNotStarted(let name): return "\(visibleText(name))을(를) 시작할 수 없습니다."
    case .playerFailed(let name, let ending):
      return "\(visibleText(name))이(가) 재생하지 못했습니다(\(ending)). 사운드 장치가 있는지 확인하세요."
    case .playerNotAProgram(let variable, let value, let onPath):
      return "\(variable)에 지정한 \(visibleText(value))은(는) "
        + (onPath ? "PATH에 있는 프로그램이 아닙니다." : "프로그램이 아닙니다.")
    case .noPlayer: return "오디오 재생기가 없습니다. sudo apt-get install alsa-utils로 설치하세요."
    case .badAddress(let reason): return "speech-dispatcher 주소를 쓸 수 없습니다: \(reason)."
    case .dispatcher(let ssip): return "speech-dispatcher와 통신할 수 없습니다: \(text(ssip))."
    case .dispatcherNotStarted(let ssip, let started):
      return "speech-dispatcher에 연결할 수 없습니다: \(text(ssip)). \(text(started))."
    case .noDispatcherVoice(let voice):
      return "speech-dispatcher에 '\(visibleText(voice))' 음성이 없습니다. teller voices로 확인하세요."
    case .dispatcherSilent(let address):
      return "speech-dispatcher가 \(visibleText(address))에서 응답하지 않습니다."
    case .dispatcherUnreported(let began, let seconds):
      let what =
        began
        ? "speech-dispatcher가 메시지를 시작했지만 \(seconds)초 안에 끝났다고 알리지 않아서"
        : "speech-dispatcher가 두 메시지를 연달아 시작하지 않아서(마지막 메시지는 \(seconds)초"
          + " 기다렸습니다)"
      return what + " 음성이 들리지 않을 수 있습니다. " + Self.audioMayHaveFailed
        + " Teller는 메시지마다 말하는 데 걸릴 시간만큼만 기다리며 계속합니다."
    case .dispatcherStopped(let address, let milliseconds):
      return "\(visibleText(address))의 speech-dispatcher가 응답을 멈췄습니다(\(milliseconds) ms 동안"
        + " 응답 없음). " + Self.audioMayHaveFailed
    case .both(let first, let then): return text(first) + " " + text(then)
    }
  }

  /// Why speech-dispatcher may not speak, and what to look at.
  private static let audioMayHaveFailed =
    "오디오 출력이 실패했을 수 있습니다(PipeWire나 PulseAudio 같은 사운드 서버가 실행 중인가요?)."

  private func text(_ spawn: DispatcherSpawn) -> String {
    switch spawn {
    case .notLocal: "서버가 이 컴퓨터에 없어서 시작하지 않았습니다"
    case .couldNotStart(let program):
      "\(program) --spawn을 시작할 수 없습니다. speech-dispatcher를 설치하세요"
    case .timedOut(let program, let after): "\(program) --spawn이 \(after) 안에 끝나지 않았습니다"
    case .ran(let program): "\(program) --spawn을 실행했습니다"
    case .ended(let program, let ending): "\(program) --spawn이 \(ending)(으)로 끝났습니다"
    }
  }

  private func text(_ problem: SSIPProblem) -> String {
    switch problem {
    case .refused(let address, let reason): "\(visibleText(address))에서 응답이 없습니다(\(text(reason)))"
    case .timedOut(let address, let milliseconds):
      "\(visibleText(address))이(가) \(milliseconds)밀리초 안에 응답하지 않았습니다"
    case .closed(let address): "\(visibleText(address))이(가) 연결을 닫았습니다"
    case .system(let address, let reason): "\(visibleText(address)): \(text(reason))"
    case .malformedLine(let line): "서버가 SSIP가 아닌 줄을 보냈습니다: '\(visibleQuote(line))'"
    case .lineTooLong(let maximum): "서버가 \(maximum)바이트보다 긴 줄을 보냈습니다"
    case .unexpectedReply(let command, let reply):
      "'\(command)' 명령에 \(visibleQuote(reply)) 응답이 왔습니다"
    }
  }
}

extension KoreanWording {
  /// The Korean line a crash signal writes as it ends Teller: what
  /// happened and where a report goes, or that another process sent it.
  public func text(_ message: CrashMessage) -> String {
    switch message {
    case .crashed(let signal, let backtrace):
      let after =
        switch backtrace {
        case .follows: " Swift 런타임의 백트레이스가 이어집니다."
        case .askWith(let setting): " 백트레이스도 보내려면 이 환경 변수로 다시 실행하세요: \(setting)"
        }
      return "Teller가 \(cause(signal)) 비정상 종료되었습니다(\(signal.name)). 직전에 한 일을 "
        + "teller --version의 출력과 함께 Teller 관리자에게 알려 주세요." + after
    case .sent(let signal):
      return "다른 프로세스가 보낸 \(signal.name) 신호로 Teller가 끝났습니다. Teller의 오류는 아닙니다."
    }
  }

  /// What went wrong, as a crash signal says it, with its particle.
  private func cause(_ signal: CrashSignal) -> String {
    switch signal {
    case .abort: "내부 오류로"
    case .segmentationFault, .busError: "잘못된 메모리 접근으로"
    case .illegalInstruction, .trap: "내부 검사 실패로"
    case .arithmeticError: "산술 오류로"
    }
  }
}
