// swift-tools-version:6.0
import PackageDescription

/// Teller's package.
///
/// Pure targets (no Glibc, Foundation or Dispatch): TellerText, TellerAccessibility,
/// TellerBank, TellerArguments, TellerSSIP and TellerApp. Edge targets:
/// TellerTerminal, TellerSpeech (eSpeak NG, loaded at run time, and
/// speech-dispatcher) and the `teller` and `teller-bench` executables.
let package = Package(
  name: "Teller",
  products: [
    .executable(name: "teller", targets: ["teller"]),
    .executable(name: "teller-bench", targets: ["teller-bench"]),
    .library(name: "TellerAccessibility", targets: ["TellerAccessibility"]),
    .library(name: "TellerBank", targets: ["TellerBank"]),
  ],
  targets: [
    // MARK: Pure core
    .target(name: "TellerText"),
    .target(name: "TellerAccessibility", dependencies: ["TellerText"]),
    // libm gives Double.rounded() and friends without importing Glibc.
    .target(name: "TellerBank", linkerSettings: [.linkedLibrary("m")]),
    .target(name: "TellerArguments", dependencies: ["TellerText"]),
    // speech-dispatcher's protocol, SSIP: commands, message bodies, replies
    // and events as values; the socket is TellerSpeech's.
    .target(name: "TellerSSIP", dependencies: ["TellerText"]),
    .target(
      name: "TellerApp",
      dependencies: ["TellerAccessibility", "TellerBank", "TellerArguments", "TellerText"]
    ),

    // MARK: Edge
    .target(name: "TellerTerminal", dependencies: ["TellerApp"]),
    // eSpeak NG is opened with dlopen when speech is asked for, so neither
    // building nor running needs it; speech-dispatcher is reached over its socket.
    .target(
      name: "TellerSpeech",
      dependencies: ["TellerApp", "TellerAccessibility", "TellerArguments", "TellerSSIP"]
    ),
    .executableTarget(
      name: "teller",
      dependencies: ["TellerApp", "TellerTerminal", "TellerArguments", "TellerSpeech"]
    ),
    .executableTarget(
      name: "teller-bench",
      dependencies: [
        "TellerApp", "TellerBank", "TellerAccessibility", "TellerArguments", "TellerSpeech",
      ]
    ),

    // MARK: Tests
    .target(
      name: "TellerTestSupport",
      dependencies: ["TellerAccessibility", "TellerBank", "TellerApp"],
      path: "Tests/TellerTestSupport"
    ),
    .testTarget(
      name: "TellerAccessibilityTests",
      dependencies: ["TellerAccessibility", "TellerTestSupport"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "TellerBankTests",
      dependencies: ["TellerBank", "TellerTestSupport"]
    ),
    .testTarget(name: "TellerTextTests", dependencies: ["TellerText"]),
    .testTarget(
      name: "TellerArgumentsTests",
      dependencies: ["TellerArguments"]
    ),
    .testTarget(name: "TellerSSIPTests", dependencies: ["TellerSSIP"]),
    .testTarget(
      name: "TellerAppTests",
      dependencies: ["TellerApp", "TellerTestSupport"],
      exclude: ["Snapshots"]
    ),
    // A tiny program the terminal tests run in a real pseudo-terminal.
    .executableTarget(
      name: "teller-terminal-probe",
      dependencies: ["TellerApp", "TellerTerminal", "TellerArguments", "TellerBank"],
      path: "Tests/TerminalProbe"
    ),
    .testTarget(
      name: "TellerTerminalTests",
      dependencies: ["TellerTerminal", "TellerApp", "TellerTestSupport", "teller-terminal-probe"]
    ),
    .testTarget(
      name: "TellerSpeechTests",
      dependencies: ["TellerSpeech", "TellerApp", "TellerArguments", "TellerTestSupport", "teller"]
    ),
    .testTarget(
      name: "TellerCLITests",
      dependencies: ["TellerTestSupport", "teller"],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
