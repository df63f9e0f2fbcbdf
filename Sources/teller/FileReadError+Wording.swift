import TellerPlatform
import TellerSession
import TellerWording

extension FileReadError {
  /// The error as the catalog's message, to word in the user's language.
  var wording: FileReadMessage { .cannotRead(path: path, problem: failure) }
}
