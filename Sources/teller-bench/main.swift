// teller-bench: how fast Teller runs.
//
// The bank suite measures the bank model (events per second, peak RSS);
// the screen suite measures what a screen-reader user waits for on a big
// screen (a command to its output line, a tree update per tick); the
// full-screen suite measures the bytes a timer tick writes. Every
// figure comes with a same-run baseline, so runs on a noisy shared machine
// can be compared as ratios.

let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
switch options.suite {
case .bank:
  BankBenchmark.run(options)
case .screen, .screenCommands, .screenTicks:
  ScreenBenchmark.run(options)
case .fullScreen:
  FullScreenBenchmark.run()
case .all:
  BankBenchmark.run(options)
  ScreenBenchmark.run(options)
  FullScreenBenchmark.run()
}
