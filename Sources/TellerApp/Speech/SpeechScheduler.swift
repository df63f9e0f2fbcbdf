import TellerBank

/// Decides, record by record, when speech cuts in, as VoiceOver does.
///
/// Records come in steps: what the session says for one input (its answer
/// and the screen's update), or for time passing. A step's records at one
/// model time form a group. The first record of a group that cuts in (all
/// but polite announcements; see ``SpeechPriority/cutsIn``) cancels what
/// earlier groups said, so a focus move, any navigation, a reset or an
/// assertive announcement stops the current utterance at once; the rest of
/// its group is said after it, in order, so a read-all is read whole and the
/// welcome is followed by the focused element. Polite announcements never
/// cancel anything: they wait their turn.
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

  /// The latest model time of anything scheduled or interrupted.
  public private(set) var latestTime: ModelTime?

  /// Creates a scheduler before any step.
  public init() {}

  /// Starts a new step: the records that follow answer something new.
  public mutating func beginStep() { step += 1 }

  /// What to do for a record: nothing when it is silent; otherwise say it,
  /// first cancelling what earlier groups said when it cuts in.
  ///
  /// - Complexity: O(n) in the length of the record's text.
  public mutating func schedule(_ record: OutputRecord) -> [SpeechAction] {
    guard let utterance = SpeechPolicy.utterance(for: record) else { return [] }
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
