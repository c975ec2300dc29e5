/// Why an encoding cannot be used.
public enum EncodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ICU has no converter by this name or alias.
  case unknown(String)

  public var description: String {
    switch self {
    case .unknown(let name): "unknown encoding '\(name)' (ustr encodings lists them)"
    }
  }
}
