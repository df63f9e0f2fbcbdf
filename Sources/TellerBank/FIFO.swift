/// A first-in, first-out queue on a ring buffer: O(1) append and pop, no
/// allocation once it has grown to the largest size it holds.
struct FIFO<Element: Sendable>: Sequence, Sendable {
  private var storage: [Element] = []
  private var head = 0
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }
  var first: Element? { count == 0 ? nil : storage[head] }

  // Always inlined: a simulation appends every customer, and a call costs
  // more than the append (``Bank``'s arrival is inlined for the same run).

  /// Puts an element at the end.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count == storage.count { grow(filler: element) }
    var slot = head + count
    if slot >= storage.count { slot -= storage.count }
    storage[slot] = element
    count += 1
  }

  mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = storage[head]
    head += 1
    if head == storage.count { head = 0 }
    count -= 1
    if count == 0 { head = 0 }
    return element
  }

  /// Doubles the capacity, unrolling the ring so the first element is at 0.
  /// Free slots hold copies of `filler`, as an array needs some value there.
  private mutating func grow(filler: Element) {
    let capacity = Swift.max(8, storage.count * 2)
    var bigger: [Element] = []
    bigger.reserveCapacity(capacity)
    for i in 0..<count {
      var slot = head + i
      if slot >= storage.count { slot -= storage.count }
      bigger.append(storage[slot])
    }
    while bigger.count < capacity { bigger.append(filler) }
    storage = bigger
    head = 0
  }

  func makeIterator() -> Iterator { Iterator(queue: self) }

  /// Iterates from the first element to the last.
  struct Iterator: IteratorProtocol {
    let queue: FIFO
    var index = 0

    mutating func next() -> Element? {
      guard index < queue.count else { return nil }
      var slot = queue.head + index
      if slot >= queue.storage.count { slot -= queue.storage.count }
      index += 1
      return queue.storage[slot]
    }
  }
}
