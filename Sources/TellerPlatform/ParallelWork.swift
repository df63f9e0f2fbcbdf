#if canImport(Glibc)
  import Glibc
#endif

/// Independent pieces of work spread over threads: the calling thread and
/// up to `threads − 1` ``WorkerThread``s take the next piece as they come
/// free, and the results come back in the pieces' order, whichever
/// finished first.
public enum ParallelWork {
  /// The processors online, at least 1.
  public static var processors: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// The body's result for each item, in the items' order, worked out on
  /// up to `threads` threads; on the calling thread alone when `threads`
  /// is 1, there is one item, or the system gives no thread.
  ///
  /// - Parameters:
  ///   - items: the pieces of work.
  ///   - threads: the most threads, the calling one counted; at least 1.
  ///   - body: works out one piece; it must not depend on the others.
  public static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], threads: Int, _ body: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    let count = min(max(1, threads), items.count)
    guard count > 1 else { return items.map(body) }
    let results = Locked([Result?](repeating: nil, count: items.count))
    let next = Locked(0)
    let work: @Sendable () -> Void = {
      while true {
        let index = next.withLock { value in
          defer { value += 1 }
          return value
        }
        guard index < items.count else { return }
        let result = body(items[index])
        results.withLock { $0[index] = result }
      }
    }
    let workers = (1..<count).compactMap { _ in WorkerThread.start(work) }
    work()
    for worker in workers { worker.join() }
    return results.withLock { values in values.map { $0! } }
  }
}
