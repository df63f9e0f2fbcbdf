import TellerInput
import TellerSession

/// What a key on the braille display asks of Teller.
///
/// BRLTTY turns the display's keys into commands; ``init(_:)`` reads the
/// ones Teller handles:
/// - the pan keys (`FWINLT`, `FWINRT` and their skipping forms) move
///   through a line longer than the display;
/// - a routing key (`ROUTE`) acts on the element under its cell;
/// - line up and down, top and bottom (`LNUP`, `LNDN`, `TOP`, `BOT`) move
///   focus to the previous, next, first and last element;
/// - `HOME` and `RETURN` bring the focused element back from a flash or a
///   panned window;
/// - a keyboard key that BRLTTY passes through (typed on the display's
///   braille keyboard, or a key of the keyboard it reads) becomes the
///   ``Key`` the same key gives on the terminal.
public enum BrailleInput: Hashable, Sendable {
  /// Show the previous window of the line.
  case panBack
  /// Show the next window of the line.
  case panForward
  /// A routing key, by its cell from 0 at the display's left end.
  case route(cell: Int)
  /// Show the focused element again from its start.
  case returnToFocus
  /// A command for the session, such as ``SessionCommand/next``.
  case command(SessionCommand)
  /// A keyboard key, as the terminal would give it.
  case key(Key)

  /// The input a key code asks for, or nil for a code Teller leaves alone.
  ///
  /// Typed dots (`PASSDOTS`) are left alone: Teller asks BRLTTY to turn
  /// them into characters with its own text table, and they only arrive
  /// as dots from a server that cannot.
  public init?(_ code: BrailleKeyCode) {
    guard let expansion = code.expansion else { return nil }
    if expansion.isCommand {
      typealias Command = BrailleKeyCode.Command
      switch expansion.command {
      case Command.panLeft, Command.panLeftSkip: self = .panBack
      case Command.panRight, Command.panRightSkip: self = .panForward
      case Command.route: self = .route(cell: Int(expansion.argument))
      case Command.lineUp: self = .command(.previous)
      case Command.lineDown: self = .command(.next)
      case Command.top: self = .command(.first)
      case Command.bottom: self = .command(.last)
      case Command.home, Command.return: self = .returnToFocus
      default: return nil
      }
      return
    }
    guard let bytes = Self.terminalBytes(expansion) else { return nil }
    var decoder = KeyDecoder()
    let keys = decoder.decode(bytes) + decoder.flush()
    guard keys.count == 1, let key = keys.first else { return nil }
    self = .key(key)
  }

  /// The bytes a terminal (xterm) sends for a keyboard symbol, so the
  /// symbol becomes exactly the key the terminal would give.
  ///
  /// Control with a letter gives its control byte; Meta and AltGr put
  /// Escape in front, as xterm's `metaSendsEscape` does; Upper, or Shift
  /// with a letter, gives the capital.
  static func terminalBytes(_ expansion: BrailleKeyCode.Expansion) -> [UInt8]? {
    typealias Symbol = BrailleKeyCode.Symbol
    typealias Flag = BrailleKeyCode.Flag
    let flags = expansion.flags
    let symbol = expansion.command | expansion.argument
    var bytes: [UInt8]
    switch symbol {
    case Symbol.backspace: bytes = [0x7F]
    case Symbol.tab: bytes = flags & Flag.shift != 0 ? Array("\u{1B}[Z".utf8) : [0x09]
    case Symbol.linefeed: bytes = [0x0D]
    case Symbol.escape: bytes = [0x1B]
    case Symbol.home: bytes = Array("\u{1B}[H".utf8)
    case Symbol.left: bytes = Array("\u{1B}[D".utf8)
    case Symbol.up: bytes = Array("\u{1B}[A".utf8)
    case Symbol.right: bytes = Array("\u{1B}[C".utf8)
    case Symbol.down: bytes = Array("\u{1B}[B".utf8)
    case Symbol.pageUp: bytes = Array("\u{1B}[5~".utf8)
    case Symbol.pageDown: bytes = Array("\u{1B}[6~".utf8)
    case Symbol.end: bytes = Array("\u{1B}[F".utf8)
    case Symbol.insert: bytes = Array("\u{1B}[2~".utf8)
    case Symbol.delete: bytes = Array("\u{1B}[3~".utf8)
    case Symbol.function..<(Symbol.function + 12):
      bytes = functionKeyBytes(Int(symbol - Symbol.function) + 1)
    case (Symbol.function + 12)..<(Symbol.function + 35):
      return nil
    default:
      let value = symbol < 0x100 ? symbol : symbol & ~Symbol.unicode
      guard symbol < 0x100 || symbol & 0xFF00_0000 == Symbol.unicode,
        var scalar = Unicode.Scalar(value)
      else { return nil }
      let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      if flags & Flag.upper != 0 || (flags & Flag.shift != 0 && isLetter) {
        scalar = String(scalar).uppercased().unicodeScalars.first ?? scalar
      }
      if flags & Flag.control != 0 && isLetter {
        bytes = [UInt8(scalar.value & 0x1F)]
      } else {
        bytes = Array(String(scalar).utf8)
      }
    }
    if flags & (Flag.meta | Flag.altGr) != 0 { bytes.insert(0x1B, at: 0) }
    return bytes
  }

  /// xterm's bytes for F1 to F12: `ESC O P` to `ESC O S`, then
  /// `ESC [ 15 ~` to `ESC [ 24 ~` with the gaps xterm leaves.
  private static func functionKeyBytes(_ number: Int) -> [UInt8] {
    let ss3 = ["P", "Q", "R", "S"]
    if number <= 4 { return Array(("\u{1B}O" + ss3[number - 1]).utf8) }
    let codes = [15, 17, 18, 19, 20, 21, 23, 24]
    return Array("\u{1B}[\(codes[number - 5])~".utf8)
  }
}
