import TellerText

extension KoreanWording {
  /// The Korean words of a file that cannot be read: one line naming it,
  /// with control characters made visible.
  public func text(_ message: FileReadMessage) -> String {
    switch message {
    case .cannotRead(let path, let reason): "'\(visibleText(path))' 파일을 읽을 수 없습니다: \(reason)."
    case .tooLarge(let path, let limit):
      "'\(visibleText(path))' 파일을 읽을 수 없습니다: "
        + (limit >= 1 << 20 && limit % (1 << 20) == 0
          ? "\(limit >> 20)MiB보다 큽니다." : "파일이 너무 큽니다.")
    }
  }
}
