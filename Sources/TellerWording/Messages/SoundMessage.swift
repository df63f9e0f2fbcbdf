import TellerSounds

/// The words of `teller sounds`: what each sound icon means and how it
/// sounds, and the lines around the table.
public enum SoundMessage: Hashable, Sendable {
  /// What a sound icon means, said before it plays: "Deposit customer starts".
  case meaning(SoundIcon)
  /// How a sound icon sounds, and where it sits in stereo.
  case description(SoundIcon)
  /// The line before the table of sounds.
  case heading
  /// The notice when no voice can say the sounds' names: they play alone.
  case withoutNames
}
