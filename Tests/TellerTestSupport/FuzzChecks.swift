// The properties the fuzz targets check (keyDecoderViolation and the
// rest) are test helpers too: the regression tests run them on the seed
// corpus and on every input a fuzzer ever crashed on.
@_exported import TellerFuzzChecks
