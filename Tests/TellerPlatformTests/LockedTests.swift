import Testing

@testable import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Locked state, monotonic deadlines, worker threads and their signal stacks")
struct LockedTests {
  @Test("A body changes the state and returns what it makes of it")
  func bodyChangesTheState() {
    let box = Locked([1, 2])
    let count = box.withLock { numbers in
      numbers.append(3)
      return numbers.count
    }
    #expect(count == 3)
    #expect(box.withLock { $0 } == [1, 2, 3])
  }

  @Test("A thrown error leaves the lock free")
  func thrownErrorLetsTheLockGo() {
    struct Refusal: Error {}
    let box = Locked(0)
    #expect(throws: Refusal.self) {
      try box.withLock { (_: inout Int) throws(Refusal) in throw Refusal() }
    }
    #expect(box.withLock { $0 } == 0)
  }

  @Test("A wait ends when another thread makes the state ready")
  func waitEndsWhenAnotherThreadChangesTheState() throws {
    let box = Locked(0)
    let worker = try #require(
      WorkerThread.start {
        for _ in 0..<100 { box.withLock { $0 += 1 } }
      })
    let seen = box.withLock(when: { $0 == 100 }) { $0 }
    #expect(seen == 100)
    #expect(worker.join(timeoutMilliseconds: 10_000))
  }

  @Test("A timed wait gives up at its deadline, and says the state is not ready")
  func timedWaitGivesUp() {
    let box = Locked(false)
    let start = Deadline.now
    let deadline = Deadline(millisecondsFromNow: 50)
    let ready = box.withLock(when: { $0 }, before: deadline) { _, isReady in isReady }
    #expect(!ready)
    #expect(deadline.hasPassed)
    #expect(start < deadline)
  }

  @Test("A timed wait that is ready at once does not wait")
  func timedWaitReadyAtOnce() {
    let box = Locked(true)
    let deadline = Deadline(millisecondsFromNow: 60_000)
    let ready = box.withLock(when: { $0 }, before: deadline) { _, isReady in isReady }
    #expect(ready)
    #expect(!deadline.hasPassed)
  }

  @Test("A deadline is on CLOCK_MONOTONIC, not the time of day")
  func deadlineIsMonotonic() {
    var monotonic = timespec()
    clock_gettime(CLOCK_MONOTONIC, &monotonic)
    let deadline = Deadline.now.timespec
    var after = timespec()
    clock_gettime(CLOCK_MONOTONIC, &after)
    #expect(deadline.tv_sec >= monotonic.tv_sec && deadline.tv_sec <= after.tv_sec)
    var realtime = timespec()
    clock_gettime(CLOCK_REALTIME, &realtime)
    // The time of day is decades past the machine's boot.
    #expect(realtime.tv_sec - deadline.tv_sec > 1_000_000)
  }

  @Test("A join with a time limit gives up while the body runs, then sees it end")
  func joinGivesUpThenSeesTheEnd() throws {
    let release = Locked(false)
    let worker = try #require(WorkerThread.start { release.withLock(when: { $0 }) { _ in } })
    #expect(!worker.join(timeoutMilliseconds: 20))
    release.withLock { $0 = true }
    let again = try #require(WorkerThread.start { release.withLock(when: { $0 }) { _ in } })
    #expect(again.join(timeoutMilliseconds: 10_000))
  }

  @Test("A worker thread runs on an alternate signal stack, given back at its end")
  func workerThreadHasASignalStack() throws {
    let seen = Locked<(has: Bool, second: Bool)?>(nil)
    let worker = try #require(
      WorkerThread.start {
        let has = SignalStack.currentThreadHasOne
        // A thread that has one keeps it.
        let second = SignalStack.provideForCurrentThread() == nil
        seen.withLock { $0 = (has, second) }
      })
    #expect(worker.join(timeoutMilliseconds: 10_000))
    let result = try #require(seen.withLock { $0 })
    #expect(result.has)
    #expect(result.second)
  }

  @Test("A stack given is taken back: the thread has none after")
  func stackGivenIsTakenBack() throws {
    let seen = Locked<(before: Bool, after: Bool)?>(nil)
    let worker = try #require(
      WorkerThread.start {
        // Take back the worker's own, then give and take one here.
        var current = stack_t()
        _ = sigaltstack(nil, &current)
        SignalStack.release(current.ss_sp)
        let none = !SignalStack.currentThreadHasOne
        let given = SignalStack.provideForCurrentThread()
        let has = SignalStack.currentThreadHasOne && given != nil
        SignalStack.release(given)
        seen.withLock { $0 = (none && has, !SignalStack.currentThreadHasOne) }
      })
    #expect(worker.join(timeoutMilliseconds: 10_000))
    let result = try #require(seen.withLock { $0 })
    #expect(result.before)
    #expect(result.after)
  }
}
