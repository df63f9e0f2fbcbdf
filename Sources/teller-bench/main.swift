// teller-bench: how fast Teller runs.
//
// The bank suite measures the bank model (events per second, peak RSS);
// the screen suite measures what a screen-reader user waits for on a big
// screen (a command to its output line, a tree update per tick); the peers
// suite sets `teller simulate` beside SimPy on the same models, and the
// start-up suite times Teller's first line against a trivial program. Every
// figure comes with a same-run baseline, so runs on a noisy shared machine
// can be compared as ratios.

let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
switch options.suite {
case .bank:
  BankBenchmark.run(options)
case .screen, .screenCommands, .screenTicks:
  ScreenBenchmark.run(options)
case .peers:
  PeersBenchmark.run(options)
case .startup:
  StartupBenchmark.run(options)
case .all:
  BankBenchmark.run(options)
  ScreenBenchmark.run(options)
  PeersBenchmark.run(options)
  StartupBenchmark.run(options)
}
