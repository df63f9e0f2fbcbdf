import TellerFullScreen

extension Frame {
  /// The frame's text lines with trailing spaces removed, for snapshots.
  public var trimmedLines: [String] {
    buffer.lines().map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
