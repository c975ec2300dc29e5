/// Where one text sorts relative to another: before, equal, or after. Its raw value is the sign
/// that Java's `compareTo` and C's `strcmp` return, and that ustr's JSON writes (-1, 0, 1).
public enum StringComparison: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case before = -1
  case equal = 0
  case after = 1

  /// The comparison for a sign: negative is `.before`, zero `.equal`, positive `.after`.
  ///
  ///     StringComparison(sign: -7)  // .before (Java's "a".compareTo("h") is -7)
  public init(sign: Int) {
    self = sign < 0 ? .before : (sign == 0 ? .equal : .after)
  }

  /// The comparison with the operands swapped: `.before` becomes `.after`.
  public var reversed: StringComparison {
    StringComparison(sign: -rawValue)
  }

  public var description: String {
    switch self {
    case .before: "before"
    case .equal: "equal"
    case .after: "after"
    }
  }
}
