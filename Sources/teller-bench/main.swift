// teller-bench: how fast Teller runs.
//
// The bank suite measures the bank model (events per second, peak RSS);
// the screen suite measures what a screen-reader user waits for on a big
// screen (a command to its output line, a tree update per tick); the speech
// suite, how soon an announcement's first sample comes. Every figure comes
// with a same-run baseline, so runs on a noisy shared machine can be
// compared as ratios.

let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
switch options.suite {
case .bank:
  BankBenchmark.run(options)
case .screen, .screenCommands, .screenTicks:
  ScreenBenchmark.run(options)
case .speech:
  SpeechBenchmark.run(options)
case .all:
  BankBenchmark.run(options)
  ScreenBenchmark.run(options)
  SpeechBenchmark.run(options)
}
