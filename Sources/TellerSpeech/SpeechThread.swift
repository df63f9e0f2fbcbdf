import TellerPlatform

/// The thread each speech sink runs its work on.
typealias SpeechThread = WorkerThread
