import TellerArguments
import TellerBank
import TellerPlatform
import TellerSSIP
import TellerSession
import TellerSounds
import TellerWording

/// Where speech-dispatcher's sound icons are looked for, to know whether
/// the server has Teller's: the sound-icons package's folder, or the one
/// `TELLER_SOUND_ICONS` names.
public enum SoundIconFolder {
  /// The folder the sound-icons package installs, where speech-dispatcher's
  /// modules look for icons by name.
  public static let defaultPath = "/usr/share/sounds/sound-icons"
  /// The environment variable that names another folder to look in.
  public static let variable = "TELLER_SOUND_ICONS"

  /// The folder to look in: the variable's when set and not empty.
  static func path(environment: (String) -> String?) -> String {
    environment(variable).flatMap { $0.isEmpty ? nil : $0 } ?? defaultPath
  }
}

/// Plays sound icons through speech-dispatcher with `SOUND_ICON`, on a
/// connection and a thread of their own, when the server has the icons
/// (the sound-icons package; see ``hasIcons(at:folder:)``).
///
/// speech-dispatcher says one thing at a time, so each icon is sent with
/// the priority that keeps speech from waiting for it: the bank's icons as
/// `notification`, which the server plays when nothing else is said and
/// drops otherwise (a newer one replaces it), so they never cut speech off
/// or hold it up; an edge as `message` and an error as `important`, the
/// priorities of the words they come with. Teller's own player is used
/// instead when the icons are missing.
///
/// No icon Teller sent is played after it ends: an ``EmergencyAction``
/// sends `CANCEL self` on the icons' connection from the signal path (or
/// at `exit`) if Teller ends before the thread has said goodbye.
final class SpeechDispatcherSounds: SoundSink, Sendable {

  /// The longest ``finish(drain:at:)`` waits for the thread when stopping.
  static let stopMilliseconds = 150

  private enum Event {
    case play([PlacedIcon])
    case finish
  }

  private let inbox = SpeechInbox<Event>()
  private let report: NoticeReport
  private let emergency: EmergencyAction?
  private let worker = Locked<SpeechThread?>(nil)

  /// Takes over an open connection, which only the thread that writes it
  /// touches from then on, and starts that thread.
  ///
  /// - Throws: ``SpeechUnavailable`` when no thread can be started.
  init(
    connection: sending SSIPConnection, report: @escaping NoticeReport
  )
    throws(SpeechUnavailable)
  {
    self.report = report
    emergency = EmergencyAction.send(Array(SSIPCommand.cancel.line.utf8))
    connection.emergency = emergency
    let thread = try SpeechThread.started(retiringOnFailure: emergency) { [self] in
      work(connection)
    }
    worker.withLock { $0 = thread }
  }

  /// The priority an icon is sent with.
  static func priority(of icon: SoundIcon) -> SSIPPriority {
    switch icon {
    case .edge: .message
    case .error: .important
    case .depositStarted, .loanStarted, .finished, .added, .allServed: .notification
    }
  }

  /// Whether speech-dispatcher at an address has Teller's icons: it runs on
  /// this machine (a Unix socket, or TCP to this host) and the folder holds
  /// a file for every icon's ``SoundIcon/serverName``. Otherwise the server
  /// would say a missing icon's name aloud.
  static func hasIcons(at address: SpeechDispatcherAddress, folder: String) -> Bool {
    switch address {
    case .unixSocket: break
    case .inetSocket(let host, _):
      guard host == "localhost" || host.hasPrefix("127.") || host == "::1" else { return false }
    }
    return SoundIcon.allCases.allSatisfy { FileSystem.isReadable(folder + "/" + $0.serverName) }
  }

  func play(_ icons: [PlacedIcon]) {
    if !icons.isEmpty { inbox.post(.play(icons)) }
  }

  func finish(drain: Bool, at time: ModelTime?) -> ExitCode? {
    if !drain { inbox.clear() }
    inbox.post(.finish, closing: true)
    let thread = worker.withLock { worker in
      defer { worker = nil }
      return worker
    }
    let ended =
      thread?.join(timeoutMilliseconds: drain ? nil : SpeechDispatcherSounds.stopMilliseconds)
      ?? true
    // A thread still at work keeps the emergency cancel armed for exit.
    if ended { emergency?.retire() }
    return nil
  }

  /// Sends each icon with its priority until the inbox closes, then says
  /// goodbye; a connection that fails is reported once.
  private func work(_ connection: SSIPConnection) {
    var sent: SSIPPriority?
    var ended = false
    while !ended {
      do throws(SSIPConnectionError) {
        for event in inbox.take() {
          switch event {
          case .play(let icons):
            for placed in icons {
              let wanted = SpeechDispatcherSounds.priority(of: placed.icon)
              if wanted != sent {
                try connection.send(.setPriority(wanted))
                sent = wanted
              }
              try connection.send(.soundIcon(placed.icon.serverName))
            }
          case .finish:
            ended = true
          }
        }
      } catch {
        inbox.shut()
        if !ended {
          report(.speechOff(.sound, .dispatcher(error.problem)))
        }
        ended = true
      }
    }
    connection.close()
  }
}
