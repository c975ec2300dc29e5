/// The unit a length limit counts in, named as on the command line
/// (`--unit graphemes|scalars|utf16|utf8`).
public enum LengthLimitUnit: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case graphemes
  case scalars
  case utf16
  case utf8

  /// The view this unit counts.
  public var view: TextView {
    switch self {
    case .graphemes: .grapheme
    case .scalars: .scalar
    case .utf16: .utf16
    case .utf8: .utf8
    }
  }

  /// The unit for `view`.
  public init(_ view: TextView) {
    switch view {
    case .grapheme: self = .graphemes
    case .scalar: self = .scalars
    case .utf16: self = .utf16
    case .utf8: self = .utf8
    }
  }

  public var description: String { rawValue }
}
