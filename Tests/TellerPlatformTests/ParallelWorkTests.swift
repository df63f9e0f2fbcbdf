import Testing

@testable import TellerPlatform

/// Work spread over threads comes back in order, whatever the threads.
@Suite("Parallel work")
struct ParallelWorkTests {
  @Test("Results in the items' order with 1, 2 and more threads than items; none for none")
  func order() {
    let items = Array(0..<200)
    let expected = items.map { $0 * $0 }
    for threads in [1, 2, 3, 500] {
      #expect(ParallelWork.map(items, threads: threads) { $0 * $0 } == expected)
    }
    #expect(ParallelWork.map([Int](), threads: 2) { $0 }.isEmpty)
    #expect(ParallelWork.map([7], threads: 0) { $0 + 1 } == [8])
  }

  @Test("Work runs on more than one thread when asked: two pieces wait for each other")
  func concurrent() {
    // Each piece waits until both have started; on one thread this would
    // never end, so the second piece gives up after a deadline and says so.
    let started = Locked(0)
    let met = ParallelWork.map([0, 1], threads: 2) { _ in
      started.withLock { $0 += 1 }
      return started.withLock(when: { $0 == 2 }, before: Deadline(millisecondsFromNow: 5_000)) {
        _, ready in ready
      }
    }
    #expect(met == [true, true])
  }

  @Test("The processors online are at least one")
  func processors() {
    #expect(ParallelWork.processors >= 1)
  }
}
