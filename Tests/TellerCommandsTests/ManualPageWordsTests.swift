import TellerArguments
import TellerSession
import TellerSounds
import TellerSpeechModel
import TellerTestSupport
import TellerWording
import Testing

@testable import TellerCommands

/// The manual page's words: every section worded by the catalog, in
/// English, Korean and the pseudo-language.
@Suite("The manual page's words")
struct ManualPageWordsTests {
  /// The place of the configuration file the pages here name.
  static let place = ConfigFilePlace(
    variable: "XDG_CONFIG_HOME", inside: "teller/config", fallback: "~/.config/teller/config")

  /// A page with one variable of every kind, worded by `catalog`.
  static func page(_ catalog: Catalog) -> ManualPage {
    let variables = ManualVariable.samples.enumerated().map { index, variable in
      ManualPage.Variable("VARIABLE_\(index)", variable)
    }
    return ManualPage(variables: variables, configFile: place, words: catalog.helpWords)
  }

  /// The page's lines as a reader sees their words: each roff request
  /// (`.TP`, `.BI`, `.SH`) without its name, the comment line left out
  /// (roff shows it to no one).
  static func words(of page: ManualPage) -> [String] {
    page.render().split(separator: "\n").map(String.init).filter { !$0.hasPrefix(".\\\"") }
      .map { line in line.hasPrefix(".") ? String(line.drop { $0 != " " }) : line }
  }

  /// Words every language keeps as they are: the table's (options,
  /// placeholders, choices, variables), the configuration file's path,
  /// the icons' names and speech-dispatcher's, the programs in SEE ALSO,
  /// the title line's name, the sample variables' names, the example
  /// braille tables and the words a flag takes in the file.
  static var pageWords: Set<String> {
    var words = CommandHelpTests.tableWords
    var texts = [
      place.variable, place.inside, place.fallback, "TELLER Teller orca brltty espeak ng",
    ]
    texts += ["VARIABLE"] + BrailleOptions.exampleTables
    texts += ConfigDefaults.flagWords.on + ConfigDefaults.flagWords.off
    texts += SoundIcon.allCases.flatMap { [$0.name, $0.serverName] }
    for text in texts { words.formUnion(PseudoWording.english(in: text)) }
    return words
  }

  /// Names that stay as they are inside Korean sentences: programs,
  /// libraries, formats, signals, variables named in prose, units.
  static let names: Set<String> = [
    "Teller", "VoiceOver", "JSON", "UTF", "TERM", "LC", "ALL", "MESSAGES", "CTYPE", "LANG", "XDG",
    "CONFIG", "HOME", "RUNTIME", "DIR", "PATH", "HOST", "PORT", "unix", "socket", "inet", "eSpeak",
    "NG", "speech", "dispatcher", "aplay", "paplay", "pacat", "pw", "play", "cat", "sox", "TELLER",
    "SPEECH", "SAMPLE", "RATE", "CHANNELS", "FORMAT", "LE", "SOUND", "ICON", "sound", "icons",
    "BrlAPI", "BRLTTY", "liblouis", "SIGHUP", "SIGINT", "SIGTERM", "Ctrl", "ms", "roff", "ko",
    "dumb", "so", "usr", "share", "tables", "libespeak", "libbrlapi", "config", "teller", "WAV",
    "NO", "COLOR", "fg", "man",
    // The crash signals and the Swift runtime's variable, with its keys.
    "SIGABRT", "SIGSEGV", "Swift", "SWIFT", "BACKTRACE", "enable", "interactive",
    // The rotor's settings, as the line command `rotor SETTING` takes them.
    "headings", "buttons", "lists",
  ]

  @Test(
    "The English page is teller.1's words: every heading and sentence comes through the catalog")
  func englishHeadings() {
    let page = Self.page(.english).render()
    let headings = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }
    #expect(
      headings.map { String($0.dropFirst(4)) }
        == ManualSection.allCases.map { Catalog.english.wording.text(.heading($0)) })
    #expect(headings.contains(".SH EXIT STATUS"))
    #expect(page.contains("\"User Commands\""))
  }

  @Test("The Korean page has every section, in Korean, and no English prose")
  func korean() {
    let page = Self.page(.korean)
    let rendered = page.render()
    let headings = rendered.split(separator: "\n").filter { $0.hasPrefix(".SH ") }
      .map { String($0.dropFirst(4)) }
    let korean = ManualSection.allCases.map { Catalog.korean.wording.text(.heading($0)) }
    #expect(headings == korean)
    #expect(
      Set(korean).isDisjoint(
        with: ManualSection.allCases.map {
          Catalog.english.wording.text(.heading($0))
        }))
    // Keys and line commands are typed in English in every language.
    var allowed = Self.pageWords.union(Self.names)
    for entry in Catalog.korean.helpKeys + Catalog.korean.helpCommands {
      allowed.formUnion(PseudoWording.english(in: entry.keys))
    }
    let english = Self.words(of: page).flatMap { PseudoWording.english(in: $0, allowed: allowed) }
    #expect(english.isEmpty, "\(english)")
    // The check can fail: the English page is English.
    let englishPage = Self.words(of: Self.page(.english))
    #expect(englishPage.flatMap { PseudoWording.english(in: $0, allowed: allowed) }.count > 500)
  }

  @Test("Every sample of the manual's messages is worded in Korean with no English prose")
  func koreanSamples() {
    let allowed = Self.pageWords.union(Self.names)
      .union(["lang", "ui", "json", "on", "off", "mono", "summaries", "announce", "sounds"])
    for message in ManualMessage.samples {
      let text = Catalog.korean.wording.text(message)
      #expect(!text.isEmpty)
      #expect(PseudoWording.english(in: text, allowed: allowed).isEmpty, "\(message): \(text)")
      #expect(text != Catalog.english.wording.text(message), "\(message)")
    }
  }

  @Test("In the pseudo-language, the whole manual page has no English but the table's words")
  func pseudoPage() {
    let catalog = PseudoWording.catalog
    var allowed = Self.pageWords
    // The keys' and line commands' lines are worded by Catalog+Help, in
    // the catalog's language, until they are typed messages too.
    for entry in catalog.helpKeys + catalog.helpCommands {
      let action = ManualPage.capitalisedFirst(entry.action)
      allowed.formUnion(PseudoWording.english(in: entry.keys + " " + action))
    }
    let page = Self.page(catalog)
    let lines = Self.words(of: page)
    let english = lines.flatMap { PseudoWording.english(in: $0, allowed: allowed) }
    #expect(english.isEmpty, "\(english)")
    #expect(lines.count > 400)
    let headings = page.render().split(separator: "\n").filter { $0.hasPrefix(".SH ") }
    #expect(headings.count == ManualSection.allCases.count)
    #expect(headings.allSatisfy { $0.contains("⟦") })
    // The walk can fail: the English page has English left.
    let englishLines = Self.words(of: Self.page(.english))
    #expect(!englishLines.flatMap { PseudoWording.english(in: $0, allowed: allowed) }.isEmpty)
  }

  @Test(
    "--sounds, --announce and --braille-table word their choices and facts from the declarations")
  func optionFacts() {
    let english = Catalog.english.helpWords
    let korean = Catalog.korean.helpWords
    var sounds = SpeechOptionTable.soundIcons.spec
    #expect(english.help(of: sounds).hasPrefix("off, on (sound icons for starts"))
    sounds.kind = .choice(["none", "stereo", "middle"])
    #expect(english.help(of: sounds).hasPrefix("none, stereo (sound icons for starts"))
    #expect(english.help(of: sounds).contains(" or middle (default off)."))
    #expect(korean.help(of: sounds).hasPrefix("none, stereo(업무 시작"))
    var announce = SessionOptionTable.announce.spec
    #expect(english.help(of: announce).contains("at most every 3 seconds"))
    announce.kind = .choice(["every", "counts"])
    #expect(english.help(of: announce).hasPrefix("every, or counts: starts and finishes"))
    #expect(korean.help(of: announce).hasPrefix("every, 또는 counts: "))
    #expect(
      english.help(of: SessionOptionTable.brailleTable.spec)
        .contains("such as \(BrailleOptions.exampleTables[0]) (default"))
    #expect(
      english.help(of: SessionOptionTable.noColor.spec)
        .hasSuffix("(also \(SessionOptionTable.noColorVariable)).")
    )
  }
}
