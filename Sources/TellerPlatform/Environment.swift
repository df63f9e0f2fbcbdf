#if canImport(Glibc)
  import Glibc
#endif

/// This process's environment variables.
public enum Environment {
  /// A variable's value, or nil when it is unset.
  public static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// A variable's value, or nil when it is unset or empty.
  public static func nonEmptyValue(_ name: String) -> String? {
    value(name).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Sets a variable for this process and the children it starts.
  /// Not safe while another thread reads the environment.
  public static func set(_ name: String, to value: String) { _ = setenv(name, value, 1) }

  /// Removes a variable. Not safe while another thread reads the
  /// environment.
  public static func unset(_ name: String) { _ = unsetenv(name) }

  /// Every variable, by name.
  public static var all: [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }
}
