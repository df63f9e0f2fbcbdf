import TellerText

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
    case .both(let first, let then): return text(first) + " " + text(then)
    }
  }

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
    case .refused(let address, let reason): "\(visibleText(address))에서 응답이 없습니다(\(reason))"
    case .timedOut(let address, let milliseconds):
      "\(visibleText(address))이(가) \(milliseconds)밀리초 안에 응답하지 않았습니다"
    case .closed(let address): "\(visibleText(address))이(가) 연결을 닫았습니다"
    case .system(let address, let reason): "\(visibleText(address)): \(reason)"
    case .malformedLine(let line): "서버가 SSIP가 아닌 줄을 보냈습니다: '\(visibleQuote(line))'"
    case .lineTooLong(let maximum): "서버가 \(maximum)바이트보다 긴 줄을 보냈습니다"
    case .unexpectedReply(let command, let reply):
      "'\(command)' 명령에 \(visibleQuote(reply)) 응답이 왔습니다"
    }
  }
}
