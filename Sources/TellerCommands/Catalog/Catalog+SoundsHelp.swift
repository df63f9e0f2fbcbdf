import TellerSession
import TellerSpeechModel

extension Catalog {
  /// The Korean sentences of the sound options and of `teller sounds`, by
  /// their English; ``helpTranslation`` merges them in.
  static let koreanSoundsHelp: [String: String] = [
    SpeechOptionTable.soundIcons.spec.help:
      "off, on(업무 시작·완료, 고객 추가, 모든 고객 업무 완료, 끝, 오류를 알리는 소리 아이콘; "
      + "목록이 놓인 대로 왼쪽과 오른쪽) 또는 mono(기본값 off).",
    SessionOptionTable.announce.spec.help:
      "all, 또는 summaries: 업무 시작과 완료는 소리에 맡기고, 말은 대기 인원을 "
      + "많아야 3초에 한 번 알립니다(기본값 all).",
    "Play each sound icon after its name, to learn them; or write them into a WAV file.":
      "소리 아이콘마다 이름을 말한 뒤 들려주어 익히게 합니다. 또는 WAV 파일에 씁니다.",
    "Write the sounds and their names into a WAV file.": "소리와 그 이름을 WAV 파일에 씁니다.",
    "on (left and right, as the lists sit) or mono (default on).":
      "on(목록이 놓인 대로 왼쪽과 오른쪽) 또는 mono(기본값 on).",
  ]
}
