import Foundation
import Testing

@testable import TellerBank

/// The ziggurat's exponential draws: its tables, and draws that are
/// exponential in distribution, including the rare wedges and the tail.
@Suite("Exponential draws by the ziggurat")
struct ExponentialZigguratTests {
  let ziggurat = ExponentialZiggurat.shared

  @Test("The tables: 257 edges falling from the base's pseudo-edge to 0, heights e^−edge")
  func tables() {
    let edges = ziggurat.edges
    let heights = ziggurat.heights
    #expect(edges.count == 257 && heights.count == 257)
    #expect(edges[1] == ExponentialZiggurat.tailStart)
    #expect(edges[256] == 0 && heights[256] == 1)
    for i in 0..<256 { #expect(edges[i] > edges[i + 1], "edge \(i)") }
    for i in 0...256 {
      #expect(abs(heights[i] - Foundation.exp(-edges[i])) <= 2 * heights[i].ulp, "height \(i)")
    }
    // Every layer has the same area, so the top layer, built last, closes
    // at the density's peak: its area is the base's.
    let r = ExponentialZiggurat.tailStart
    let area = Foundation.exp(-r) * (r + 1)
    for i in 1..<256 {
      let layer = edges[i] * (heights[i + 1] - heights[i])
      #expect(abs(layer - area) < 1e-12, "layer \(i)")
    }
    #expect(abs(edges[0] * heights[1] - area) < 1e-15)
  }

  @Test(
    "A million draws: mean 1, variance 1, and the exponential's distribution (Kolmogorov–Smirnov)")
  func distribution() {
    var random = SplitMix64(seed: 21)
    let n = 1_000_000
    var draws = [Double]()
    draws.reserveCapacity(n)
    for _ in 0..<n { draws.append(ziggurat.draw(&random)) }
    #expect(draws.allSatisfy { $0 >= 0 && $0.isFinite })
    let mean = draws.reduce(0, +) / Double(n)
    let variance = draws.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(n - 1)
    // Standard errors: 0.001 for the mean, about 0.003 for the variance.
    #expect(abs(mean - 1) < 0.005)
    #expect(abs(variance - 1) < 0.015)
    draws.sort()
    var largest = 0.0
    for (i, x) in draws.enumerated() {
      let cdf = 1 - Foundation.exp(-x)
      largest = max(largest, abs(cdf - Double(i) / Double(n)), abs(cdf - Double(i + 1) / Double(n)))
    }
    // The 0.1% critical value of the statistic is 1.95 / √n.
    #expect(largest < 1.95 / Double(n).squareRoot(), "D = \(largest)")
  }

  @Test("The tail beyond the base layer has e^−r of the draws, and is r plus an exponential")
  func tail() {
    var random = SplitMix64(seed: 5)
    let r = ExponentialZiggurat.tailStart
    // e^−r is about 4.5e-4: 8 million draws give about 3,600 in the tail.
    let n = 8_000_000
    var beyond = 0
    var excess = 0.0
    for _ in 0..<n {
      let x = ziggurat.draw(&random)
      if x > r {
        beyond += 1
        excess += x - r
      }
    }
    let expected = Double(n) * Foundation.exp(-r)
    #expect(abs(Double(beyond) - expected) < 4 * expected.squareRoot(), "\(beyond) beyond r")
    // The excess beyond r is exponential with mean 1: standard error 1/√count.
    #expect(abs(excess / Double(beyond) - 1) < 4 / Double(beyond).squareRoot())
  }

  @Test("Each layer gets its share: the draws between two edges match the exponential's mass")
  func layers() {
    var random = SplitMix64(seed: 9)
    let n = 2_000_000
    let edges = ziggurat.edges
    // Count draws between edges 255 … 1 (ascending x): wedge regions included.
    var counts = [Int](repeating: 0, count: 256)
    for _ in 0..<n {
      let x = ziggurat.draw(&random)
      // The edge interval [edges[i+1], edges[i]) holding x, for x < r.
      guard x < edges[1] else { continue }
      var low = 1
      var high = 256
      while high - low > 1 {
        let middle = (low + high) / 2
        if edges[middle] > x { low = middle } else { high = middle }
      }
      counts[low] += 1
    }
    var worst = 0.0
    for i in 1..<256 {
      let mass = Foundation.exp(-edges[i + 1]) - Foundation.exp(-edges[i])
      let expected = Double(n) * mass
      let z = (Double(counts[i]) - expected) / expected.squareRoot()
      worst = max(worst, abs(z))
    }
    // 255 near-normal counts: |z| above 4.5 has odds below 1 in 500 overall.
    #expect(worst < 4.5, "worst z \(worst)")
  }
}
