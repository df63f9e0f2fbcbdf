import Foundation
import TellerPlatform
import TellerScreenReaderModel

#if canImport(Glibc)
  import Glibc
#endif

/// How long each message takes to say whole, measured the way the paced
/// module says it: eSpeak NG's `en-us` voice at the message's rate, its
/// WAV's length at 44,100 bytes a second. It gives "seconds of speech
/// sent", most of which no listener ever hears.
public final class SpeechDurations: @unchecked Sendable {
  private var known: [String: Double] = [:]

  /// Creates an empty cache; eSpeak NG runs once per distinct text and rate.
  public init() {}

  /// The seconds a message takes to say whole, or nil when eSpeak NG
  /// cannot say it.
  public func seconds(of message: SpokenMessage) -> Double? {
    let text = message.spokenText
    guard !text.isEmpty else { return 0 }
    let rate = PacedSpeechConfiguration.wordsPerMinute(ssipRate: message.rate ?? 0)
    let key = "\(rate) \(text)"
    if let seconds = known[key] { return seconds }
    let stem = FileManager.default.temporaryDirectory
      .appendingPathComponent("tsr-duration-\(UUID().uuidString)").path
    let input = stem + ".txt"
    let output = stem + ".wav"
    defer {
      unlink(input)
      unlink(output)
    }
    guard (try? text.write(toFile: input, atomically: false, encoding: .utf8)) != nil,
      let pid = try? Subprocess.start(
        "/usr/bin/espeak-ng", ["-v", "en-us", "-s", String(rate), "--stdin", "--stdout"],
        input: .file(input), output: .file(output)),
      Subprocess.wait(pid, timeout: .seconds(60))?.succeeded == true,
      let size = (try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? NSNumber
    else { return nil }
    let seconds = Double(max(0, size.intValue - 44)) / 44_100
    known[key] = seconds
    return seconds
  }
}
