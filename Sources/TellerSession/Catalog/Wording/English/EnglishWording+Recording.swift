extension EnglishWording {
  /// The English words of the recording's problems and the voices' listing.
  public func text(_ message: RecordingMessage) -> String {
    switch message {
    case .cannotCreate(let path, let reason): "--speech-wav: Cannot create '\(path)': \(reason)."
    case .cannotWrite(let path, let reason): "--speech-wav: Cannot write '\(path)': \(reason)."
    case .stopsHere: "The recording stops here."
    case .incomplete: "--speech-wav: the recording is incomplete."
    case .voicesHeading(let engine, 1):
      "\(engine): 1 voice; give the name before the colon to --voice."
    case .voicesHeading(let engine, let count):
      "\(engine): \(count) voices; give the name before the colon to --voice."
    }
  }
}
