import TellerPlatform

/// liblouis's own translation of a text into dots, for tests to hold
/// Teller's braille to.
///
/// It calls `lou_translateString`, not the `lou_translate` Teller calls,
/// with its own buffers, so a fault in Teller's binding (its position maps,
/// its `widechar` handling) cannot hide in the expected value.
public enum LiblouisReference {
  private typealias TranslateString =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeMutablePointer<Int32>?,
      UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt16>?,
      UnsafeMutablePointer<CChar>?, Int32
    ) -> Int32
  private typealias CharSize = @convention(c) () -> Int32

  private static let functions: (TranslateString, Int)? = {
    guard let library = DynamicLibrary("liblouis.so.20"),
      let translate = try? library.symbol("lou_translateString", as: TranslateString.self),
      let charSize = try? library.symbol("lou_charSize", as: CharSize.self)
    else { return nil }
    return (translate, Int(charSize()))
  }()

  /// Whether liblouis is installed.
  public static var isAvailable: Bool { functions != nil }

  /// Why the liblouis tests skip, when they do.
  public static let missingReason =
    "liblouis is not installed (sudo apt-get install liblouis20 liblouis-data)"

  /// A text's dots through a table, as Unicode braille patterns (`dotsIO`
  /// with `ucBrl`), or nil when liblouis fails.
  public static func dots(_ text: String, table: String) -> String? {
    guard let (translate, charSize) = functions else { return nil }
    let mode: Int32 = 4 | 64
    let units: [UInt32] =
      charSize == 4 ? text.unicodeScalars.map(\.value) : text.utf16.map(UInt32.init)
    var inputLength = Int32(units.count)
    var outputLength = Int32(units.count * 8 + 64)
    var output = [UInt32](repeating: 0, count: Int(outputLength))
    let result: Int32
    if charSize == 4 {
      result = units.withUnsafeBytes { input in
        output.withUnsafeMutableBytes { out in
          translate(
            table, input.baseAddress, &inputLength, out.baseAddress, &outputLength, nil, nil,
            mode)
        }
      }
    } else {
      let narrow = units.map { UInt16($0) }
      var wide = [UInt16](repeating: 0, count: output.count)
      result = narrow.withUnsafeBytes { input in
        wide.withUnsafeMutableBytes { out in
          translate(
            table, input.baseAddress, &inputLength, out.baseAddress, &outputLength, nil, nil,
            mode)
        }
      }
      output = wide.map(UInt32.init)
    }
    guard result != 0 else { return nil }
    var dots = String.UnicodeScalarView()
    for value in output.prefix(Int(outputLength)) {
      guard let scalar = Unicode.Scalar(value) else { return nil }
      dots.append(scalar)
    }
    return String(dots)
  }
}
