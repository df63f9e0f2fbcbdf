import TellerText

extension EnglishWording {
  /// The English words of a file that cannot be read: one line naming it,
  /// with control characters made visible.
  public func text(_ message: FileReadMessage) -> String {
    switch message {
    case .cannotRead(let path, let reason): "Cannot read '\(visibleText(path))': \(reason)."
    case .tooLarge(let path, let limit):
      "Cannot read '\(visibleText(path))': "
        + (limit >= 1 << 20 && limit % (1 << 20) == 0
          ? "It is larger than \(limit >> 20) MiB." : "It is too large.")
    }
  }
}
