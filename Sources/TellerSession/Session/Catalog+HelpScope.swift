import TellerAccessibility
import TellerBank
import TellerInput
import TellerWording

/// The help's words about itself and the rotor: which keys do nothing
/// while it is open, and every setting the rotor can offer.
extension Catalog {
  /// The keys that do nothing while the help is open, in table order:
  /// those of ``KeyBindings/standard`` whose command
  /// ``Session/worksWithHelpOpen(_:)`` refuses, so the help, the
  /// README and the behaviour come from one rule.
  public static var keysRefusedInHelp: [Key] {
    var seen = Set<Key>()
    return KeyBindings.standard.bindings.compactMap { binding in
      guard !Session.worksWithHelpOpen(binding.command),
        seen.insert(binding.key).inserted
      else { return nil }
      return binding.key
    }
  }

  /// The line of the help that says which keys do nothing while it is
  /// open: "a, x, s, period, left bracket, right bracket: do nothing while
  /// the help is open; every other key works".
  public var helpRefusedKeys: HelpEntry {
    let keys = Self.keysRefusedInHelp.map(keyName).joined(separator: ", ")
    return HelpEntry(id: "in-help", keys: keys, action: self[.refusedKeysAction])
  }

  /// Every setting the rotor can offer for a bank, each with what it
  /// moves between, after a line that says turning offers only those the
  /// screen has.
  public func helpRotorSettings(_ bank: BankConfiguration) -> [HelpEntry] {
    RotorHelpLine.lines(bank).map { line in
      HelpEntry(id: line.id(in: bank), keys: rotorHelpKeys(line), action: self[.rotorAction(line)])
    }
  }

  /// The keys or the setting's name a line of the rotor's settings shows.
  private func rotorHelpKeys(_ line: RotorHelpLine) -> String {
    switch line {
    case .offered: self[.rotorOfferedKeys]
    case .headings: accessibility[.rotorName(.headings)]
    case .levels: self[.rotorLevelsKeys]
    case .buttons: accessibility[.rotorName(.buttons)]
    case .lists: accessibility[.rotorName(.lists)]
    case .updates: accessibility[.rotorName(.updates)]
    case .adjust: accessibility[.rotorName(.adjustValue)]
    case .customers(let type): self[.rotorName(type)]
    }
  }
}
