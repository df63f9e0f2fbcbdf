import TellerSounds
import TellerText

extension KoreanWording {
  /// The Korean words of the audio graph.
  public func text(_ message: AudioGraphMessage) -> String {
    switch message {
    case .sentence(let facts):
      let day = text(SimulateMessage.span(facts.span))
      let extremes =
        facts.peak == 0
        ? "기다린 고객이 없었습니다."
        : "가장 많을 때 \(groupedNumber(facts.peak))명, "
          + "\(text(SimulateMessage.span(facts.peakAt))) 시점."
      let scale =
        facts.standardScale
        ? "고객 한 명마다 반음씩 높아집니다." : "가장 많을 때가 빈 줄보다 두 옥타브 높습니다."
      let tick = facts.tick.map { "\(Self.every($0)) 똑딱 소리, " } ?? "똑딱 소리 없이, "
      return "\(day) 동안 기다린 고객 수: \(extremes) \(tick)\(scale)"
    case .nothingToHear: return "지난 시간이 없어 들려줄 그래프가 없습니다."
    case .lessonHeading:
      return "오디오 그래프: 기다리는 줄의 길이를 시간에 따른 음높이로, 한 시간마다 똑딱 소리, "
        + "업무 중인 직원은 오른쪽의 낮은 소리로 들려줍니다. 세 가지 하루를 이름을 말한 뒤 들려줍니다:"
    case .example(.rising): return "늘어나는 줄"
    case .example(.falling): return "줄어드는 줄"
    case .example(.steady): return "일정한 줄"
    case .exampleDescription(.rising): return "네 시간 동안 음이 한 옥타브 올라갑니다"
    case .exampleDescription(.falling):
      return "음이 한 옥타브 내려가고, 직원이 쉬게 되면서 낮은 소리도 내려갑니다"
    case .exampleDescription(.steady): return "음이 반음 안에서 흔들리며 그대로 머뭅니다"
    case .cannotCreate(let option, let path, let reason):
      return "--\(option): '\(path)' 파일을 만들 수 없습니다: \(text(reason))."
    case .cannotWrite(let option, let path, let reason):
      return "--\(option): '\(path)' 파일에 쓸 수 없습니다: \(text(reason))."
    case .withoutSentence: return "문장 없이 그래프만 들려줍니다."
    case .written(let path, let seconds): return "오디오 그래프: \(path), \(seconds)초"
    case .manual(let facts):
      let key =
        facts.key.map {
          " 세션에서는 \($0) 키가 지금까지의 하루를 같은 방식으로 소리 재생기로 들려주고, 아무 키나 "
            + "누르면 멈춥니다. --\(facts.recording)는 이것도 녹음합니다."
        } ?? ""
      return "오디오 그래프로 하루 전체를 몇 초 만에 들을 수 있습니다. \(facts.command) "
        + "--\(facts.option) FILE은 이를 WAV 파일에 씁니다: 먼저 한 문장이 하루의 길이, 가장 많이 "
        + "기다린 고객 수와 그 시점을 말하고, 이어서 기다리는 줄이 시간에 따른 음높이로 "
        + "--\(facts.secondsOption)초(기본 \(facts.seconds)초) 안에 압축되어 들립니다. 빈 줄은 "
        + "220헤르츠이고 기다리는 고객 한 명마다 반음씩 높아져, 줄의 같은 차이는 같은 음높이 차이입니다. "
        + "최대가 24명을 넘는 날은 두 옥타브를 고르게 나눕니다. 한 시간마다(훨씬 짧거나 긴 날은 더 "
        + "알맞은 단위마다) 부드러운 똑딱 소리가 나고, 업무 중인 직원은 오른쪽의 더 작고 낮은 "
        + "소리입니다. 문장은 eSpeak NG가 말하며, 없으면 그래프만 들리고 문장은 출력됩니다.\(key) "
        + "\(facts.lesson)는 늘어나는 줄, 줄어드는 줄, 일정한 줄의 세 가지 예로 끝납니다."
    }
  }

  /// How often a graph ticks: "한 시간마다".
  private static func every(_ tick: GraphTick) -> String {
    switch tick {
    case .second: "1초마다"
    case .tenSeconds: "10초마다"
    case .minute: "1분마다"
    case .tenMinutes: "10분마다"
    case .hour: "한 시간마다"
    case .day: "하루마다"
    case .week: "한 주마다"
    }
  }
}
