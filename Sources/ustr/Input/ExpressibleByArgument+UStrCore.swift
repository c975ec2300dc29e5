import ArgumentParser
import UStrCore

// UStrCore's closed sets, read from the command line by their raw values.

/// `--unit grapheme|scalar|utf16|utf8` (`ustr lengths`, `ustr offset`, `ustr slice`); the plurals
/// `graphemes` and `scalars` are accepted too, as schemaVersion 1 spelled them.
extension TextView: ExpressibleByArgument {
  public init?(argument: String) {
    if let view = TextView(rawValue: argument) {
      self = view
    } else if let view = TextView.allCases.first(where: { $0.rawValue + "s" == argument }) {
      self = view
    } else {
      return nil
    }
  }
}

/// `--order utf16|scalar|swift` (`ustr sort`); `java` and `scalars` are accepted too.
extension StringOrder: ExpressibleByArgument {
  public init?(argument: String) {
    switch argument {
    case "java": self = .utf16
    case "scalars": self = .scalar
    default:
      guard let order = StringOrder(rawValue: argument) else { return nil }
      self = order
    }
  }
}

/// `--lang swift|java|js|json|python|rust|c|csharp|html|url` (`ustr escape`).
extension LiteralLanguage: ExpressibleByArgument {}

/// `--round refuse|outward|inward` (`ustr slice`).
extension SliceRounding: ExpressibleByArgument {}

/// `--kind grapheme|word|sentence|line` (`ustr breaks`); the plurals are accepted too.
extension BreakKind: ExpressibleByArgument {
  public init?(argument: String) {
    guard let kind = BreakKind(rawValue: argument) ?? BreakKind.allCases.first(where: { $0.rawValue + "s" == argument })
    else { return nil }
    self = kind
  }
}
