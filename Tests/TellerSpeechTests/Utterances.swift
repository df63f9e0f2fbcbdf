import TellerSpeechModel

/// A polite utterance, as an announcement about the queues is.
func polite(_ text: String) -> Utterance { Utterance(text: text, priority: .text) }

/// An utterance that answers the user, as a focus move is.
func message(_ text: String) -> Utterance { Utterance(text: text, priority: .message) }
