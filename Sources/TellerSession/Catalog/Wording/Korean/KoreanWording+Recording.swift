extension KoreanWording {
  /// The Korean words of the recording's problems and the voices' listing.
  public func text(_ message: RecordingMessage) -> String {
    switch message {
    case .cannotCreate(let path, let reason): "--speech-wav: '\(path)' 파일을 만들 수 없습니다: \(reason)."
    case .cannotWrite(let path, let reason): "--speech-wav: '\(path)' 파일에 쓸 수 없습니다: \(reason)."
    case .stopsHere: "녹음은 여기서 멈춥니다."
    case .incomplete: "--speech-wav: 녹음이 다 쓰이지 않았습니다."
    case .voicesHeading(let engine, let count):
      "\(engine): 음성 \(count)개. --voice에는 콜론 앞의 이름을 주세요."
    }
  }
}
