import TellerArguments
import TellerCommands
import TellerSession
import TellerSpeechModel
import TellerWording

/// The properties every configuration file must keep, checked on one
/// input, shaped for fuzzing as ``keyDecoderViolation(_:splits:)``.
///
/// Parsing never crashes. A parsed file's entries have a key without
/// blanks and `=`, and a line number within the file; each entry, written
/// back as `key = "value"` (when its value has no quote) on a second line,
/// parses to the same key and value. The file's defaults are filled into
/// `teller`'s command line and read as the session reads them. Every error, in
/// English and Korean, is one line without control characters and at most
/// 800 characters (a long path is not shortened).
///
/// - Returns: a description of the first property broken, or nil.
public func configViolation(_ bytes: [UInt8]) -> String? {
  let text = String(decoding: bytes, as: UTF8.self)
  let path = "/home/fuzz/.config/teller/config"
  func check(_ error: ConfigError) -> String? {
    let messages = [Catalog.english, Catalog.korean].map { $0.message(for: error) }
    return firstViolation(messages, limit: 800)
  }
  let file: ConfigFile
  do {
    file = try ConfigFile.parse(text, path: path)
  } catch {
    return check(error)
  }
  let lineCount = text.unicodeScalars.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  for entry in file.entries {
    if entry.key.isEmpty || entry.key.contains(where: { $0 == " " || $0 == "\t" || $0 == "=" }) {
      return "line \(entry.line): a bad key \(visibleText(entry.key))"
    }
    if entry.line < 1 || entry.line > lineCount {
      return "line \(entry.line) of a file of \(lineCount) lines"
    }
    let value = entry.value
    if !value.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\n" || $0 == "\r" }) {
      // After a blank first line, as a byte order mark counts only first.
      let again = try? ConfigFile.parse("\n\(entry.key) = \"\(value)\"", path: path)
      if again?.entries.map({ [$0.key, $0.value] }) != [[entry.key, value]] {
        return "line \(entry.line): \(visibleText(entry.key)) = \(visibleText(value)) "
          + "does not read back"
      }
    }
  }
  let command = CommandTable.root
  do {
    let defaults = try ConfigDefaults(
      file, arguments: ParsedArguments(commandPath: [command.name]), command: command,
      environment: { _ in nil })
    do {
      _ = try SessionSettings(defaults.arguments, locale: nil, inputIsKeys: false)
      _ = try SpeechOptions(defaults.arguments)
      _ = try BrailleOptions(defaults.arguments, environment: nil)
    } catch {
      guard let blamed = defaults.blame(error) else {
        return "a bad value from the file was not traced to its line: \(error)"
      }
      return check(blamed)
    }
  } catch {
    return check(error)
  }
  return nil
}
