import TellerPlatform

// teller-bench: how fast Teller runs.
//
// The bank suite measures the bank model (events per second, peak RSS);
// the screen suite measures what a screen-reader user waits for on a big
// screen (a command to its output line, a tree update per tick, an add on
// a full bank); the script suite runs a long script whole in a child
// process, for its time and peak memory; the full-screen suite measures
// the bytes a timer tick writes and a key to its flushed frame; the peers
// suite sets `teller simulate` beside SimPy on the same models, and the
// start-up suite times Teller's first line against a trivial program; the
// speech suite, how soon an
// announcement's first sample comes; the soak suite runs an hour of a
// session under steady load and watches its memory; the braille suite, how
// soon a focus move reaches the braille display; the sounds suite, how soon
// a sound icon starts and what an hour of them costs; the graph suite, what
// an 8-hour day's audio graph costs beside the day itself; the scale suite, the
// memory a session holds per customer with a million of them, and a reset
// of them all to the next frame. Every figure comes with a
// same-run baseline, so runs on a noisy shared machine can be compared as
// ratios.

let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
if let child = options.child {
  switch child {
  case "soak": CurrentProcess.exit(SoakBenchmark.runAsChild(options))
  case "scale", "scale-baseline": CurrentProcess.exit(ScaleBenchmark.runAsChild(child, options))
  default: CurrentProcess.exit(ScriptBenchmark.runAsChild(child, adds: options.scriptAdds))
  }
}
switch options.suite {
case .bank:
  BankBenchmark.run(options)
case .screen, .screenCommands, .screenTicks, .screenAdds:
  ScreenBenchmark.run(options)
case .script:
  ScriptBenchmark.run(options)
case .fullScreen:
  FullScreenBenchmark.run(options)
case .peers:
  PeersBenchmark.run(options)
case .startup:
  StartupBenchmark.run(options)
case .speech:
  SpeechBenchmark.run(options)
  SoundBenchmark.firstSamples(options)
case .soak:
  SoakBenchmark.run(options)
case .sounds:
  let player = SoundBenchmark.firstSamples(options)
  SoundBenchmark.soak(options, playerSeconds: player)
case .graph:
  AudioGraphBenchmark.run(options)
case .braille:
  BrailleBenchmark.run(options)
case .scale:
  ScaleBenchmark.run(options)
case .all:
  BankBenchmark.run(options)
  ScreenBenchmark.run(options)
  ScriptBenchmark.run(options)
  FullScreenBenchmark.run(options)
  PeersBenchmark.run(options)
  StartupBenchmark.run(options)
  SpeechBenchmark.run(options)
  let player = SoundBenchmark.firstSamples(options)
  SoakBenchmark.run(options)
  SoundBenchmark.soak(options, playerSeconds: player)
  AudioGraphBenchmark.run(options)
  BrailleBenchmark.run(options)
  ScaleBenchmark.run(options)
}
