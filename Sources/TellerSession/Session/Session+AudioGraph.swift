import TellerBank
import TellerSounds

/// The day so far as an audio graph (`o`): the sentence with its length
/// and peak is the answer, said and shown as any answer is; the step
/// carries the graph (``SessionStep/graph``) for the presenters that make
/// sound, which play it after the sentence and stop it at the next key.
extension Session {
  mutating func playGraph() -> [OutputRecord] {
    let graph = AudioGraph(graphRecorder.series(through: now))
    let sentence = catalog.audioGraphSentence(graph)
    if graph.frames(sampleRate: 1) > 0 {
      graphCue = GraphCue(
        graph: graph, time: now,
        lead: SpeakingTime.estimate(
          sentence, language: settings.language, wordsPerMinute: settings.readerWordsPerMinute))
    }
    return [say(sentence)]
  }
}
