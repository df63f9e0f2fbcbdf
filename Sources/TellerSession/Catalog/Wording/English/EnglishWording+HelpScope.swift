extension EnglishWording {
  /// The English words of the help's scope and the rotor's settings.
  public func text(_ message: HelpScopeMessage) -> String {
    switch message {
    case .refusedKeysAction: "do nothing while the help is open; every other key works"
    case .rotorHeading: "Rotor settings"
    case .rotorOfferedKeys: "r and shifted R"
    case .rotorLevelsKeys: "Heading level 1 to 6"
    case .rotorAction(.offered): "turn through the settings the screen has, as VoiceOver does"
    case .rotorAction(.headings): "every heading"
    case .rotorAction(.levels): "headings of one level"
    case .rotorAction(.buttons): "the buttons"
    case .rotorAction(.lists): "the Waiting and Processing lists"
    case .rotorAction(.updates): "what changes as the bank works"
    case .rotorAction(.adjust): "adjustable items; Up and Down change them"
    case .rotorAction(.loan): "customers with loan work"
    case .rotorAction(.deposit): "customers with deposit work"
    }
  }
}
