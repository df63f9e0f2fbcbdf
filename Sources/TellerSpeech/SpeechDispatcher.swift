import TellerArguments
import TellerPlatform
import TellerSSIP
import TellerSession
import TellerSpeechModel
import TellerWording

/// Reaching speech-dispatcher: where it listens, opening a session with
/// Teller's settings, starting it once when nothing answers, and listing
/// its voices.
enum SpeechDispatcher {
  /// How long each socket operation may take while connecting and
  /// setting up.
  static let timeoutMilliseconds: Int32 = 2_000
  /// How long a reply may take once speaking: a server can hold its answer
  /// to `CANCEL` until a module that was just starting a message lets go
  /// of it, which takes as long as the message with some modules.
  static let sessionTimeoutMilliseconds: Int32 = 15_000
  /// How long `auto` waits to see whether a server answers.
  static let probeMilliseconds: Int32 = 500
  /// How long `speech-dispatcher --spawn` may take to return.
  static let spawnTimeout = Duration.seconds(10)
  /// How long to keep trying to connect after starting a server.
  static let spawnConnectMilliseconds = 3_000
  /// The program started when no server answers.
  static let program = "speech-dispatcher"

  /// The address from the environment.
  ///
  /// - Throws: ``SpeechUnavailable`` when `SPEECHD_ADDRESS` is malformed
  ///   or no folder is known for the default socket.
  static func address(environment: (String) -> String?) throws(SpeechUnavailable)
    -> SpeechDispatcherAddress
  {
    do throws(SpeechDispatcherAddressError) {
      return try SpeechDispatcherAddress.resolve(environment: environment)
    } catch {
      throw SpeechUnavailable(.badAddress(error.description))
    }
  }

  /// Connects and names the client `teller`.
  ///
  /// - Parameters:
  ///   - spawn: when nothing answers, start a server once with
  ///     `speech-dispatcher --spawn`, as libspeechd does, then try again.
  ///   - timeout: the limit on each socket operation.
  ///   - component: the client name's last part: `main`, or `sounds` for
  ///     the sound icons' connection.
  /// - Throws: ``SpeechUnavailable`` saying why no session could be opened.
  static func open(
    _ address: SpeechDispatcherAddress, spawn: Bool, timeout: Int32 = timeoutMilliseconds,
    component: String = "main"
  ) throws(SpeechUnavailable) -> SSIPConnection {
    do throws(SSIPConnectionError) {
      return try greet(
        SSIPConnection.connect(to: address, timeoutMilliseconds: timeout), component: component)
    } catch {
      guard spawn, case .refused = error else {
        throw SpeechUnavailable(.dispatcher(error.problem))
      }
      let started = start(address)
      let clock = ContinuousClock()
      let deadline = clock.now + .milliseconds(spawnConnectMilliseconds)
      var last = error
      repeat {
        do throws(SSIPConnectionError) {
          return try greet(
            SSIPConnection.connect(to: address, timeoutMilliseconds: timeout),
            component: component)
        } catch {
          last = error
          CurrentProcess.pauseUntilSignal(milliseconds: 50)
        }
      } while clock.now < deadline
      throw SpeechUnavailable(.dispatcherNotStarted(last.problem, started: started))
    }
  }

  /// Sets the client name: the user, `teller`, and the component.
  private static func greet(_ connection: SSIPConnection, component: String)
    throws(SSIPConnectionError) -> SSIPConnection
  {
    let user =
      Environment.value("USER") ?? CurrentProcess.userName ?? String(CurrentProcess.userID)
    try connection.send(.setClientName(user: user, client: "teller", component: component))
    return connection
  }

  /// Runs `speech-dispatcher --spawn` for the address and waits for it.
  ///
  /// - Returns: what happened, for the message if connecting still fails.
  static func start(_ address: SpeechDispatcherAddress) -> DispatcherSpawn {
    var arguments = ["--spawn", "--communication-method"]
    switch address {
    case .unixSocket(let path): arguments += ["unix_socket", "--socket-path", path]
    case .inetSocket(let host, let port):
      guard host == "localhost" || host.hasPrefix("127.") || host == "::1" else {
        return .notLocal
      }
      arguments += ["inet_socket", "--port", String(port)]
    }
    guard let process = try? Subprocess.start(program, arguments) else {
      return .couldNotStart(program: program)
    }
    guard let ending = Subprocess.wait(process, timeout: spawnTimeout) else {
      return .timedOut(program: program, after: "\(spawnTimeout)")
    }
    return ending.succeeded
      ? .ran(program: program) : .ended(program: program, ending: "\(ending)")
  }

  /// Turns notifications on, so the server reports when each message
  /// begins, ends or is cancelled; sets the language, which follows the
  /// session's; and sends the rate, pitch, volume and voice only when the
  /// user gave them, so the user's own settings of the server stand.
  ///
  /// - Throws: ``SpeechUnavailable`` naming the voice when the server refuses it.
  static func configure(_ connection: SSIPConnection, _ settings: VoiceSettings)
    throws(SpeechUnavailable)
  {
    var commands: [SSIPCommand] = [.setNotifications(true), .setLanguage(settings.languageCode)]
    if let rate = settings.ssipRate { commands.append(.setRate(rate)) }
    if let pitch = settings.ssipPitch { commands.append(.setPitch(pitch)) }
    if let volume = settings.ssipVolume { commands.append(.setVolume(volume)) }
    do throws(SSIPConnectionError) {
      for command in commands { try connection.send(command) }
    } catch {
      throw SpeechUnavailable(.dispatcher(error.problem))
    }
    guard let voice = settings.voice else { return }
    do throws(SSIPConnectionError) {
      try connection.send(.setSynthesisVoice(voice))
    } catch {
      throw SpeechUnavailable(.noDispatcherVoice(voice))
    }
  }

  /// The voices of the server's synthesizer.
  ///
  /// - Throws: ``SpeechUnavailable`` when the server does not answer.
  static func voices(_ connection: SSIPConnection) throws(SpeechUnavailable) -> [SpeechVoice] {
    do throws(SSIPConnectionError) {
      let reply = try connection.send(.listSynthesisVoices)
      return reply.data.compactMap(SSIPVoice.init(line:)).map { voice in
        SpeechVoice(name: voice.name, languages: [voice.language], description: voice.variant)
      }
    } catch {
      throw SpeechUnavailable(.dispatcher(error.problem))
    }
  }
}
