import Foundation

/// A screen reader the harness runs, and how.
public enum Reader: String, CaseIterable, Sendable {
  /// Fenrir with Debian's settings: a key does not cut what it is saying
  /// (`interruptOnKeyPress=False`).
  case fenrir
  /// Fenrir with `interruptOnKeyPress=True`: a key cuts what it is saying.
  case fenrirInterrupt = "fenrir-interrupt"
  /// Orca 43 on the VTE terminal sakura.
  case orca
  /// BRLTTY with its AT-SPI2 screen driver on sakura, a 40-cell display
  /// and its own speech.
  case brltty

  /// Why the reader cannot run here, or nil when it can.
  public var missing: String? {
    if let speech = PacedSpeechDispatcher.missing { return speech }
    switch self {
    case .fenrir, .fenrirInterrupt: return FenrirSession.missing
    case .orca: return OrcaSession.missing
    case .brltty: return BrlttySession.missing
    }
  }

  /// Starts the reader running Teller.
  func start(
    _ teller: TellerCommand, folder: HarnessFolder, processes: OwnedProcesses,
    speech: PacedSpeechDispatcher
  ) throws -> ReaderSession {
    switch self {
    case .fenrir, .fenrirInterrupt:
      try FenrirSession(
        teller: teller, interruptOnKeyPress: self == .fenrirInterrupt, folder: folder,
        processes: processes, speech: speech)
    case .orca:
      try OrcaSession(teller: teller, folder: folder, processes: processes, speech: speech)
    case .brltty:
      try BrlttySession(teller: teller, folder: folder, processes: processes, speech: speech)
    }
  }
}
