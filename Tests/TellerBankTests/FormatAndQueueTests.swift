import Testing

@testable import TellerBank

/// Seconds with fixed decimals, and the first-in, first-out queue.
@Suite("Seconds format and FIFO")
struct FormatAndQueueTests {
  @Test(
    "Seconds with fixed decimals, halves rounded away from zero",
    arguments: [
      (Int64(9_800_000_000), 2, "9.80"),
      (0, 2, "0.00"),
      (5_000_000, 2, "0.01"),
      (4_999_999, 2, "0.00"),
      (13_200_000_000, 2, "13.20"),
      (1_234_567_891, 3, "1.235"),
      (1_500_000_000, 0, "2"),
      (1, 9, "0.000000001"),
      (-1_250_000_000, 1, "-1.3"),
    ])
  func seconds(nanoseconds: Int64, decimals: Int, text: String) {
    #expect(formatSeconds(ModelTime(nanoseconds: nanoseconds), decimals: decimals) == text)
  }

  @Test("FIFO: empty, one, two, many, and wrapping around the ring")
  func fifo() {
    var queue = FIFO<Int>()
    #expect(queue.isEmpty)
    #expect(queue.popFirst() == nil)
    queue.append(1)
    #expect(queue.first == 1)
    #expect(Array(queue) == [1])
    queue.append(2)
    #expect(queue.popFirst() == 1)
    #expect(queue.count == 1)
    // Keep the queue partly full while pushing many through, so it wraps.
    var expected: [Int] = [2]
    var next = 3
    for round in 0..<500 {
      for _ in 0..<(round % 7) {
        queue.append(next)
        expected.append(next)
        next += 1
      }
      for _ in 0..<(round % 5) where !expected.isEmpty {
        #expect(queue.popFirst() == expected.removeFirst())
      }
      #expect(Array(queue) == expected)
      #expect(queue.count == expected.count)
    }
    while let value = queue.popFirst() { #expect(value == expected.removeFirst()) }
    #expect(expected.isEmpty)
  }
}
