import TellerArguments
import TellerBank
import TellerCommands
import TellerSession
import TellerTestSupport
import TellerWording
import Testing

/// Model options → BankConfiguration, shared by `teller` and `simulate`.
@Suite("Bank options")
struct BankOptionsTests {
  static func configuration(
    _ words: [String], command: [String] = ["simulate"]
  ) throws(UsageError) -> BankConfiguration {
    try BankOptions.configuration(from: CommandTable.parser.parse(command + words))
  }

  /// The message of the usage error the words cause, or nil if none.
  static func error(_ words: [String], command: [String] = ["simulate"]) -> String? {
    do {
      _ = try configuration(words, command: command)
      return nil
    } catch {
      return Catalog.english.message(for: error)
    }
  }

  @Test("Nothing given: the exercise's defaults")
  func defaults() throws {
    #expect(try BankOptionsTests.configuration([]) == BankConfiguration())
  }

  @Test("Every option given")
  func everything() throws {
    let c = try BankOptionsTests.configuration([
      "--seed", "7", "--deposit-clerks", "3", "--loan-clerks", "2", "--deposit-time", "0.5",
      "--loan-time", "1.25", "--loan-share", "0.3",
    ])
    #expect(
      c
        == BankConfiguration.exercise(
          depositClerks: 3, loanClerks: 2, depositTime: .milliseconds(500),
          loanTime: .milliseconds(1250), loanShare: 0.3, seed: 7))
  }

  @Test("--batch for the interactive teller: default 10, 1 to 1000")
  func batch() throws {
    #expect(try BankOptionsTests.configuration([], command: []).batchSize == 10)
    #expect(try BankOptionsTests.configuration(["--batch", "1"], command: []).batchSize == 1)
    #expect(try BankOptionsTests.configuration(["--batch", "25"], command: []).batchSize == 25)
    #expect(
      BankOptionsTests.error(["--batch", "0"], command: [])
        == "--batch must be a whole number from 1 to 1000; got '0'.")
  }

  @Test(
    "Bad values name the flag and the allowed range",
    arguments: [
      (
        ["--deposit-clerks", "-1"],
        "--deposit-clerks must be a whole number from 0 to 1000; got '-1'."
      ),
      (["--loan-clerks", "x"], "--loan-clerks must be a whole number from 0 to 1000; got 'x'."),
      (
        ["--loan-clerks", "1001"],
        "--loan-clerks must be a whole number from 0 to 1000; got '1001'."
      ),
      (
        ["--deposit-time", "0"], "--deposit-time must be a number greater than 0 to 3600; got '0'."
      ),
      (["--loan-time", "-1"], "--loan-time must be a number greater than 0 to 3600; got '-1'."),
      (["--loan-time", "nan"], "--loan-time must be a number greater than 0 to 3600; got 'nan'."),
      (["--loan-share", "1.5"], "--loan-share must be a number from 0 to 1; got '1.5'."),
      (["--loan-share", "-0.1"], "--loan-share must be a number from 0 to 1; got '-0.1'."),
      (
        ["--seed", "-3"], "--seed must be a whole number from 0 to 18446744073709551615; got '-3'."
      ),
    ])
  func badValues(words: [String], message: String) {
    #expect(BankOptionsTests.error(words) == message)
  }

  @Test("A service time below one nanosecond is refused")
  func tinyServiceTime() throws {
    let message = BankOptionsTests.error(["--deposit-time", "1e-12"])
    #expect(message?.hasPrefix("--deposit-time must be a number greater than 0 to 3600") == true)
    #expect(
      try BankOptionsTests.configuration(["--deposit-time", "1e-9"]).serviceTime(for: .deposit)
        .nanoseconds == 1)
  }

  @Test("Zero clerks only for a work type nobody comes for")
  func zeroClerks() throws {
    let noLoans = try BankOptionsTests.configuration(["--loan-clerks", "0", "--loan-share", "0"])
    #expect(noLoans.clerks(for: .loan) == 0)
    let noDeposits = try BankOptionsTests.configuration([
      "--deposit-clerks", "0", "--loan-share", "1",
    ])
    #expect(noDeposits.clerks(for: .deposit) == 0)
    #expect(
      BankOptionsTests.error(["--loan-clerks", "0"])?.hasPrefix(
        "--loan-clerks must be a whole number from 1 to 1000 while loan customers come") == true)
    #expect(
      BankOptionsTests.error(["--deposit-clerks", "0", "--loan-share", "0.99"])?.hasPrefix(
        "--deposit-clerks must be a whole number from 1 to 1000 while deposit customers come")
        == true)
    #expect(BankOptionsTests.error(["--deposit-clerks", "0", "--loan-clerks", "0"]) != nil)
  }
}
