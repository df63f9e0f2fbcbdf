// swift-tools-version:6.0
import PackageDescription

/// Teller's package.
///
/// Pure targets (no Glibc, Foundation or Dispatch): TellerText, TellerAccessibility,
/// TellerBank, TellerArguments, TellerSSIP, TellerSounds, TellerFullScreen,
/// TellerInput, TellerWording, TellerSession, TellerSpeechModel, TellerBrailleModel,
/// TellerFullScreenView and TellerCommands, each depending only on lower layers (ARCHITECTURE.md; a test of
/// TellerSourceTests holds them to it). Edge targets: TellerPlatform (files, child
/// processes and libraries loaded at run time), TellerCLibraries (the C declarations
/// of those libraries, headers only), TellerTerminal, TellerSpeech (eSpeak NG,
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
    // Input: keys decoded from a terminal's bytes, lines parsed, both bound
    // to the session's commands; the key table and the line commands' table.
    .target(
      name: "TellerInput",
      dependencies: ["TellerAccessibility", "TellerBank", "TellerArguments", "TellerText"]),
    // The words of everything Teller says, in every language: the message
    // types, one exhaustive switch per language and area, and the catalog.
    .target(
      name: "TellerWording",
      dependencies: [
        "TellerAccessibility", "TellerArguments", "TellerBank", "TellerInput", "TellerSounds",
        "TellerText",
      ]),
    // The session: input, the session and its steps, the screen, announcements,
    // pacing, outputs as text, the presenter protocol, the key loop with its
    // input sources, screen-reader detection's decision, and the one catalog.
    .target(
      name: "TellerSession",
      dependencies: [
        "TellerAccessibility", "TellerBank", "TellerArguments", "TellerText", "TellerSounds", "TellerInput", "TellerWording"
      ]
    ),
    // Speech's model: the policy, scheduler, normaliser, queues, timeline and
    // the WAV encoder; the recording's sound timeline. TellerSpeech is its edge.
    .target(
      name: "TellerSpeechModel",
      dependencies: [
        "TellerSession", "TellerAccessibility", "TellerBank", "TellerArguments", "TellerText",
        "TellerSounds", "TellerWording"
      ]
    ),
    // Braille's model: text, cells, translators, the focus line, panning,
    // flash, news and the renderer. TellerBraille is its edge.
    .target(
      name: "TellerBrailleModel",
      dependencies: [
        "TellerSession", "TellerAccessibility", "TellerBank", "TellerArguments", "TellerText", "TellerInput", "TellerWording"
      ]
    ),
    // The commands: the command table, help, manual page, completions, and
    // the simulate, console, inspect and audit commands' logic.
    .target(
      name: "TellerCommands",
      dependencies: [
        "TellerSession", "TellerSpeechModel", "TellerBrailleModel", "TellerAccessibility",
        "TellerBank", "TellerArguments", "TellerText", "TellerSounds", "TellerInput", "TellerWording"
      ]
    ),
    // The session's screen mapped onto the full screen's widgets.
    .target(
      name: "TellerFullScreenView",
      dependencies: ["TellerSession", "TellerAccessibility", "TellerFullScreen", "TellerInput", "TellerWording"]
    ),

    // MARK: Edge
    // Starting and reaping child processes, and opening libraries with
    // dlopen: the platform calls speech, braille, the benchmark and the
    // tests share.
    .target(name: "TellerPlatform", dependencies: ["TellerArguments", "TellerText"]),
    // The C declarations of eSpeak NG, BrlAPI and liblouis that Teller
    // uses: the structures it reads and the functions it calls, found at
    // run time. Headers only: no library is linked.
    .target(name: "TellerCLibraries"),
    // The signal handlers also run TellerPlatform's emergency actions
    // (speech cancelled, players killed) before the process ends.
    .target(
      name: "TellerTerminal",
      dependencies: [
        "TellerSession", "TellerFullScreen", "TellerFullScreenView", "TellerPlatform", "TellerInput", "TellerWording"
      ]
    ),
    // eSpeak NG is opened with dlopen when speech is asked for, so neither
    // building nor running needs it; speech-dispatcher is reached over its socket.
    .target(
      name: "TellerSpeech",
      dependencies: [
        "TellerSession", "TellerSpeechModel", "TellerAccessibility", "TellerArguments",
        "TellerSSIP", "TellerPlatform", "TellerSounds", "TellerCLibraries", "TellerWording"
      ]
    ),
    // BRLTTY's BrlAPI and liblouis are opened with dlopen when braille is
    // asked for, so neither building nor running needs them. The display's keys are one of
    // the input loop's sources (the protocol is TellerSession's).
    .target(
      name: "TellerBraille",
      dependencies: [
        "TellerSession", "TellerBrailleModel", "TellerAccessibility", "TellerArguments",
        "TellerPlatform", "TellerCLibraries", "TellerWording"
      ]),
    .executableTarget(
      name: "teller",
      dependencies: [
        "TellerSession", "TellerSpeechModel", "TellerCommands", "TellerTerminal",
        "TellerArguments", "TellerSpeech", "TellerBraille", "TellerSSIP", "TellerFullScreen",
        "TellerSounds", "TellerPlatform", "TellerWording"
      ],
      plugins: ["SourceCommit"]
    ),
    // Writes the commit a build from a git checkout was made from, for
    // `teller --version`: a local build-tool plugin that runs git.
    .plugin(name: "SourceCommit", capability: .buildTool(), exclude: ["source-commit.sh"]),
    .executableTarget(
      name: "teller-bench",
      dependencies: [
        "TellerSession", "TellerSpeechModel", "TellerBrailleModel", "TellerCommands", "TellerBank",
        "TellerAccessibility", "TellerArguments", "TellerTerminal",
        "TellerFullScreen", "TellerFullScreenView", "TellerSpeech", "TellerBraille",
        "TellerPlatform", "TellerSounds", "TellerInput", "TellerWording"
      ]
    ),
    // The trivial program teller-bench's start-up suite measures Teller against.
    .executableTarget(name: "teller-startup-baseline"),

    // MARK: Fuzzing
    // The properties the fuzz targets check; the regression tests run them too.
    .target(
      name: "TellerFuzzChecks",
      dependencies: [
        "TellerSession", "TellerSpeechModel", "TellerCommands", "TellerArguments", "TellerSSIP", "TellerInput", "TellerWording"
      ],
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
        "TellerAccessibility", "TellerBank", "TellerSession", "TellerFuzzChecks",
        "TellerFullScreen", "TellerPlatform", "TellerTerminal", "TellerInput", "TellerWording"
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
    // The length limits on Sources, held by a small Swift scanner of its own;
    // the layers and the architecture map's links.
    .testTarget(name: "TellerSourceTests"),
    .testTarget(
      name: "TellerFullScreenTests",
      dependencies: ["TellerFullScreen", "TellerTestSupport"]
    ),
    .testTarget(
      name: "TellerFullScreenViewTests",
      dependencies: [
        "TellerFullScreenView", "TellerFullScreen", "TellerSession", "TellerAccessibility",
        "TellerBank", "TellerText", "TellerTestSupport", "TellerInput", "TellerWording"
      ],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "TellerArgumentsTests",
      dependencies: ["TellerArguments"]
    ),
    .testTarget(name: "TellerSSIPTests", dependencies: ["TellerSSIP"]),
    // Ends itself while a child it starts exists but has no kill armed yet.
    .executableTarget(
      name: "teller-spawn-probe", dependencies: ["TellerPlatform"], path: "Tests/SpawnProbe"),
    .testTarget(
      name: "TellerPlatformTests",
      dependencies: ["TellerPlatform", "TellerArguments", "teller-spawn-probe"]),
    .testTarget(
      name: "TellerSoundsTests", dependencies: ["TellerSounds", "TellerBank", "TellerTestSupport"]),
    .testTarget(
      name: "TellerSessionTests",
      dependencies: ["TellerSession", "TellerSpeechModel", "TellerTestSupport", "TellerSounds", "TellerInput", "TellerWording"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "TellerSpeechModelTests",
      dependencies: ["TellerSpeechModel", "TellerSession", "TellerTestSupport", "TellerSounds", "TellerInput", "TellerWording"]
    ),
    .testTarget(
      name: "TellerBrailleModelTests",
      dependencies: ["TellerBrailleModel", "TellerSession", "TellerTestSupport", "TellerInput", "TellerWording"]
    ),
    .testTarget(
      name: "TellerCommandsTests",
      dependencies: ["TellerCommands", "TellerSession", "TellerTestSupport", "TellerFuzzChecks", "TellerWording"],
      exclude: ["Snapshots"]
    ),
    // A tiny program the terminal tests run in a real pseudo-terminal.
    .executableTarget(
      name: "teller-terminal-probe",
      dependencies: ["TellerSession", "TellerTerminal", "TellerArguments", "TellerBank", "TellerInput", "TellerWording"],
      path: "Tests/TerminalProbe"
    ),
    // A tiny full-screen program the terminal tests run in tmux.
    .executableTarget(
      name: "teller-screen-probe",
      dependencies: [
        "TellerSession", "TellerTerminal", "TellerFullScreen", "TellerFullScreenView",
        "TellerArguments", "TellerPlatform", "TellerInput", "TellerWording"
      ],
      path: "Tests/ScreenProbe"
    ),
    .testTarget(
      name: "TellerTerminalTests",
      dependencies: [
        "TellerTerminal", "TellerSession", "TellerTestSupport", "teller-terminal-probe",
        "teller-screen-probe", "TellerInput", "TellerWording"
      ]
    ),
    // Throws a WAV stream away in real time: the speech tests' private
    // speech-dispatcher module pipes eSpeak NG into it, so its speech takes
    // as long as it would on a sound card.
    .executableTarget(name: "teller-speech-pacer", path: "Tests/SpeechPacer"),
    .testTarget(
      name: "TellerSpeechTests",
      dependencies: [
        "TellerSpeech", "TellerSpeechModel", "TellerSession", "TellerCommands", "TellerArguments",
        "TellerPlatform", "TellerTestSupport", "TellerSounds", "teller", "teller-speech-pacer", "TellerWording",
        "TellerScreenReaderModel",
      ]
    ),
    // A tiny program the braille tests run against a real BRLTTY.
    .executableTarget(
      name: "teller-braille-probe",
      dependencies: ["TellerBraille", "TellerBrailleModel", "TellerWording"],
      path: "Tests/BrailleProbe"
    ),
    .testTarget(
      name: "TellerBrailleTests",
      dependencies: [
        "TellerBraille", "TellerBrailleModel", "TellerSession", "TellerBank", "TellerTestSupport",
        "teller-braille-probe",
        "teller", "TellerInput", "TellerWording"
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
      dependencies: [
        "TellerTestSupport", "TellerCommands", "TellerSession", "teller", "teller-bench",
        "teller-startup-baseline", "TellerWording"
      ],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
