import TellerPlatform
import TellerSession

extension FileReadError {
  /// The error as the catalog's message, to word in the user's language.
  var wording: FileReadMessage {
    switch failure {
    case .system(let reason): .cannotRead(path: path, reason: reason)
    case .tooLarge(let limit): .tooLarge(path: path, limit: limit)
    }
  }
}
