import TellerAccessibility
import TellerArguments
import Testing

@testable import TellerSession
@testable import TellerWording

@Suite("Usage errors in the user's language")
struct UsageLanguageTests {
  @Test(
    "The language of a command line's mistakes",
    arguments: [
      ([String](), nil as String?, Language.english),
      ([], "ko_KR.UTF-8", .korean),
      (["--lang", "ko"], nil, .korean),
      (["--lang=ko", "--frob"], "C.UTF-8", .korean),
      (["--lang", "en"], "ko_KR.UTF-8", .english),
      (["--lang", "xx"], "ko_KR.UTF-8", .korean),
      (["--lang"], "ko", .korean),
      (["--", "--lang", "ko"], "C", .english),
      (["simulate", "--lang", "ko"], nil, .korean),
    ])
  func language(_ arguments: [String], _ locale: String?, _ expected: Language) {
    #expect(Language.ofCommandLine(arguments, locale: locale) == expected)
  }

  @Test("Every problem has a message and a hint in both languages, with the values quoted")
  func everyProblem() {
    for message in UsageMessage.samples {
      let english = Catalog.english[message]
      let korean = Catalog.korean[message]
      #expect(!english.isEmpty && !korean.isEmpty, "\(message)")
      #expect(english != korean, "\(message)")
    }
    let error = UsageError(.unknownOption("frob"), command: "teller simulate")
    #expect(Catalog.english.usageHint(for: error) == "Run 'teller simulate --help' for usage.")
    #expect(Catalog.korean.usageHint(for: error) == "사용법은 'teller simulate --help'로 확인하세요.")
  }

  @Test("The bank's own problems name the option at fault, for the configuration file")
  func bankProblemOption() {
    func option(_ problem: BankUsageProblem) -> String? { UsageError(problem).problem.option }
    let noLoans = BankUsageProblem.NoCustomers.share(option: "loan-share", value: "0")
    #expect(
      option(.clerksNeeded(.loan, option: "loan-clerks", unless: noLoans, upper: 9))
        == "loan-clerks")
    #expect(
      option(.clerksNeeded(.deposit, option: "deposit-clerks", unless: noLoans, upper: 9))
        == "deposit-clerks")
    #expect(
      option(.serviceTimeTooShort(option: "loan-time", upperSeconds: 1, value: "0")) == "loan-time")
    #expect(option(.runTooLong(customers: 1, limitSeconds: 1)) == nil)
  }

  @Test("English messages keep their wording")
  func englishWording() {
    let en = Catalog.english
    func message(_ problem: UsageError.Problem) -> String {
      en.message(for: UsageError(problem, command: "teller"))
    }
    func message(_ problem: BankUsageProblem) -> String {
      en.message(for: UsageError(problem, command: "teller"))
    }
    #expect(message(.unknownOption("frob")) == "Unknown option '--frob' for 'teller'.")
    #expect(
      message(.unknownOption("reduce-motions", suggestion: "reduce-motion"))
        == "Unknown option '--reduce-motions' for 'teller'; did you mean '--reduce-motion'?")
    #expect(
      message(.noSuchSubcommand("simulat", choices: ["a", "b"], suggestion: "simulate"))
        == "'teller' has no subcommand 'simulat'; did you mean 'simulate'?")
    #expect(
      Catalog.korean.message(
        for: UsageError(.unknownOption("reduce-motions", suggestion: "reduce-motion")))
        == "'teller'에는 '--reduce-motions' 옵션이 없습니다. '--reduce-motion'을(를) 뜻했나요?")
    #expect(
      Catalog.korean.message(
        for: UsageError(.noSuchSubcommand("simulat", choices: ["a"], suggestion: "simulate")))
        == "'teller'에는 'simulat' 하위 명령이 없습니다. 'simulate'을(를) 뜻했나요?")
    #expect(
      message(.notLongOption("-x")) == "Unknown option '-x'. Options are long, such as --help.")
    #expect(
      message(.noSuchSubcommand("walk", choices: ["a", "b"]))
        == "'teller' has no subcommand 'walk'; choose one of a, b.")
    #expect(
      message(
        .notANumber(
          option: "t", range: .init(lower: 0, includesLower: false, upper: nil), value: "0"))
        == "--t must be a number greater than 0; got '0'.")
    #expect(
      message(
        BankUsageProblem.clerksNeeded(
          .loan, option: "loan-clerks", unless: .share(option: "loan-share", value: "0"), upper: 9))
        == "--loan-clerks must be a whole number from 1 to 9 while loan customers come "
        + "(0 only with --loan-share 0); got '0'.")
    #expect(
      message(
        BankUsageProblem.clerksNeeded(
          .deposit, option: "deposit-clerks",
          unless: .sharesAddUpToOne(["loan-share", "audit-share"]), upper: 9))
        == "--deposit-clerks must be a whole number from 1 to 9 while deposit customers come "
        + "(0 only with --loan-share and --audit-share adding up to 1); got '0'.")
    #expect(
      message(BankUsageProblem.sharesOverOne(options: ["loan-share", "audit-share"], total: "1.2"))
        == "--loan-share and --audit-share must add up to at most 1; got 1.2.")
  }
}
