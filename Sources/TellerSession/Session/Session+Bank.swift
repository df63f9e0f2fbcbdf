import TellerAccessibility
import TellerBank
import TellerInput
import TellerSounds

/// The bank: adding customers, resetting, and letting model time pass.
///
/// Every batch of bank events is announced first, then becomes one update
/// of the screen: only the customers who moved, the lists' headings, the
/// status and the work time change.
extension Session {
  mutating func runBank(_ command: SessionCommand, line: Int?) -> [OutputRecord] {
    switch command {
    case .addCustomers:
      return addCustomers()
    case .reset:
      return reset()
    case .wait(let span):
      guard span <= Session.longestTime - now else {
        if line != nil { badLines += 1 }
        return [error(.waitTooLong(line: line))]
      }
      return advanceRecords(to: now + span)
    case .waitIdle:
      var out: [OutputRecord] = []
      while let wake = nextWakeTime { out += release(upTo: wake) }
      return out + apply(BankScreen.timeUpdate(bank: bank, in: navigator.tree, catalog: catalog))
    default:
      return []
    }
  }

  /// Adds a batch of customers, or as many as the bank has room for: a
  /// bank at its most customers (``SessionSettings/customerLimit``) says
  /// so first, with how many it added and that a reset makes room.
  mutating func addCustomers() -> [OutputRecord] {
    let batch = settings.bank.batchSize
    let room = max(0, settings.customerLimit - bank.customerCount)
    guard room < batch else { return changeBank { $0.addCustomers(batch) } }
    let full = error(
      .customerLimitReached(
        added: room, asked: batch, limit: settings.customerLimit, byKey: settings.inputIsKeys))
    return room == 0 ? [full] : [full] + changeBank { $0.addCustomers(room) }
  }

  mutating func reset() -> [OutputRecord] {
    changeBank { $0.reset() }
  }

  /// Opens or closes the help over the bank.
  mutating func toggleHelp() -> [OutputRecord] {
    showingHelp.toggle()
    return apply(
      BankScreen.helpUpdate(showing: showingHelp, bank: bank.configuration, catalog: catalog))
  }

  /// Moves model time forward and brings the status and work time along.
  mutating func advanceRecords(to time: ModelTime) -> [OutputRecord] {
    release(upTo: time)
      + apply(BankScreen.timeUpdate(bank: bank, in: navigator.tree, catalog: catalog))
  }

  /// Changes the bank now: what is due is said first, then the events'
  /// announcements, then the screen follows the events. The change's
  /// announcement is the answer to the user's command, so it is said now,
  /// with whatever was held merged into it, never held for the polite
  /// window, and it is marked as the answer (``OutputRecord/confirmsCommand``),
  /// so speech says it as it says a focus move. It is as short as any
  /// announcement, since the answer to the next key waits behind it.
  private mutating func changeBank(_ change: (inout Bank) -> [BankEvent]) -> [OutputRecord] {
    var out = announce(announcer.flush(upTo: now, waiting: bank.waitingCount))
    let events = change(&bank)
    cues += events.map(SoundCue.bank)
    let waiting = bank.waitingCount
    let answer =
      announcer.receive(events, waiting: waiting) + announcer.flush(upTo: now, waiting: waiting)
      + announcer.releasePolite(at: now, waiting: waiting)
    out += announce(answer, confirming: true)
    return out + screenUpdate(after: events)
  }

  /// Moves the bank and the announcer to an instant, wake-up by wake-up.
  /// At each wake-up, what was due is said with the bank as it was, then
  /// the events of that instant are announced and the screen follows
  /// them, so focus leaves a customer at the instant the customer leaves.
  private mutating func release(upTo time: ModelTime) -> [OutputRecord] {
    var out: [OutputRecord] = []
    while let wake = nextWakeTime, wake <= time {
      // Say all's next line first: it holds announcements back while it runs.
      out += continueSayAll(at: wake)
      out += announce(announcer.flush(upTo: wake, waiting: bank.waitingCount))
      let events = bank.advance(to: wake)
      cues += events.map(SoundCue.bank)
      out += announce(announcer.receive(events, waiting: bank.waitingCount))
      out += screenUpdate(after: events)
    }
    _ = bank.advance(to: time)
    out += announce(announcer.flush(upTo: time, waiting: bank.waitingCount))
    return out
  }

  /// Brings the screen in line with bank events, if there are any.
  private mutating func screenUpdate(after events: [BankEvent]) -> [OutputRecord] {
    guard !events.isEmpty else { return [] }
    let update = BankScreen.update(
      after: events, bank: bank, in: navigator.tree, catalog: catalog)
    return apply(update)
  }
}
