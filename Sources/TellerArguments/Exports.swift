// `visibleText(_:)` lives in TellerText, the one place that makes outside
// text harmless; every user of the argument parser needs it for messages.
@_exported import TellerText
