// swift-tools-version:6.0
import PackageDescription

/// Teller's package.
///
/// Pure targets (no Glibc, Foundation or Dispatch): TellerText, TellerAccessibility,
/// TellerBank, TellerArguments, TellerSSIP, TellerSounds, TellerFullScreen, TellerApp
/// and TellerFullScreenView. Edge targets: TellerPlatform (child processes and
/// libraries loaded at run time), TellerCLibraries (the C declarations of
/// those libraries, headers only), TellerTerminal, TellerSpeech (eSpeak NG,
/// loaded at run time, and speech-dispatcher), TellerBraille (BRLTTY's BrlAPI,
/// loaded at run time) and the `teller` and `teller-bench` executables.
/// Under `Tests/` beside the test targets: `TellerTestSupport`, and the
/// real screen readers' harness (`TellerScreenReaderModel`, pure;
/// `TellerScreenReaderHarness`, `teller-paced-audio` and the maintainers'
/// tool `teller-screen-readers`).
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
    // Sound icons: synthesised from sine tones and noise, deterministic; the
    // cues a session reports and the icons they sound as; the recording's mixer.
    .target(
      name: "TellerSounds", dependencies: ["TellerBank"], linkerSettings: [.linkedLibrary("m")]),
    // The full-screen view's cell buffer, diff, encoder, widgets and layout.
    .target(name: "TellerFullScreen", dependencies: ["TellerText"]),
    .target(
      name: "TellerApp",
      dependencies: [
        "TellerAccessibility", "TellerBank", "TellerArguments", "TellerText", "TellerSounds",
      ]
    ),
    // The session's screen mapped onto the full screen's widgets.
    .target(
      name: "TellerFullScreenView",
      dependencies: ["TellerApp", "TellerAccessibility", "TellerFullScreen"]
    ),

    // MARK: Edge
    // Starting and reaping child processes, and opening libraries with
    // dlopen: the platform calls speech, braille, the benchmark and the
    // tests share.
    .target(name: "TellerPlatform"),
    // The C declarations of eSpeak NG, BrlAPI and liblouis that Teller
    // uses: the structures it reads and the functions it calls, found at
    // run time. Headers only: no library is linked.
    .target(name: "TellerCLibraries"),
    // The signal handlers also run TellerPlatform's emergency actions
    // (speech cancelled, players killed) before the process ends.
    .target(
      name: "TellerTerminal",
      dependencies: ["TellerApp", "TellerFullScreen", "TellerFullScreenView", "TellerPlatform"]
    ),
    // eSpeak NG is opened with dlopen when speech is asked for, so neither
    // building nor running needs it; speech-dispatcher is reached over its socket.
    .target(
      name: "TellerSpeech",
      dependencies: [
        "TellerApp", "TellerAccessibility", "TellerArguments", "TellerSSIP", "TellerPlatform",
        "TellerSounds", "TellerCLibraries",
      ]
    ),
    // BRLTTY's BrlAPI and liblouis are opened with dlopen when braille is
    // asked for, so neither building nor running needs them. The display's keys are one of
    // the interactive loop's input sources (TellerTerminal).
    .target(
      name: "TellerBraille",
      dependencies: [
        "TellerApp", "TellerAccessibility", "TellerArguments", "TellerTerminal", "TellerPlatform",
        "TellerCLibraries",
      ]),
    .executableTarget(
      name: "teller",
      dependencies: [
        "TellerApp", "TellerTerminal", "TellerArguments", "TellerSpeech", "TellerBraille",
        "TellerSSIP", "TellerFullScreen", "TellerSounds",
      ]
    ),
    .executableTarget(
      name: "teller-bench",
      dependencies: [
        "TellerApp", "TellerBank", "TellerAccessibility", "TellerArguments", "TellerTerminal",
        "TellerFullScreen", "TellerFullScreenView", "TellerSpeech", "TellerBraille",
        "TellerPlatform", "TellerSounds",
      ]
    ),
    // The trivial program teller-bench's start-up suite measures Teller against.
    .executableTarget(name: "teller-startup-baseline"),

    // MARK: Fuzzing
    // The properties the fuzz targets check; the regression tests run them too.
    .target(
      name: "TellerFuzzChecks", dependencies: ["TellerApp", "TellerArguments", "TellerSSIP"],
      path: "Fuzz/Checks"),
    // libFuzzer targets, each only LLVMFuzzerTestOneInput; not tests. Run one
    // with `Fuzz/run NAME SECONDS` (swift build -c release --sanitize=fuzzer).
    .executableTarget(
      name: "fuzz-key-decoder", dependencies: ["TellerFuzzChecks"],
      path: "Fuzz/Targets/fuzz-key-decoder"),
    .executableTarget(
      name: "fuzz-line-commands", dependencies: ["TellerFuzzChecks"],
      path: "Fuzz/Targets/fuzz-line-commands"),
    .executableTarget(
      name: "fuzz-arguments", dependencies: ["TellerFuzzChecks"],
      path: "Fuzz/Targets/fuzz-arguments"),
    .executableTarget(
      name: "fuzz-config", dependencies: ["TellerFuzzChecks"], path: "Fuzz/Targets/fuzz-config"),
    .executableTarget(
      name: "fuzz-ssip-replies", dependencies: ["TellerFuzzChecks"],
      path: "Fuzz/Targets/fuzz-ssip-replies"),

    // MARK: Tests
    .target(
      name: "TellerTestSupport",
      dependencies: [
        "TellerAccessibility", "TellerBank", "TellerApp", "TellerFuzzChecks", "TellerFullScreen",
        "TellerPlatform", "TellerTerminal",
      ],
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
      name: "TellerFullScreenTests",
      dependencies: ["TellerFullScreen", "TellerTestSupport"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "TellerFullScreenViewTests",
      dependencies: [
        "TellerFullScreenView", "TellerFullScreen", "TellerApp", "TellerAccessibility",
        "TellerBank", "TellerText", "TellerTestSupport",
      ],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "TellerArgumentsTests",
      dependencies: ["TellerArguments"]
    ),
    .testTarget(name: "TellerSSIPTests", dependencies: ["TellerSSIP"]),
    .testTarget(name: "TellerPlatformTests", dependencies: ["TellerPlatform"]),
    .testTarget(name: "TellerSoundsTests", dependencies: ["TellerSounds", "TellerBank"]),
    .testTarget(
      name: "TellerAppTests",
      dependencies: ["TellerApp", "TellerTestSupport", "TellerSounds"],
      exclude: ["Snapshots"]
    ),
    // A tiny program the terminal tests run in a real pseudo-terminal.
    .executableTarget(
      name: "teller-terminal-probe",
      dependencies: ["TellerApp", "TellerTerminal", "TellerArguments", "TellerBank"],
      path: "Tests/TerminalProbe"
    ),
    // A tiny full-screen program the terminal tests run in tmux.
    .executableTarget(
      name: "teller-screen-probe",
      dependencies: [
        "TellerApp", "TellerTerminal", "TellerFullScreen", "TellerArguments", "TellerPlatform",
      ],
      path: "Tests/ScreenProbe"
    ),
    .testTarget(
      name: "TellerTerminalTests",
      dependencies: [
        "TellerTerminal", "TellerApp", "TellerTestSupport", "teller-terminal-probe",
        "teller-screen-probe",
      ]
    ),
    // Throws a WAV stream away in real time: the speech tests' private
    // speech-dispatcher module pipes eSpeak NG into it, so its speech takes
    // as long as it would on a sound card.
    .executableTarget(name: "teller-speech-pacer", path: "Tests/SpeechPacer"),
    .testTarget(
      name: "TellerSpeechTests",
      dependencies: [
        "TellerSpeech", "TellerApp", "TellerArguments", "TellerPlatform", "TellerTestSupport",
        "TellerSounds", "teller", "teller-speech-pacer",
      ]
    ),
    // A tiny program the braille tests run against a real BRLTTY.
    .executableTarget(
      name: "teller-braille-probe",
      dependencies: ["TellerBraille", "TellerApp"],
      path: "Tests/BrailleProbe"
    ),
    .testTarget(
      name: "TellerBrailleTests",
      dependencies: [
        "TellerBraille", "TellerApp", "TellerBank", "TellerTestSupport", "teller-braille-probe",
        "teller",
      ]
    ),
    // The real screen readers, headless: a pure model of what they sent to
    // speech-dispatcher and what became of it, the harness that runs them
    // (Fenrir, Orca, BRLTTY) against Teller, the WAV consumer that makes the
    // harness's speech take real time, the maintainers' tool, and the bounds.
    .target(name: "TellerScreenReaderModel", path: "Tests/TellerScreenReaderModel"),
    .target(
      name: "TellerScreenReaderHarness",
      dependencies: ["TellerScreenReaderModel", "TellerTestSupport", "TellerPlatform"],
      path: "Tests/TellerScreenReaderHarness",
      exclude: ["terminal-text.py"]
    ),
    .executableTarget(name: "teller-paced-audio", path: "Tests/PacedAudio"),
    .executableTarget(
      name: "teller-screen-readers",
      dependencies: ["TellerScreenReaderHarness", "TellerScreenReaderModel"],
      path: "Tests/ScreenReaderTool"
    ),
    .testTarget(
      name: "TellerScreenReaderTests",
      dependencies: [
        "TellerScreenReaderModel", "TellerScreenReaderHarness", "TellerTestSupport", "teller",
        "teller-paced-audio",
      ],
      exclude: ["Logs"]
    ),
    .testTarget(
      name: "TellerCLITests",
      dependencies: ["TellerTestSupport", "teller", "teller-bench", "teller-startup-baseline"],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
