import TellerText

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
