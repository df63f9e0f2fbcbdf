import TellerWording

extension BrailleProblem {
  /// One problem of each kind, on each kind of host, with typical payloads.
  public static var samples: [BrailleProblem] {
    let hosts: [BrailleHost] = [.thisMachine, .localSocket(":0"), .named("x:1")]
    return [
      .libraryMissing(path: "libbrlapi.so.0.8"),
      .symbolMissing("brlapi__openConnection", path: "x"),
      .closed, .lost(.thisMachine, reason: nil), .noThread,
    ]
      + hosts.flatMap { host -> [BrailleProblem] in
        [
          .lost(host, reason: "x"), .noBRLTTY(host, reason: "x"), .noAnswer(host, seconds: 3),
          .noDisplaySize(host, reason: "x"), .noDisplay(host), .displayRefused(host, reason: "x"),
        ]
      }
  }
}
