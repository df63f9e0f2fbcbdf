import Foundation
import TellerPlatform

#if canImport(Glibc)
  import Glibc
#endif

/// How long a test waits for a child process before giving up on it: long
/// enough for a slow, shared CI machine, short enough that a hang fails the
/// run instead of stalling it.
public let childTimeout = Duration.seconds(60)

/// A child process that did not finish, or did not say what was awaited,
/// in time.
public struct ChildTimeout: Error, CustomStringConvertible {
  /// What was awaited, and what had been read by then.
  public var description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}

/// The milliseconds left until a deadline, at least 0.
private func millisecondsLeft(until deadline: ContinuousClock.Instant) -> Int32 {
  let left = ContinuousClock.now.duration(to: deadline)
  guard left > .zero else { return 0 }
  let parts = left.components
  return Int32(clamping: parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000 + 1)
}

/// Reads file descriptors until each reaches the end of its file, waiting
/// with `poll` and never longer than the timeout.
///
/// - Returns: what was read from each, in order.
/// - Throws: ``ChildTimeout`` when the time runs out first.
public func readToEnd(_ descriptors: [Int32], timeout: Duration = childTimeout) throws -> [Data] {
  let deadline = ContinuousClock.now + timeout
  var data = descriptors.map { _ in Data() }
  var open = Set(descriptors.indices)
  var buffer = [UInt8](repeating: 0, count: 65536)
  while !open.isEmpty {
    let waiting = open.sorted()
    var polls = waiting.map { pollfd(fd: descriptors[$0], events: Int16(POLLIN), revents: 0) }
    let ready = poll(&polls, nfds_t(polls.count), millisecondsLeft(until: deadline))
    if ready < 0 && errno == EINTR { continue }
    guard ready > 0 else {
      let seen = data.map { String(decoding: $0, as: UTF8.self) }
      throw ChildTimeout("Timed out after \(timeout) waiting for a child's output; read: \(seen)")
    }
    for (slot, index) in waiting.enumerated() where polls[slot].revents != 0 {
      let count = read(descriptors[index], &buffer, buffer.count)
      if count > 0 {
        data[index].append(contentsOf: buffer[0..<count])
      } else if count == 0 || errno != EINTR {
        open.remove(index)
      }
    }
  }
  return data
}

/// Reads a pipe until what was read so far satisfies a test, waiting with
/// `poll` and never longer than the timeout.
///
/// - Returns: everything read.
/// - Throws: ``ChildTimeout`` when the time runs out, or the pipe ends,
///   first.
public func readUntil(
  _ handle: FileHandle, timeout: Duration = childTimeout, _ done: (String) -> Bool
) throws -> String {
  let deadline = ContinuousClock.now + timeout
  var seen = Data()
  var buffer = [UInt8](repeating: 0, count: 4096)
  while !done(String(decoding: seen, as: UTF8.self)) {
    var polls = [pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)]
    let ready = poll(&polls, 1, millisecondsLeft(until: deadline))
    if ready < 0 && errno == EINTR { continue }
    guard ready > 0 else {
      throw ChildTimeout(
        "Timed out after \(timeout); read: \(String(decoding: seen, as: UTF8.self))")
    }
    let count = read(handle.fileDescriptor, &buffer, buffer.count)
    if count > 0 {
      seen.append(contentsOf: buffer[0..<count])
    } else if count == 0 || errno != EINTR {
      throw ChildTimeout("The output ended first; read: \(String(decoding: seen, as: UTF8.self))")
    }
  }
  return String(decoding: seen, as: UTF8.self)
}

/// Waits for a child to exit, polling its status, and kills it when the
/// timeout passes.
///
/// - Returns: the exit status, or 128 plus the signal that ended it, as a
///   shell reports it.
/// - Throws: ``ChildTimeout`` after killing a child that did not exit.
public func waitForExit(_ pid: pid_t, timeout: Duration = childTimeout) throws -> Int32 {
  guard let ending = Subprocess.wait(pid, timeout: timeout) else {
    throw ChildTimeout("Process \(pid) did not exit within \(timeout); it was killed")
  }
  return ending.shellStatus
}

/// Waits for a Foundation process to exit, and kills it when the timeout
/// passes.
///
/// - Throws: ``ChildTimeout`` after killing a process that did not exit.
public func waitForExit(_ process: Process, timeout: Duration = childTimeout) throws {
  let deadline = ContinuousClock.now + timeout
  while process.isRunning {
    if ContinuousClock.now >= deadline {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw ChildTimeout(
        "\(process.executableURL?.path ?? "A process") did not exit within \(timeout)")
    }
    _ = poll(nil, 0, 5)
  }
  process.waitUntilExit()
}
