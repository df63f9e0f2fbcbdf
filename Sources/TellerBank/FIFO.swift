/// A first-in, first-out queue with amortised O(1) append and pop.
struct FIFO<Element: Sendable>: Sequence, Sendable {
  private var storage: [Element] = []
  private var head = 0

  init() {}

  var isEmpty: Bool { head == storage.count }
  var count: Int { storage.count - head }
  var first: Element? { isEmpty ? nil : storage[head] }

  mutating func append(_ element: Element) { storage.append(element) }

  mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head]
    head += 1
    if head >= 1024 && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    } else if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    }
    return element
  }

  func makeIterator() -> ArraySlice<Element>.Iterator { storage[head...].makeIterator() }
}
