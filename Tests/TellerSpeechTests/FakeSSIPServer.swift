import Foundation
import TellerPlatform
import TellerTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A speech server of the test's own that speaks SSIP as speech-dispatcher
/// does, except that it never reports the end of a message: it answers
/// every command, gives each message an id, reports that it began (701),
/// and then nothing, as speech-dispatcher does when its audio output fails.
///
/// With `hangsOnCancel`, it answers nothing from the first `CANCEL` on, as
/// speech-dispatcher does once its output module is stuck on an audio
/// output that fails.
///
/// It listens on a Unix socket in a temporary folder and serves one
/// client at a time on a thread of its own, noting each message's text
/// and when it came. ``stop()`` (or releasing it) closes the sockets and
/// waits, at most 5 s, for the thread.
final class FakeSSIPServer: @unchecked Sendable {
  /// A message a client gave, and when it came.
  struct Message: Hashable {
    var text: String
    var at: ContinuousClock.Instant
  }

  let folder = temporaryPath("fake-ssip")
  var socketPath: String { folder + "/sock" }
  var address: String { "unix_socket:" + socketPath }

  private let listener: Int32
  private let hangsOnCancel: Bool
  private let state = Locked(State())
  private let done = Locked(false)
  private var thread: Thread?

  private struct State {
    var messages: [Message] = []
    var commands: [String] = []
    var stopping = false
  }

  /// Starts listening and serving.
  init(hangsOnCancel: Bool = false) throws {
    self.hangsOnCancel = hangsOnCancel
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw TimedOut(description: "no socket for the fake server") }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let path = Array((folder + "/sock").utf8)
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path) }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, listen(fd, 4) == 0 else {
      close(fd)
      throw TimedOut(description: "the fake server cannot listen at \(folder)/sock")
    }
    listener = fd
    let thread = Thread { [self] in serve() }
    self.thread = thread
    thread.start()
  }

  deinit { stop() }

  /// The messages received so far, in order.
  var messages: [Message] { state.withLock { $0.messages } }

  /// The command lines received so far (message bodies left out), in order.
  var commands: [String] { state.withLock { $0.commands } }

  /// Waits (at most `timeout`) until a message that starts so has come.
  func waitForMessage(starting start: String, timeout: Duration = .seconds(30)) -> Message? {
    var found: Message?
    _ = pollCondition(timeout: timeout) {
      found = messages.first { $0.text.hasPrefix(start) }
      return found != nil
    }
    return found
  }

  /// Stops serving, closes the sockets and removes the folder.
  func stop() {
    let already = state.withLock { state in
      defer { state.stopping = true }
      return state.stopping
    }
    guard !already else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    _ = pollCondition(timeout: .seconds(5)) { done.withLock { $0 } }
    close(listener)
    try? FileManager.default.removeItem(atPath: folder)
  }

  private var stopping: Bool { state.withLock { $0.stopping } }

  private func serve() {
    defer { done.withLock { $0 = true } }
    var nextID = 1
    while !stopping {
      guard readable(listener) else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      var pending = ""
      var body: [String]?
      var hung = false
      connection: while !stopping {
        guard readable(client) else { continue }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(client, &buffer, buffer.count, 0)
        guard count > 0 else { break }
        pending += String(decoding: buffer[0..<count], as: UTF8.self)
        while let end = pending.range(of: "\r\n") {
          let line = String(pending[..<end.lowerBound])
          pending.removeSubrange(..<end.upperBound)
          if var lines = body {
            guard line == "." else {
              lines.append(line.hasPrefix("..") ? String(line.dropFirst()) : line)
              body = lines
              continue
            }
            body = nil
            let id = nextID
            nextID += 1
            let message = Message(text: lines.joined(separator: "\n"), at: .now)
            state.withLock { $0.messages.append(message) }
            // Queued, then begun; its end never comes.
            send(client, "225-\(id)\r\n225 OK MESSAGE QUEUED\r\n")
            send(client, "701-\(id)\r\n701-1\r\n701 BEGIN\r\n")
            continue
          }
          state.withLock { $0.commands.append(line) }
          let command = line.uppercased()
          hung = hung || (hangsOnCancel && command.hasPrefix("CANCEL"))
          if hung { continue }
          if command == "SPEAK" {
            body = []
            send(client, "230 OK RECEIVING DATA\r\n")
          } else if command == "QUIT" {
            send(client, "231 HAPPY HACKING\r\n")
            break connection
          } else if command.hasPrefix("CANCEL") {
            send(client, "210 OK CANCELED\r\n")
          } else {
            send(client, "200 OK\r\n")
          }
        }
      }
      close(client)
    }
  }

  /// Whether a descriptor becomes readable within a tenth of a second.
  private func readable(_ fd: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 100) > 0
  }

  private func send(_ fd: Int32, _ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }
}
