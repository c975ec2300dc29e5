import ArgumentParser
import UStrReport

/// `--width-policy wcwidth|unicode|per-scalar-emoji`: the CLI spells the per-scalar emoji policy
/// with hyphens, as other option values are spelled; its camel-case JSON name
/// (`perScalarEmoji`, the key in `ustr char`'s `width`) is accepted too.
extension WidthPolicy: ExpressibleByArgument {
  public init?(argument: String) {
    switch argument {
    case "per-scalar-emoji", "perScalarEmoji": self = .perScalarEmoji
    default:
      guard let policy = WidthPolicy(rawValue: argument) else { return nil }
      self = policy
    }
  }

  /// The spelling the option takes.
  var argumentName: String { self == .perScalarEmoji ? "per-scalar-emoji" : rawValue }

  public var defaultValueDescription: String { argumentName }

  public static var allValueStrings: [String] { allCases.map(\.argumentName) }

  public static var allValueDescriptions: [String: String] {
    [
      "unicode": "East Asian width; an emoji sequence is 2 cells (terminals that draw a cluster as one glyph)",
      "wcwidth": "the sum of glibc's wcwidth over the cluster's scalars (xterm, VTE)",
      "per-scalar-emoji": "as unicode, but each emoji of a ZWJ or modifier sequence takes 2 cells",
    ]
  }
}
