import TellerAccessibility
import TellerBank
import TellerSession
import Testing

@Suite("Announcement history")
struct AnnouncementHistoryTests {
  static func item(_ n: Int) -> Announcement {
    Announcement(text: "announcement \(n)", priority: .polite, time: .milliseconds(Int64(n) * 100))
  }

  @Test("Empty: nothing to repeat or step to")
  func empty() {
    var history = AnnouncementHistory()
    #expect(history.isEmpty)
    #expect(history.capacity == 100)
    #expect(history.repeatLast() == nil)
    #expect(history.stepBack() == nil)
    #expect(history.stepForward() == nil)
    #expect(history.last == nil)
  }

  @Test("One: repeat gives it, steps hit both ends")
  func one() {
    var history = AnnouncementHistory()
    history.record(Self.item(1))
    #expect(history.count == 1)
    #expect(history.repeatLast() == Self.item(1))
    #expect(history.stepBack() == nil)
    #expect(history.stepForward() == nil)
    #expect(history.repeatLast() == Self.item(1))
  }

  @Test("Two: back to the older, forward to the newer, nil past the ends")
  func two() {
    var history = AnnouncementHistory()
    history.record(contentsOf: [Self.item(1), Self.item(2)])
    #expect(history.repeatLast() == Self.item(2))
    #expect(history.stepBack() == Self.item(1))
    #expect(history.stepBack() == nil)
    #expect(history.position == 0, "the position stays at the oldest")
    #expect(history.stepForward() == Self.item(2))
    #expect(history.stepForward() == nil)
    #expect(history.stepBack() == Self.item(1))
    // A new announcement moves the position to the newest.
    history.record(Self.item(3))
    #expect(history.stepForward() == nil)
    #expect(history.stepBack() == Self.item(2))
  }

  @Test("101 recorded: the oldest is dropped, 100 kept")
  func overflow() {
    var history = AnnouncementHistory()
    for n in 1...101 { history.record(Self.item(n)) }
    #expect(history.count == 100)
    #expect(history.items.first == Self.item(2))
    #expect(history.last == Self.item(101))
    var steps = 0
    while history.stepBack() != nil { steps += 1 }
    #expect(steps == 99)
    #expect(history.items[history.position!] == Self.item(2))
  }

  @Test("A small capacity keeps only the newest")
  func smallCapacity() {
    var history = AnnouncementHistory(capacity: 2)
    history.record(contentsOf: [Self.item(1), Self.item(2), Self.item(3)])
    #expect(history.items == [Self.item(2), Self.item(3)])
    #expect(AnnouncementHistory(capacity: 0).capacity == 1)
  }
}
