import TellerSounds

extension Catalog {
  /// A message of `teller sounds`, in the catalog's language.
  public subscript(_ message: SoundMessage) -> String { wording.text(message) }

  /// What a sound icon means, as `teller sounds` says it before playing
  /// it: "Deposit customer starts"; "예금 고객 업무 시작".
  public func soundMeaning(_ icon: SoundIcon) -> String { self[.meaning(icon)] }

  /// How a sound icon sounds, and where it sits in stereo.
  public func soundDescription(_ icon: SoundIcon) -> String { self[.description(icon)] }

  /// One line of the table of sounds `teller sounds` prints: "deposit-start:
  /// Deposit customer starts: a bright rising blip, …".
  public func soundLine(_ icon: SoundIcon) -> String {
    "\(icon.name): \(soundMeaning(icon)): \(soundDescription(icon))."
  }

  /// The line before the table of sounds.
  public var soundsHeading: String { self[.heading] }

  /// The notice when no voice can say the sounds' names: they play alone.
  public var soundsWithoutNames: String { self[.withoutNames] }
}
