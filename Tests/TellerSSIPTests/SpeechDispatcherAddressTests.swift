import TellerSSIP
import Testing

private func resolve(_ variables: [String: String]) throws(SpeechDispatcherAddressError)
  -> SpeechDispatcherAddress
{
  try SpeechDispatcherAddress.resolve { variables[$0] }
}

@Suite("speech-dispatcher's address, as libspeechd finds it")
struct SpeechDispatcherAddressTests {
  @Test("Without SPEECHD_ADDRESS: the runtime folder's socket, else the cache folder's")
  func defaults() throws {
    #expect(
      try resolve(["XDG_RUNTIME_DIR": "/run/user/1000", "HOME": "/home/a"])
        == .unixSocket(path: "/run/user/1000/speech-dispatcher/speechd.sock"))
    #expect(
      try resolve(["XDG_RUNTIME_DIR": "", "XDG_CACHE_HOME": "/c", "HOME": "/home/a"])
        == .unixSocket(path: "/c/speech-dispatcher/speechd.sock"))
    #expect(
      try resolve(["HOME": "/home/a"])
        == .unixSocket(path: "/home/a/.cache/speech-dispatcher/speechd.sock"))
    #expect(throws: SpeechDispatcherAddressError.noFolder) { try resolve([:]) }
  }

  @Test("unix_socket:PATH, with colons in the path; unix_socket alone is the default")
  func unixSockets() throws {
    let runtime = ["XDG_RUNTIME_DIR": "/run/user/7"]
    #expect(
      try resolve(runtime.merging(["SPEECHD_ADDRESS": "unix_socket:/tmp/a:b.sock"]) { $1 })
        == .unixSocket(path: "/tmp/a:b.sock"))
    #expect(
      try resolve(runtime.merging(["SPEECHD_ADDRESS": "unix_socket"]) { $1 })
        == .unixSocket(path: "/run/user/7/speech-dispatcher/speechd.sock"))
    #expect(
      try resolve(runtime.merging(["SPEECHD_ADDRESS": ""]) { $1 })
        == .unixSocket(path: "/run/user/7/speech-dispatcher/speechd.sock"))
  }

  @Test("inet_socket:HOST:PORT, with host and port defaulting")
  func inetSockets() throws {
    #expect(
      try resolve(["SPEECHD_ADDRESS": "inet_socket:192.168.0.2:7000"])
        == .inetSocket(host: "192.168.0.2", port: 7000))
    #expect(
      try resolve(["SPEECHD_ADDRESS": "inet_socket:localhost"])
        == .inetSocket(host: "localhost", port: 6560))
    #expect(
      try resolve(["SPEECHD_ADDRESS": "inet_socket"]) == .inetSocket(host: "127.0.0.1", port: 6560))
    #expect(
      try resolve(["SPEECHD_ADDRESS": "inet_socket::6561"])
        == .inetSocket(host: "127.0.0.1", port: 6561))
  }

  @Test("Another method or a bad port is an error naming it, made visible")
  func errors() {
    #expect(throws: SpeechDispatcherAddressError.unknownMethod("dbus:x")) {
      try resolve(["SPEECHD_ADDRESS": "dbus:x"])
    }
    for port in ["0", "65536", "http", "-1"] {
      #expect(throws: SpeechDispatcherAddressError.badPort(port)) {
        try resolve(["SPEECHD_ADDRESS": "inet_socket:h:\(port)"])
      }
    }
    #expect(
      SpeechDispatcherAddressError.unknownMethod("x\u{1B}").description
        == "SPEECHD_ADDRESS is 'x\\e', not unix_socket:PATH or inet_socket:HOST:PORT")
  }

  @Test("An address reads back in SPEECHD_ADDRESS form")
  func descriptions() {
    #expect(SpeechDispatcherAddress.unixSocket(path: "/s").description == "unix_socket:/s")
    #expect(
      SpeechDispatcherAddress.inetSocket(host: "h", port: 1).description == "inet_socket:h:1")
  }
}
