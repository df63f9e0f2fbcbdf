import TellerPlatform
import Testing

@testable import TellerSpeech

/// A gate a fake lookup waits at until the test opens it.
private final class Gate: Sendable {
  private let isOpen = Locked(false)

  func wait() { isOpen.withLock(when: { $0 }) { _ in } }

  func openIt() { isOpen.withLock { $0 = true } }
}

@Suite("Host lookups for inet_socket: bounded by the connection's timeout")
struct HostLookupTests {
  @Test("A resolver that does not answer in time is left behind: timed out")
  func slowResolver() {
    let gate = Gate()
    let outcome = HostLookup.addresses(timeoutMilliseconds: 50) {
      gate.wait()
      return .failed(.other("late"))
    }
    gate.openIt()
    guard case .timedOut = outcome else {
      Issue.record("\(outcome)")
      return
    }
  }

  @Test("A resolver that answers in time gives its answer")
  func quickResolver() {
    let outcome = HostLookup.addresses(timeoutMilliseconds: 5_000) {
      .found([HostLookup.Address(family: 2, bytes: [1, 2])])
    }
    guard case .found(let addresses) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(addresses.map(\.bytes) == [[1, 2]])
  }

  @Test("A real lookup: localhost has an address; a name that cannot exist fails with a reason")
  func realLookups() {
    guard
      case .found(let addresses) = HostLookup.addresses(
        host: "localhost", port: 6560, timeoutMilliseconds: 10_000)
    else {
      Issue.record("localhost was not found")
      return
    }
    #expect(!addresses.isEmpty)
    if case .found = HostLookup.addresses(
      host: "no-such-host.invalid", port: 6560, timeoutMilliseconds: 10_000)
    {
      Issue.record("an .invalid name was found")
    }
  }
}
