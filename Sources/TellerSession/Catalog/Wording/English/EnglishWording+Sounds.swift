extension EnglishWording {
  /// The English words of `teller sounds`.
  public func text(_ message: SoundMessage) -> String {
    switch message {
    case .meaning(.depositStarted): "Deposit customer starts"
    case .meaning(.loanStarted): "Loan customer starts"
    case .meaning(.finished): "Customer finishes"
    case .meaning(.added): "Customers added"
    case .meaning(.allServed): "All customers served"
    case .meaning(.edge): "No more items that way"
    case .meaning(.error): "Error"
    case .description(.depositStarted): "a bright rising blip, moving from left to right"
    case .description(.loanStarted):
      "the same blip a fifth lower and hollow, moving from left to right"
    case .description(.finished): "a short falling tock with a click, on the right"
    case .description(.added): "three quick rising pips, on the left"
    case .description(.allServed): "a two-note chime rising an octave, in the middle"
    case .description(.edge): "a dull low thud, in the middle"
    case .description(.error): "two low buzzes, in the middle"
    case .heading: "Teller's sound icons, each played after its name:"
    case .withoutNames: "the sounds play without their names."
    }
  }
}
