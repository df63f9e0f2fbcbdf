import TellerScreenReaderModel
import Testing

@Suite("The harness's configuration files")
struct ConfigurationTests {
  static let fenrir = """
    [sound]
    enabled=True
    [speech]
    driver=genericDriver
    #module=espeak
    rate=0.65
    [keyboard]
    interruptOnKeyPress=False
    """

  @Test(
    "INI settings: a key is replaced in its section only, commented lines stay, missing keys are added"
  )
  func ini() {
    let changed = IniSettings.changing(
      Self.fenrir,
      [
        .init("speech", "driver", "speechdDriver"), .init("speech", "module", "espeak-ng-paced"),
        .init("sound", "enabled", "False"), .init("keyboard", "interruptOnKeyPress", "True"),
        .init("remote", "enable", "False"),
      ])
    #expect(
      changed == """
        [sound]
        enabled=False
        [speech]
        module=espeak-ng-paced
        driver=speechdDriver
        #module=espeak
        rate=0.65
        [keyboard]
        interruptOnKeyPress=True
        [remote]
        enable=False
        """)
  }

  @Test("speechd.conf: the system's, its log level, audio and modules replaced by the paced module")
  func server() {
    let conf = PacedSpeechConfiguration.server(
      from:
        "LogLevel  3\nDefaultVolume 100\nAddModule \"espeak-ng\" \"sd_espeak-ng\"\nDefaultModule espeak-ng\n"
    )
    #expect(
      conf == """
        DefaultVolume 100

        LogLevel 5
        AudioOutputMethod "libao"
        AddModule "espeak-ng-paced" "sd_generic" "espeak-ng-paced.conf"
        DefaultModule espeak-ng-paced

        """)
  }

  @Test(
    "the module pipes eSpeak NG's WAV into the consumer and answers to every language readers set")
  func module() {
    let conf = PacedSpeechConfiguration.module(consumer: "/x/teller-paced-audio")
    #expect(conf.contains("--stdin --stdout | /x/teller-paced-audio\""))
    #expect(conf.contains("GenericRateAdd 170\nGenericRateMultiply 279\n"))
    for language in ["en", "en-us", "c"] {
      #expect(conf.contains("GenericLanguage \"\(language)\" \"en-us\" \"utf-8\""))
      #expect(conf.contains("AddVoice \"\(language)\" \"MALE1\" \"en-us\""))
      #expect(conf.contains("AddVoice \"\(language)\" \"FEMALE1\" \"en-us\""))
    }
    #expect(PacedSpeechConfiguration.wordsPerMinute(ssipRate: 0) == 170)
    #expect(PacedSpeechConfiguration.wordsPerMinute(ssipRate: 30) == 253)
    #expect(PacedSpeechConfiguration.wordsPerMinute(ssipRate: 100) == 449)
    #expect(PacedSpeechConfiguration.wordsPerMinute(ssipRate: -100) == 80)
  }

  @Test(
    "decimals without Foundation",
    arguments: [
      (1.005, 2, "1.00"), (2.5, 0, "3"), (-0.004, 2, "0.00"), (-1.25, 1, "-1.3"),
      (12.0, 3, "12.000"),
    ] as [(Double, Int, String)])
  func decimals(value: Double, places: Int, text: String) {
    #expect(Decimals.fixed(value, places) == text)
  }
}
