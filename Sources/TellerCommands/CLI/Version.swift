/// Teller's version, as `teller --version` prints it.
public let tellerVersion = "0.1.0"
