import TellerAccessibility
import TellerBank
import TellerSession
import TellerWording

/// Decides, record by record, when speech cuts in, as VoiceOver does.
///
/// Records come in steps: what the session says for one input (its answer
/// and the screen's update), or for time passing. A step's records at one
/// model time form a group. The first record of a group that cuts in (all
/// but polite news; see ``SpeechPriority/cutsIn``) cancels what earlier
/// groups said, so a focus move, any navigation, an add's or a reset's
/// confirmation or an assertive announcement stops the current utterance
/// at once; the rest of its group is said after it, in order, so a
/// read-all is read whole and the welcome is followed by the focused
/// element. Polite news never cancels anything: it waits its turn.
///
/// A session's steps come in whole through ``present(_:)``: each is a new
/// step; one caused by ``SessionCommand/closeHelp`` (Escape) silences
/// speech before its records, even when it has none; and the last one's
/// cause says whether finishing lets what waits be said
/// (``drainsWhenFinished``).
///
/// The scheduler only says when to cancel; the sinks keep the queues.
public struct SpeechScheduler: Hashable, Sendable {
  private struct Group: Hashable, Sendable {
    var step: Int
    var time: ModelTime
  }

  private var step = 0
  private var group: Group?
  private var groupHasCutIn = false
  private var saidSinceCancel = false

  /// The latest model time of anything scheduled or interrupted, or of a
  /// step presented.
  public private(set) var latestTime: ModelTime?
  /// The cause of the last step presented, if any.
  public private(set) var lastCause: SessionStep.Cause?
  /// The catalog utterances are worded with: the last step's screen's, or
  /// the one given at the start.
  public private(set) var catalog: Catalog

  /// Creates a scheduler before any step.
  ///
  /// - Parameter catalog: the words of records scheduled before any step
  ///   is presented.
  public init(catalog: Catalog = .english) { self.catalog = catalog }

  /// Starts a new step: the records that follow answer something new.
  public mutating func beginStep() { step += 1 }

  /// What to do for a whole step of a session: start a new step, silence
  /// speech at the step's model time when its cause says so (Escape), then
  /// schedule each record in order.
  ///
  /// The step's model time counts towards ``latestTime`` even when the
  /// step says nothing, so `q` after a silent wait stops a recording where
  /// the listener was when they quit.
  ///
  /// - Complexity: O(n) in the length of the step's text.
  public mutating func present(_ step: SessionStep) -> [SpeechAction] {
    lastCause = step.cause
    catalog = step.screen.catalog
    note(step.screen.time)
    var actions: [SpeechAction] = []
    if SpeechPolicy.silences(step.cause) {
      actions += interrupt(at: step.screen.time)
    } else {
      beginStep()
    }
    for record in step.records { actions += schedule(record) }
    return actions
  }

  /// Whether speech, when it finishes, lets what waits be said: only when
  /// the session ended with its input (a pipe or a script running out).
  /// After `q`, `quit` or anything else, speech stops at once.
  public var drainsWhenFinished: Bool { SpeechPolicy.drains(after: lastCause) }

  /// What to do for a record: nothing when it is silent; otherwise say it,
  /// first cancelling what earlier groups said when it cuts in.
  ///
  /// - Complexity: O(n) in the length of the record's text.
  public mutating func schedule(_ record: OutputRecord) -> [SpeechAction] {
    guard let utterance = SpeechPolicy.utterance(for: record, catalog: catalog) else { return [] }
    note(record.time)
    let current = Group(step: step, time: record.time)
    if current != group {
      group = current
      groupHasCutIn = false
    }
    var actions: [SpeechAction] = []
    if utterance.priority.cutsIn && !groupHasCutIn {
      groupHasCutIn = true
      if saidSinceCancel { actions.append(.cancel(at: record.time)) }
    }
    actions.append(.say(utterance))
    saidSinceCancel = true
    return actions
  }

  /// Silences speech at a model time, as Escape does: cancels what was
  /// said, if anything was, and starts a new step.
  public mutating func interrupt(at time: ModelTime) -> [SpeechAction] {
    note(time)
    beginStep()
    guard saidSinceCancel else { return [] }
    saidSinceCancel = false
    return [.cancel(at: time)]
  }

  private mutating func note(_ time: ModelTime) {
    latestTime = max(latestTime ?? time, time)
  }
}
