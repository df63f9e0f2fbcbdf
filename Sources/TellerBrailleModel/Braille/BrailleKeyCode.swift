/// A key code as BrlAPI's `brlapi_readKey` returns it (`brlapi_keyCode_t`)
/// when Teller reads BRLTTY's commands rather than a driver's own keys.
///
/// The 64 bits hold flags in the upper half; in the lower half, bits 29-31
/// say whether it is a command or a keyboard symbol and the rest is the
/// code. The constants are those of BRLTTY 6.5's `brlapi_keycodes.h` and
/// `brlapi_constants.h`; the splitting is that of `brlapi_expandKeyCode`.
public struct BrailleKeyCode: Hashable, Sendable, CustomStringConvertible {
  /// The code's 64 bits.
  public var rawValue: UInt64

  /// Creates a code from its bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// A command: its type bits, command and argument.
  public static func command(_ command: UInt32, argument: UInt32 = 0, flags: UInt32 = 0)
    -> BrailleKeyCode
  {
    BrailleKeyCode(
      rawValue: UInt64(flags) << flagsShift | typeCommand | UInt64(command) | UInt64(argument))
  }

  /// A keyboard symbol: a keysym such as ``Symbol/left``, or a character.
  public static func symbol(_ keysym: UInt32, flags: UInt32 = 0) -> BrailleKeyCode {
    BrailleKeyCode(rawValue: UInt64(flags) << flagsShift | UInt64(keysym))
  }

  /// A typed character, as BRLTTY sends it: Latin-1 as itself, anything
  /// else as ``Symbol/unicode`` plus the code point.
  public static func character(_ scalar: Unicode.Scalar, flags: UInt32 = 0) -> BrailleKeyCode {
    let value = scalar.value
    return symbol(value < 0x100 ? value : Symbol.unicode | value, flags: flags)
  }

  // MARK: Layout (brlapi_keycodes.h)

  /// `BRLAPI_KEY_FLAGS_SHIFT`.
  static let flagsShift: UInt64 = 32
  /// `BRLAPI_KEY_TYPE_MASK`.
  static let typeMask: UInt64 = 0xE000_0000
  /// `BRLAPI_KEY_TYPE_CMD`.
  static let typeCommand: UInt64 = 0x2000_0000
  /// `BRLAPI_KEY_TYPE_SYM`.
  static let typeSymbol: UInt64 = 0
  /// `BRLAPI_KEY_CODE_MASK`.
  static let codeMask: UInt64 = 0x1FFF_FFFF
  /// `BRLAPI_KEY_CMD_BLK_MASK`.
  static let commandBlockMask: UInt64 = 0x1FFF_0000

  /// The parts of a code, as `brlapi_expandKeyCode` fills
  /// `brlapi_expandedKeyCode_t`.
  public struct Expansion: Hashable, Sendable {
    /// The type bits: `BRLAPI_KEY_TYPE_CMD` (0x20000000) or
    /// `BRLAPI_KEY_TYPE_SYM` (0).
    public var type: UInt32
    /// The command or symbol without its argument.
    public var command: UInt32
    /// The argument: a cell for routing, a character for a symbol.
    public var argument: UInt32
    /// The flags, such as ``Flag/shift`` and ``Flag/control``.
    public var flags: UInt32

    /// Creates an expansion.
    public init(type: UInt32, command: UInt32, argument: UInt32, flags: UInt32) {
      self.type = type
      self.command = command
      self.argument = argument
      self.flags = flags
    }

    /// Whether the code is a BRLTTY command.
    public var isCommand: Bool { UInt64(type) == BrailleKeyCode.typeCommand }
    /// Whether the code is a keyboard symbol.
    public var isSymbol: Bool { UInt64(type) == BrailleKeyCode.typeSymbol }
  }

  /// The code split into type, command, argument and flags, as
  /// `brlapi_expandKeyCode` does; nil where it fails (an unknown type or
  /// symbol range).
  ///
  /// Commands of block 0 have no argument; those of other blocks, such as
  /// routing, keep it in the low 16 bits. Symbols below 0x10000 keep it in
  /// the low 8 bits; Unicode symbols in the low 24.
  public var expansion: Expansion? {
    let code = rawValue & Self.codeMask
    let argumentWidth: UInt64
    switch rawValue & Self.typeMask {
    case Self.typeCommand:
      argumentWidth = code & Self.commandBlockMask == 0 ? 0 : 16
    case Self.typeSymbol:
      switch code & 0xFF00_0000 {
      case 0:
        guard code & 0xFF_0000 == 0 else { return nil }
        argumentWidth = 8
      case UInt64(Symbol.unicode): argumentWidth = 24
      default: return nil
      }
    default: return nil
    }
    let argumentMask: UInt64 = (1 << argumentWidth) - 1
    return Expansion(
      type: UInt32(rawValue & Self.typeMask), command: UInt32(code & ~argumentMask),
      argument: UInt32(code & argumentMask), flags: UInt32(rawValue >> Self.flagsShift))
  }

  /// The code in hexadecimal, as BrlAPI's tools print it: `0x20000018`.
  public var description: String { "0x" + String(rawValue, radix: 16) }

  // MARK: Constants (brlapi_constants.h)

  /// Commands: `BRLAPI_KEY_CMD_*` without the type bits.
  public enum Command {
    /// `LNUP`: go up one line.
    public static let lineUp: UInt32 = 1
    /// `LNDN`: go down one line.
    public static let lineDown: UInt32 = 2
    /// `TOP`: go to the top line.
    public static let top: UInt32 = 9
    /// `BOT`: go to the bottom line.
    public static let bottom: UInt32 = 10
    /// `FWINLT`: go backward one braille window.
    public static let panLeft: UInt32 = 23
    /// `FWINRT`: go forward one braille window.
    public static let panRight: UInt32 = 24
    /// `FWINLTSKIP`: go backward, skipping blank windows.
    public static let panLeftSkip: UInt32 = 25
    /// `FWINRTSKIP`: go forward, skipping blank windows.
    public static let panRightSkip: UInt32 = 26
    /// `HOME`: go to the screen cursor.
    public static let home: UInt32 = 29
    /// `RETURN`: go back after a cursor tracking motion.
    public static let `return`: UInt32 = 31
    /// `ROUTE`: the block of the routing keys; the argument is the cell,
    /// from 0 at the display's left end.
    public static let route: UInt32 = 1 << 16
    /// `PASSDOTS`: the block of typed dots, sent while "retain dots" is on.
    public static let passDots: UInt32 = 34 << 16
  }

  /// Keyboard symbols: `BRLAPI_KEY_SYM_*`.
  public enum Symbol {
    /// `BACKSPACE`.
    public static let backspace: UInt32 = 0xFF08
    /// `TAB`.
    public static let tab: UInt32 = 0xFF09
    /// `LINEFEED`: Enter.
    public static let linefeed: UInt32 = 0xFF0D
    /// `ESCAPE`.
    public static let escape: UInt32 = 0xFF1B
    /// `HOME`.
    public static let home: UInt32 = 0xFF50
    /// `LEFT`.
    public static let left: UInt32 = 0xFF51
    /// `UP`.
    public static let up: UInt32 = 0xFF52
    /// `RIGHT`.
    public static let right: UInt32 = 0xFF53
    /// `DOWN`.
    public static let down: UInt32 = 0xFF54
    /// `PAGE_UP`.
    public static let pageUp: UInt32 = 0xFF55
    /// `PAGE_DOWN`.
    public static let pageDown: UInt32 = 0xFF56
    /// `END`.
    public static let end: UInt32 = 0xFF57
    /// `INSERT`.
    public static let insert: UInt32 = 0xFF63
    /// `FUNCTION`: F1; F2 to F35 follow it.
    public static let function: UInt32 = 0xFFBE
    /// `DELETE`.
    public static let delete: UInt32 = 0xFFFF
    /// `UNICODE`: added to a code point above Latin-1.
    public static let unicode: UInt32 = 0x0100_0000
  }

  /// Flags: `BRLAPI_KEY_FLG_*`, shifted down by 32.
  public enum Flag {
    /// `SHIFT`.
    public static let shift: UInt32 = 0x01
    /// `UPPER`: convert to upper case.
    public static let upper: UInt32 = 0x02
    /// `CONTROL`.
    public static let control: UInt32 = 0x04
    /// `META`: left Alt.
    public static let meta: UInt32 = 0x08
    /// `ALTGR`: right Alt.
    public static let altGr: UInt32 = 0x10
    /// `GUI`: the Windows key.
    public static let gui: UInt32 = 0x20
  }
}
