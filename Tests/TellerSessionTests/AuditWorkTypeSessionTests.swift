import TellerAccessibility
import TellerBank
import TellerSession
import TellerSounds
import TellerTestSupport
import Testing

/// A third work type, known to no line of the session's code, runs through
/// the screen as the seed types do: named in each language, tagged for a
/// rotor of its own, listed in the help, heard as a start.
@Suite("A third work type on the screen")
struct AuditWorkTypeSessionTests {
  let audit = AuditWorkType.type

  /// A session after one add, its step.
  func added(_ language: Language = .english) -> (Session, SessionStep) {
    var session = AuditWorkType.session(language)
    _ = session.start()
    let step = session.handle(.line("add", number: 1))
    return (session, step)
  }

  @Test("Its customers are labelled, shown and tagged as theirs, at their own clerk")
  func customers() throws {
    let (session, _) = added()
    let audits = session.tree.stops.filter { $0.tags == .customer(audit) }
    let auditCustomers =
      session.bank.waiting.filter { $0.workType == audit }
      + session.bank.processing.map(\.customer).filter { $0.workType == audit }
    #expect(audits.count == auditCustomers.count)
    let first = try #require(session.bank.processing.first { $0.customer.workType == audit })
    let element = try #require(
      session.tree.element(BankScreen.customerID(first.customer, in: session.bank)))
    let number = first.customer.number
    #expect(element.label == "Customer \(number), audit")
    #expect(element.shownLabel == "\(number) - Audit")
    #expect(element.value == "clerk 4")
    #expect(WorkType(customerTags: element.tags) == audit)
  }

  @Test("Its rotor comes after the seed types', and finds its customers, by name in any language")
  func rotor() throws {
    let (english, _) = added()
    #expect(
      english.navigator.customRotors.map(\.name)
        == ["Loan customers", "Deposit customers", "Audit customers"])
    var session = english
    let chosen = session.handle(.line("rotor audit customers", number: 2))
    #expect(chosen.first?.text == "Audit customers")
    let moved = session.handle(.line("down", number: 3))
    #expect(moved.screen.focusedElement?.tags == .customer(audit))
    var korean = added(.korean).0
    #expect(korean.navigator.customRotors.last?.name == "감사 고객")
    let korean1 = korean.handle(.line("rotor audit customers", number: 2))
    #expect(korean1.first?.text == "감사 고객")
    #expect(
      korean.handle(.line("down", number: 3)).screen.focusedElement?.label.contains("감사") == true)
  }

  @Test("The help lists its rotor, on the screen and read as lines")
  func help() throws {
    var keys = AuditWorkType.session(inputIsKeys: true, terminalView: .linear)
    _ = keys.start()
    let opened = keys.handle(.key(.character("?")))
    let line = try #require(opened.screen.tree.element("help.rotor.audit"))
    #expect(line.label == "Audit customers: customers with audit work")
    var lines = AuditWorkType.session(.korean)
    _ = lines.start()
    let said = lines.handle(.line("help", number: 1)).map(\.text)
    #expect(said.last == "감사 고객: 감사 업무 고객")
  }

  @Test("Its starts are heard: as the first type's sound, having none of its own")
  func sound() throws {
    var session = AuditWorkType.session()
    _ = session.start()
    let step = session.handle(.line("add", number: 1))
    let starts = step.cues.compactMap { cue -> Customer? in
      guard case .bank(let event) = cue, case .started(let customer, _) = event.kind else {
        return nil
      }
      return customer
    }
    let started = try #require(starts.first { $0.workType == audit })
    let cue = try #require(
      step.cues.first {
        guard case .bank(let event) = $0, case .started(started, _) = event.kind else {
          return false
        }
        return true
      })
    #expect(cue.icon == SoundIcon.started(.deposit))
  }
}
