import TellerAccessibility
import TellerArguments
import TellerBank
import TellerInput
import TellerWording

extension Catalog {
  /// Every string of the catalog, with sample arguments, in a fixed order.
  ///
  /// A new member of the catalog belongs here too, so completeness tests
  /// see it in every language.
  public var entries: [CatalogEntry] {
    var list: [CatalogEntry] = []
    func add(_ name: String, _ text: String) { list.append(CatalogEntry(name: name, text: text)) }
    list += ScreenMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += AnnouncementMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += ViewMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += ErrorMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += BrailleMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += SimulateMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += SoundMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += AudioGraphMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += SymbolMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += ListMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += HelpScopeMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += KeyHelpMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += KeyNameMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += LineCommandHelpMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    for entry in helpKeys { add("helpKeys[\(entry.id)]", entry.action) }
    for entry in helpCommands { add("helpCommands[\(entry.id)]", entry.action) }
    add("keysText(Down, Up)", keysText([.down, .up]))
    add("keysText([, ])", keysText([.character("["), .character("]")]))
    add("keyName(R)", keyName(.character("R")))
    list += UsageMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += ConfigMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += ConsoleMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += RecordingMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += OutputMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += CrashMessage.samples.map { CatalogEntry(name: "\($0)", text: self[$0]) }
    list += inputEntries
    list += listEntries
    return list
  }
}
