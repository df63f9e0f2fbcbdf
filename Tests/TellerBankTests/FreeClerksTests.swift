import Testing

@testable import TellerBank

/// A lane's free clerks, lowest first, in one word and beyond it.
@Suite("Free clerks")
struct FreeClerksTests {
  @Test(
    "Taken lowest first, freed in any order, across word edges",
    arguments: [0, 1, 63, 64, 65, 130, 1000])
  func lowestFirst(clerks: Int) {
    var free = FreeClerks(clerks: clerks)
    #expect(free.count == clerks && free.isEmpty == (clerks == 0))
    let taken = (0..<clerks).map { _ in free.takeLowest() }
    #expect(taken == Array(0..<clerks))
    #expect(free.isEmpty)
    // Freed in a scrambled order, they come back lowest first.
    var random = SplitMix64(seed: UInt64(clerks))
    var order = Array(0..<clerks)
    order.shuffle(using: &random)
    for clerk in order.prefix(clerks / 2) { free.free(clerk) }
    let back = (0..<(clerks / 2)).map { _ in free.takeLowest() }
    #expect(back == order.prefix(clerks / 2).sorted())
  }

  @Test("A bank of 130 clerks of one type serves 300 customers with each clerk in turn")
  func bigLane() {
    var configuration = BankConfiguration()
    configuration[.deposit].clerks = 130
    configuration[.loan].share = 0
    var bank = Bank(configuration: configuration)
    let events = bank.addCustomers(300) + bank.advance(to: .seconds(10))
    let starts = events.compactMap { event -> Int? in
      if case .started(_, let clerk) = event.kind { return clerk }
      return nil
    }
    // 130 start at once on clerks 1 to 130, then each finish frees its
    // clerk for the next in line, in clerk order.
    #expect(starts.count == 300)
    #expect(Array(starts.prefix(260)) == Array(1...130) + Array(1...130))
    #expect(Array(starts.suffix(40)) == Array(1...40))
  }
}
