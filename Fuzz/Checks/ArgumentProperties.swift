import TellerArguments
import TellerCommands
import TellerSession
import TellerSpeechModel
import TellerWording

/// The properties every command line must keep through the argument
/// parser and the commands' option readers, checked on one input, shaped
/// for fuzzing as ``keyDecoderViolation(_:splits:)``.
///
/// The bytes are split at NUL bytes into arguments. Parsing never crashes;
/// a parsed line's options are read as its command reads them (the
/// session's settings, speech, braille, the bank, `simulate`, `console`),
/// or its help is made when asked for; every usage error, in English and Korean, is one
/// line without control characters and at most 600 characters.
///
/// - Returns: a description of the first property broken, or nil.
public func argumentViolation(_ bytes: [UInt8]) -> String? {
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  do {
    let parsed = try CommandTable.parser.parse(arguments)
    if parsed.wantsHelp {
      _ = CommandTable.parser.help(for: parsed.commandPath, words: Catalog.korean.helpWords)
    }
    switch CommandTable.parser.command(at: parsed.commandPath) {
    case CommandTable.simulate: _ = try SimulateOptions(parsed)
    case CommandTable.console: _ = try ConsoleOptions(parsed, locale: nil)
    case CommandTable.inspect: _ = try SessionSettings(parsed, locale: nil, inputIsKeys: false)
    case CommandTable.root:
      _ = try SessionSettings(parsed, locale: nil, inputIsKeys: false)
      _ = try SpeechOptions(parsed)
      _ = try BrailleOptions(parsed, environment: nil)
      _ = try SessionOptionTable.reduceMotion.setting(in: parsed, environment: { _ in nil })
    default: break
    }
  } catch {
    let messages = [Catalog.english, Catalog.korean].flatMap {
      [$0.message(for: error), $0.usageHint(for: error)]
    }
    if let violation = firstViolation(messages, limit: 600) {
      return "\(arguments.map(visibleText)): \(violation)"
    }
  }
  return nil
}
