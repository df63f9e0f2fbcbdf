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

  /// Puts an element after every element not ordered after it: at the
  /// end, in O(1), when nothing is; otherwise it moves the later ones
  /// back one place each.
  ///
  /// - Parameter ordered: whether the first element goes before the second.
  /// - Complexity: O(1) at the end; O(k) for k elements after it.
  @inline(__always)
  mutating func insert(_ element: Element, by ordered: (Element, Element) -> Bool) {
    guard count > 0, ordered(element, self[count - 1]) else {
      append(element)
      return
    }
    insertBefore(element, by: ordered)
  }

  /// The slow path of ``insert(_:by:)``: the element goes before the last.
  @inline(never)
  private mutating func insertBefore(_ element: Element, by ordered: (Element, Element) -> Bool) {
    append(element)
    var index = count - 1
    while index > 0 && ordered(element, self[index - 1]) {
      self[index] = self[index - 1]
      index -= 1
    }
    self[index] = element
  }

  /// The element at a place from the first, 0 to `count - 1`.
  private subscript(index: Int) -> Element {
    get { storage[slot(index)] }
    set { storage[slot(index)] = newValue }
  }

  /// The storage slot of a place from the first.
  private func slot(_ index: Int) -> Int {
    let slot = head + index
    return slot >= storage.count ? slot - storage.count : slot
  }

  mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = storage[head]
    head += 1
    if head == storage.count { head = 0 }
    count -= 1
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
