import TellerFuzzChecks

/// libFuzzer's entry point: one input, checked against the properties of
/// TellerFuzzChecks; a broken one stops the run with the input saved.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let violation = keyDecoderFuzzViolation(bytes) {
    fatalError(violation)
  }
  return 0
}
