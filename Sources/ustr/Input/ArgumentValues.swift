import ArgumentParser
import UStrICU

// The library's closed sets, read from the command line by their raw values.

/// `--form nfc|nfd|nfkc|nfkd`.
extension NormalizationForm: ExpressibleByArgument {}

/// `--level utf8|scalar|swift|canonical|compatibility|casefold`; schemaVersion 1's `bytes` and
/// `scalars` are accepted too.
extension EqualityLevel: ExpressibleByArgument {
  public init?(argument: String) {
    switch argument {
    case "bytes": self = .utf8
    case "scalars": self = .scalar
    default:
      guard let level = EqualityLevel(rawValue: argument) else { return nil }
      self = level
    }
  }
}
