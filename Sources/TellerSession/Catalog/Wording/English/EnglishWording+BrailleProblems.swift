import TellerText

extension EnglishWording {
  /// The English words of braille's problems.
  public func text(_ message: BrailleProblemMessage) -> String {
    switch message {
    case .off(.braille, let problem): "braille is off: \(text(problem))"
    case .problem(let problem): text(problem)
    }
  }

  private func text(_ host: BrailleHost) -> String {
    switch host {
    case .thisMachine: "this machine"
    case .localSocket(let socket): "this machine's socket \(visibleText(socket))"
    case .named(let name): visibleText(name)
    }
  }

  private func text(_ problem: BrailleProblem) -> String {
    let install = "(\(BrailleProblem.installCommand))."
    let listens = "set BRLAPI_HOST to where it listens."
    switch problem {
    case .libraryMissing(let path):
      return "\(visibleText(path)) not found; install BRLTTY's client library " + install
    case .symbolMissing(let name, let path):
      return "\(visibleText(path)) has no \(name); install libbrlapi0.8 " + install
    case .closed: return "the connection to BRLTTY is closed."
    case .lost(let host, let reason):
      return
        "the connection to BRLTTY at \(text(host)) was lost (\(reason ?? "it stopped reading"))."
    case .noThread: return "Teller could not start a thread to connect."
    case .noBRLTTY(let host, let reason):
      return "no BRLTTY answered at \(text(host)) (\(reason)); start BRLTTY with BrlAPI, or "
        + listens
    case .noAnswer(let host, let seconds):
      return "BRLTTY at \(text(host)) did not answer within \(seconds) seconds;"
        + " check that BRLTTY runs there, or " + listens
    case .noDisplaySize(let host, let reason):
      return "BRLTTY at \(text(host)) did not give its display size (\(reason))."
    case .noDisplay(let host): return "BRLTTY at \(text(host)) has no braille display."
    case .displayRefused(let host, let reason):
      return "BRLTTY at \(text(host)) would not give Teller the display (\(reason))."
    }
  }
}
