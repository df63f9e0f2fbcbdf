import TellerSounds

extension Catalog {
  /// One line of the table of sounds `teller sounds` prints: "deposit-start:
  /// Deposit customer starts: a bright rising blip, …".
  public func soundLine(_ icon: SoundIcon) -> String {
    "\(icon.name): \(self[.meaning(icon)]): \(self[.description(icon)])."
  }
}

extension Catalog {
  /// One line of the audio graph's examples `teller sounds` prints:
  /// "rising: A line that grows: the pitch climbs an octave over four hours."
  public func graphExampleLine(_ example: GraphExample) -> String {
    "\(example.name): \(self[AudioGraphMessage.example(example)]): "
      + "\(self[AudioGraphMessage.exampleDescription(example)])."
  }
}
