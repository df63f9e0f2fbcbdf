import TellerBank

/// A source of session input besides the loop's ``ByteSource``, such as a
/// braille display's keys.
///
/// The ``InputLoop`` waits on ``fileDescriptor`` beside its byte
/// source, and after every wait takes what the source has with
/// ``takeInputs(at:)``, which must not wait. A source that holds something
/// the process must let go of while it is stopped (Ctrl-Z), as a braille
/// display is given back to BRLTTY, lets go in ``willStop()`` and takes it
/// again in ``didContinue()``; the loop calls both from its own flow, never
/// from a signal handler.
///
/// Sources are objects, so the same one can also be a presenter (a braille
/// display shows the steps its keys cause).
public protocol InputSource: AnyObject {
  /// A descriptor that is readable when input waits, for the loop to wait
  /// on; -1 when there is none to wait on.
  var fileDescriptor: Int32 { get }
  /// Takes the input that waits, oldest first, without waiting.
  ///
  /// - Parameter now: the session's model time.
  func takeInputs(at now: ModelTime) -> [SessionInput]
  /// Lets go of what the process must not hold while stopped.
  func willStop()
  /// Takes back what ``willStop()`` let go of.
  func didContinue()
}

extension InputSource {
  /// Nothing to let go of.
  public func willStop() {}
  /// Nothing to take back.
  public func didContinue() {}
}
