/// Messages of an area that tests and tools can walk: one or more samples
/// of every case.
///
/// Each area keeps a payload-free `Kind` enum, `CaseIterable`, and an
/// exhaustive `kind` switch over its messages, so a new message does not
/// compile until it has a kind; ``samples`` are made by an exhaustive
/// switch over the kinds, so a new kind does not compile until it has its
/// samples.
public protocol MessageSamples {
  /// The cases of the area, without their payloads.
  associatedtype Kind: CaseIterable, Hashable
  /// The case of a message.
  var kind: Kind { get }
  /// Samples of the messages of one kind, with typical payloads.
  static func samples(of kind: Kind) -> [Self]
}

extension MessageSamples {
  /// Samples of every case of the area, in the order of its kinds.
  public static var samples: [Self] { Kind.allCases.flatMap { samples(of: $0) } }
}
