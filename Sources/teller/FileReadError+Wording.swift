import TellerPlatform
import TellerSession

extension FileReadError {
  /// The error as the catalog's message, to word in the user's language.
  var wording: FileReadMessage { .cannotRead(path: path, problem: failure) }
}
