import TellerSounds

extension Catalog {
  /// One line of the table of sounds `teller sounds` prints: "deposit-start:
  /// Deposit customer starts: a bright rising blip, …".
  public func soundLine(_ icon: SoundIcon) -> String {
    "\(icon.name): \(self[.meaning(icon)]): \(self[.description(icon)])."
  }
}
