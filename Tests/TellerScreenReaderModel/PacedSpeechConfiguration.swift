/// The configuration of a private speech-dispatcher whose speech takes as
/// long as it lasts: a copy of the system's, with every SSIP line logged
/// (`LogLevel 5`) and a default module `espeak-ng-paced`, an `sd_generic`
/// module running `espeak-ng --stdout` into a program that consumes the WAV
/// at its own byte rate of wall time.
public enum PacedSpeechConfiguration {
  /// The module's name.
  public static let module = "espeak-ng-paced"

  /// `speechd.conf`: the system's, without its `LogLevel`,
  /// `AudioOutputMethod`, `DefaultModule` and `AddModule` lines, then the
  /// paced module as the default. Audio goes to libao, which has a null
  /// device: the module plays nothing itself, but speech-dispatcher opens
  /// an output for it and aborts without one.
  public static func server(from system: String) -> String {
    let dropped = ["LogLevel", "AudioOutputMethod", "DefaultModule", "AddModule"]
    let kept = system.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      !dropped.contains { line.hasPrefix($0) }
    }
    let added = [
      "LogLevel 5",
      "AudioOutputMethod \"libao\"",
      "AddModule \"\(module)\" \"sd_generic\" \"\(module).conf\"",
      "DefaultModule \(module)",
    ]
    return (kept.map(String.init) + added).joined(separator: "\n") + "\n"
  }

  /// The languages the module answers to: what the screen readers set
  /// (`en`, `en-us`, and `c` for clients that say `SET self LANGUAGE C`),
  /// all spoken by eSpeak NG's `en-us` voice.
  public static let languages = ["en", "en-us", "en-gb", "c"]

  /// The voice types a client can ask for (`SET self VOICE_TYPE`).
  public static let voiceTypes = [
    "MALE1", "MALE2", "MALE3", "FEMALE1", "FEMALE2", "FEMALE3", "CHILD_MALE", "CHILD_FEMALE",
  ]

  /// eSpeak NG's rate in words a minute for an SSIP rate (−100 to 100), as
  /// the module's `GenericRateAdd` and `GenericRateMultiply` turn one into
  /// the other, within the 80 to 450 eSpeak NG speaks at.
  public static func wordsPerMinute(ssipRate rate: Int) -> Int {
    min(450, max(80, 170 + rate * 279 / 100))
  }

  /// `espeak-ng-paced.conf`: the module's command and voices.
  ///
  /// - Parameter consumer: the program that reads a WAV on standard input
  ///   at its byte rate of wall time, an absolute path.
  ///
  /// With `GenericRateAdd 170` and `GenericRateMultiply 279` (hundredths),
  /// speech-dispatcher's rate 0 is eSpeak NG's 170 words a minute and 100
  /// is 449; eSpeak NG speaks no slower than 80.
  public static func module(consumer: String) -> String {
    var lines = [
      "GenericExecuteSynth \"printf %s \\'$DATA\\' | espeak-ng -v $VOICE -s $RATE -p $PITCH --stdin --stdout | \(consumer)\"",
      "GenericCmdDependency \"espeak-ng\"",
      "GenericRateAdd 170",
      "GenericRateMultiply 279",
    ]
    for language in languages {
      lines.append("GenericLanguage \"\(language)\" \"en-us\" \"utf-8\"")
      for voice in voiceTypes { lines.append("AddVoice \"\(language)\" \"\(voice)\" \"en-us\"") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
