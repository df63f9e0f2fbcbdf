import TellerArguments
import TellerSession
import TellerWording
import Testing

/// Detection as a pure function of process tables written out by hand.
@Suite("Screen-reader detection")
struct ScreenReaderDetectionTests {
  static let me: UInt32 = 1000
  static let root: UInt32 = 0
  static let desktop = [
    "DISPLAY": ":0", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus",
  ]

  /// Teller (pid 500) under a shell (400) under a terminal (300), with
  /// other processes beside them.
  static func system(
    _ others: [ProcessEntry], environment: [String: String] = desktop, speakup: Bool = false,
    ancestors: [ProcessEntry] = []
  ) -> SystemSnapshot {
    let terminal = ProcessEntry(
      id: 300, parent: ancestors.first?.id ?? 1, user: me, name: "sakura",
      executable: "/usr/bin/sakura", arguments: ["sakura"])
    let shell = ProcessEntry(
      id: 400, parent: 300, user: me, name: "bash", executable: "/usr/bin/bash",
      arguments: ["-bash"])
    let teller = ProcessEntry(
      id: 500, parent: 400, user: me, name: "teller", executable: "/usr/local/bin/teller",
      arguments: ["teller"])
    return SystemSnapshot(
      processes: [teller, shell, terminal] + ancestors + others, ownProcess: 500, ownUser: me,
      ownEnvironment: environment, speakupLoaded: speakup)
  }

  static func orca(
    id: Int = 900, user: UInt32 = me, environment: [String: String]? = desktop,
    script: String = "/usr/bin/orca"
  ) -> ProcessEntry {
    ProcessEntry(
      id: id, parent: 1, user: user, name: "orca", executable: "/usr/bin/python3.11",
      arguments: ["/usr/bin/python3", script, "--replace"], environment: environment)
  }

  static let fenrirService = ProcessEntry(
    id: 700, parent: 1, user: root, name: "fenrir", executable: nil,
    arguments: ["/usr/bin/python3", "/usr/bin/fenrir", "-f"])
  static let brlttyService = ProcessEntry(
    id: 650, parent: 1, user: root, name: "brltty", executable: nil,
    arguments: ["/sbin/brltty", "--pid-file=/run/brltty.pid"])

  @Test("Orca of this user in this graphical session counts")
  func orcaHere() {
    #expect(ScreenReaderDetection.reader(in: Self.system([Self.orca()])) == .orca)
    let wayland = ["WAYLAND_DISPLAY": "wayland-0"]
    #expect(
      ScreenReaderDetection.reader(
        in: Self.system([Self.orca(environment: wayland)], environment: wayland)) == .orca)
    // Orca named python3 by the kernel (started as `python3 /usr/bin/orca`).
    var renamed = Self.orca()
    renamed.name = "python3"
    #expect(ScreenReaderDetection.reader(in: Self.system([renamed])) == .orca)
  }

  @Test("Another user's Orca, Orca on another display or bus, and Orca over SSH do not count")
  func orcaElsewhere() {
    #expect(ScreenReaderDetection.reader(in: Self.system([Self.orca(user: 1001)])) == nil)
    let otherDisplay = [
      "DISPLAY": ":1", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus",
    ]
    #expect(
      ScreenReaderDetection.reader(in: Self.system([Self.orca(environment: otherDisplay)]))
        == nil)
    let otherBus = ["DISPLAY": ":0", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/dbus-x"]
    #expect(
      ScreenReaderDetection.reader(in: Self.system([Self.orca(environment: otherBus)])) == nil)
    // Teller over SSH: no display of its own, so the desktop's Orca cannot read it.
    let ssh = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"]
    #expect(ScreenReaderDetection.reader(in: Self.system([Self.orca()], environment: ssh)) == nil)
    // An environment Teller could not read proves nothing.
    #expect(ScreenReaderDetection.reader(in: Self.system([Self.orca(environment: nil)])) == nil)
  }

  @Test("A program that merely has a screen reader's name does not count")
  func impostors() {
    let sleepCopy = ProcessEntry(
      id: 800, user: Self.me, name: "orca", executable: "/tmp/teller-orca-1/orca",
      arguments: ["/tmp/teller-orca-1/orca", "120"], environment: Self.desktop)
    let script = Self.orca(script: "/home/me/orca")
    let renamedBrltty = ProcessEntry(
      id: 801, user: Self.root, name: "brltty", executable: nil,
      arguments: ["./brltty", "-x", "no"])
    let fenrirEditor = ProcessEntry(
      id: 802, user: Self.me, name: "vim", executable: "/usr/bin/vim.basic",
      arguments: ["vim", "/usr/bin/fenrir"])
    let bareWithExecutable = ProcessEntry(
      id: 803, user: Self.me, name: "brltty", executable: "/home/me/bin/brltty",
      arguments: ["brltty"])
    let namesAlike = ProcessEntry(
      id: 804, user: Self.root, name: "orcas", executable: nil, arguments: ["/usr/bin/orcas"])
    for process in [sleepCopy, script, renamedBrltty, fenrirEditor, bareWithExecutable, namesAlike]
    {
      #expect(
        ScreenReaderDetection.reader(in: Self.system([process])) == nil, "\(process.arguments)")
    }
  }

  @Test("Fenrir and BRLTTY of any user count, system services included")
  func consoleReaders() {
    #expect(ScreenReaderDetection.reader(in: Self.system([Self.fenrirService])) == .fenrir)
    #expect(ScreenReaderDetection.reader(in: Self.system([Self.brlttyService])) == .brltty)
    let ownBrltty = ProcessEntry(
      id: 660, user: Self.me, name: "brltty", executable: "/usr/bin/brltty",
      arguments: ["brltty", "-b", "tt"])
    #expect(ScreenReaderDetection.reader(in: Self.system([ownBrltty])) == .brltty)
    let upgraded = ProcessEntry(
      id: 661, user: Self.me, name: "brltty", executable: "/usr/bin/brltty (deleted)",
      arguments: ["brltty"])
    #expect(ScreenReaderDetection.reader(in: Self.system([upgraded])) == .brltty)
    let bareService = ProcessEntry(
      id: 662, user: Self.root, name: "brltty", executable: nil, arguments: ["brltty"])
    #expect(ScreenReaderDetection.reader(in: Self.system([bareService])) == .brltty)
    let pipInstall = ProcessEntry(
      id: 663, user: Self.me, name: "fenrir", executable: "/usr/bin/python3.11",
      arguments: ["python3", "-u", "/home/me/.local/bin/fenrir"])
    #expect(ScreenReaderDetection.reader(in: Self.system([pipInstall])) == .fenrir)
    // By process number when several run.
    #expect(
      ScreenReaderDetection.reader(in: Self.system([Self.fenrirService, Self.brlttyService]))
        == .brltty)
  }

  @Test("A screen reader that runs Teller's shell in its own PTY counts, nearest first")
  func ancestors() {
    let fenrirPTY = ProcessEntry(
      id: 200, parent: 1, user: Self.me, name: "fenrir", executable: "/usr/bin/python3.11",
      arguments: ["/usr/bin/python3", "/usr/bin/fenrir", "-s", "/tmp/settings.conf"])
    #expect(ScreenReaderDetection.reader(in: Self.system([], ancestors: [fenrirPTY])) == .fenrir)
    let tdsr = ProcessEntry(
      id: 200, parent: 1, user: Self.me, name: "tdsr", executable: "/usr/bin/python3.11",
      arguments: ["python3", "/usr/local/bin/tdsr"])
    #expect(
      ScreenReaderDetection.reader(in: Self.system([Self.brlttyService], ancestors: [tdsr]))
        == .tdsr)
    // tdsr elsewhere reads only its own PTY.
    var elsewhere = tdsr
    elsewhere.id = 950
    #expect(ScreenReaderDetection.reader(in: Self.system([elsewhere])) == nil)
    // A loop in the parents ends the walk.
    var looped = Self.system([])
    looped.processes[2].parent = 400
    #expect(ScreenReaderDetection.reader(in: looped) == nil)
  }

  @Test("Speakup counts where the kernel has it, after every process")
  func speakup() {
    #expect(ScreenReaderDetection.reader(in: Self.system([], speakup: true)) == .speakup)
    #expect(
      ScreenReaderDetection.reader(in: Self.system([Self.brlttyService], speakup: true))
        == .brltty)
    #expect(ScreenReaderDetection.reader(in: Self.system([])) == nil)
  }

  @Test("Only processes whose name or command line names a screen reader are looked at closer")
  func closerLook() {
    #expect(ScreenReaderDetection.mightBeReader(name: "orca", arguments: []))
    #expect(
      ScreenReaderDetection.mightBeReader(name: "python3", arguments: ["python3", "/usr/bin/orca"]))
    #expect(!ScreenReaderDetection.mightBeReader(name: "bash", arguments: ["-bash"]))
    #expect(!ScreenReaderDetection.mightBeReader(name: "speakup", arguments: []))
  }

  @Test("The notice fits one 72-column line after 'teller: ', names the reader and m")
  func notice() {
    for catalog in [Catalog.english, .korean] {
      for reader in ScreenReader.allCases {
        let line = "teller: " + catalog.screenReaderKeepsLinear(reader)
        #expect(displayWidth(line) <= 72, "\(line)")
        #expect(line.contains(reader.displayName))
        #expect(line.contains(" m "))
      }
    }
    #expect(
      Catalog.english.screenReaderKeepsLinear(.fenrir)
        == "Fenrir is running. Screen reader mode, m for the full screen.")
    #expect(
      Catalog.korean.screenReaderKeepsLinear(.orca) == "Orca 실행 중. 화면 읽기 모드, 전체 화면은 m 키.")
  }
}
