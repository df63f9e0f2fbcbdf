import TellerAccessibility
import TellerBank
import TellerSession
import Testing

@Suite("Speaking time")
struct SpeakingTimeTests {
  /// Teller's lines with the length eSpeak NG 1.51 gives them
  /// (`espeak-ng -v en-us|ko -s WPM -w out.wav`, frames over rate), in
  /// milliseconds.
  static let measured: [(String, Language, Int, Int64)] = [
    ("Teller. Press n for next, p for previous, question mark for help.", .english, 175, 4864),
    ("Teller, heading level 1", .english, 175, 1873),
    ("10 customers added, 7 waiting; customers 1, 2 and 4 started", .english, 175, 5010),
    ("Customers 1 and 2 finished; customers 3 and 6 started", .english, 175, 4315),
    ("Waiting, 5 customers, heading level 2", .english, 175, 2992),
    ("Status, 5 waiting, 3 being served, work time 1 second", .english, 175, 4374),
    ("Add 10 customers, button, Adds 10 customers to the waiting line", .english, 175, 4323),
    ("Reset, button, Clears both lines and the work time", .english, 175, 3660),
    ("Customer 5, loan, 1 of 5", .english, 175, 2721),
    ("Customer 4, loan, clerk 3, 1 of 3", .english, 175, 3401),
    ("All customers served: 10 customers in 3.3 seconds", .english, 175, 4070),
    ("Bank idle, work time 3.3 seconds", .english, 175, 3119),
    ("Reset. Both lines are empty.", .english, 175, 2259),
    (
      "Customer 11 finished; customer 17 started and finished; customer 19 started", .english, 175,
      5802
    ),
    ("Customer 100000, deposit, 99999 of 100000", .english, 175, 6537),
    ("Work time, 1 minute 2.5 seconds", .english, 175, 3142),
    ("Unknown key F1, press question mark for help", .english, 175, 3321),
    ("Processing, 3 customers, heading level 2, rotor: Headings", .english, 175, 4449),
    ("Error: Not while the help is open; Escape closes it", .english, 175, 3646),
    ("Customers 1997 and 2003 finished; 12 customers started", .english, 175, 5778),
    ("Teller. 다음은 n, 이전은 p, 도움말은 물음표 키를 누르세요.", .korean, 175, 4921),
    ("Teller 은행창구, 제목 수준 1", .korean, 175, 2767),
    ("고객 10명 추가, 대기 7명. 1, 2, 4번 고객 업무 시작", .korean, 175, 6232),
    ("1, 2번 고객 업무 완료. 3, 6번 고객 업무 시작", .korean, 175, 5210),
    ("대기중, 5명, 제목 수준 2", .korean, 175, 2869),
    ("현황, 대기중 5명, 업무중 3명, 업무시간 1초", .korean, 175, 5274),
    ("고객 10명 추가, 버튼, 대기줄에 고객 10명을 추가합니다", .korean, 175, 5630),
    ("5번 고객, 대출, 5개 중 1번째", .korean, 175, 3542),
    ("모든 고객 업무 완료: 고객 10명, 업무시간 3.3초", .korean, 175, 5487),
    ("초기화. 대기중과 업무중 목록이 모두 비었습니다.", .korean, 175, 4176),
    ("100000번 고객, 예금, 100000개 중 99999번째", .korean, 175, 6666),
    ("알 수 없는 키 F1, 도움말은 물음표 키", .korean, 175, 3511),
    ("Teller. Press n for next, p for previous, question mark for help.", .english, 250, 3229),
    ("Teller, heading level 1", .english, 250, 1214),
    ("10 customers added, 7 waiting; customers 1, 2 and 4 started", .english, 250, 3337),
    ("Customers 1 and 2 finished; customers 3 and 6 started", .english, 250, 2953),
    ("Waiting, 5 customers, heading level 2", .english, 250, 1933),
    ("Status, 5 waiting, 3 being served, work time 1 second", .english, 250, 2880),
    ("Add 10 customers, button, Adds 10 customers to the waiting line", .english, 250, 2986),
    ("Reset, button, Clears both lines and the work time", .english, 250, 2455),
    ("Customer 5, loan, 1 of 5", .english, 250, 1775),
    ("Customer 4, loan, clerk 3, 1 of 3", .english, 250, 2177),
    ("All customers served: 10 customers in 3.3 seconds", .english, 250, 2826),
    ("Bank idle, work time 3.3 seconds", .english, 250, 2111),
    ("Reset. Both lines are empty.", .english, 250, 1456),
    (
      "Customer 11 finished; customer 17 started and finished; customer 19 started", .english, 250,
      4024
    ),
    ("Customer 100000, deposit, 99999 of 100000", .english, 250, 4602),
    ("Work time, 1 minute 2.5 seconds", .english, 250, 2138),
    ("Unknown key F1, press question mark for help", .english, 250, 2269),
    ("Processing, 3 customers, heading level 2, rotor: Headings", .english, 250, 2920),
    ("Error: Not while the help is open; Escape closes it", .english, 250, 2399),
    ("Customers 1997 and 2003 finished; 12 customers started", .english, 250, 4073),
    ("Teller. 다음은 n, 이전은 p, 도움말은 물음표 키를 누르세요.", .korean, 250, 3204),
    ("Teller 은행창구, 제목 수준 1", .korean, 250, 1854),
    ("고객 10명 추가, 대기 7명. 1, 2, 4번 고객 업무 시작", .korean, 250, 4020),
    ("1, 2번 고객 업무 완료. 3, 6번 고객 업무 시작", .korean, 250, 3387),
    ("대기중, 5명, 제목 수준 2", .korean, 250, 1813),
    ("현황, 대기중 5명, 업무중 3명, 업무시간 1초", .korean, 250, 3526),
    ("고객 10명 추가, 버튼, 대기줄에 고객 10명을 추가합니다", .korean, 250, 3795),
    ("5번 고객, 대출, 5개 중 1번째", .korean, 250, 2242),
    ("모든 고객 업무 완료: 고객 10명, 업무시간 3.3초", .korean, 250, 3660),
    ("초기화. 대기중과 업무중 목록이 모두 비었습니다.", .korean, 250, 2840),
    ("100000번 고객, 예금, 100000개 중 99999번째", .korean, 250, 4271),
    ("알 수 없는 키 F1, 도움말은 물음표 키", .korean, 250, 2301),
  ]

  @Test("Within half a second of eSpeak NG on Teller's lines, and never far short")
  func matchesESpeak() {
    var squares: Int64 = 0
    for (text, language, rate, real) in Self.measured {
      let estimate = SpeakingTime.estimate(text, language: language, wordsPerMinute: rate)
      let error = estimate.milliseconds - real
      squares += error * error
      #expect(error > -1_400 && error < 1_800, "\(text) at \(rate): \(estimate) for \(real) ms")
    }
    let rms = Double(squares / Int64(Self.measured.count)).squareRoot()
    #expect(rms < 550, "root mean square error \(rms) ms")
  }

  @Test("Numbers are the words they are read as, in English and Korean")
  func numbers() {
    func words(_ text: String, _ language: Language = .english) -> Int {
      SpeakingTime.count(text, language: language).centiwords
    }
    #expect(words("7") == 100)
    #expect(words("17") == 100)
    #expect(words("42") == 200)
    #expect(words("100") == 200)
    #expect(words("100000") == 300)
    #expect(words("100,000") == 300)
    #expect(words("99999") == 700)
    #expect(words("3.3") == 300, "three point three")
    #expect(words("10", .korean) == 65, "십")
    #expect(words("99999", .korean) == 9 * 65, "구만구천구백구십구")
    #expect(words("100000", .korean) == 2 * 65, "십만")
    #expect(words("BRLTTY") == 360, "spelled")
    #expect(words("Customer 5, loan") == 300)
    #expect(SpeakingTime.count("a, b; c. d", language: .english).pauseMilliseconds == 1_100)
    #expect(SpeakingTime.count("Reset.", language: .english).pauseMilliseconds == 0)
  }

  @Test("Faster rates take less time; the assumed rate is 175 words a minute")
  func rates() {
    let line = "Customers 1 and 2 finished; customers 3 and 6 started"
    let slow = SpeakingTime.estimate(line, language: .english)
    let fast = SpeakingTime.estimate(line, language: .english, wordsPerMinute: 350)
    #expect(SpeakingTime.assumedWordsPerMinute == 175)
    #expect(slow == SpeakingTime.estimate(line, language: .english, wordsPerMinute: 175))
    #expect(fast.nanoseconds * 2 == slow.nanoseconds)
    #expect(SpeakingTime.estimate("", language: .english) == .milliseconds(300))
  }
}
