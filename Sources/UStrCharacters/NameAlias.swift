/// A formal name alias of NameAliases.txt, with its type.
///
///     NameAlias.aliases(of: "\u{0}")   // NULL (control), NUL (abbreviation)
///     NameAlias.aliases(of: "\u{FEFF}") // BYTE ORDER MARK (alternate), BOM (abbreviation), ZWNBSP (abbreviation)
public struct NameAlias: Hashable, Sendable {
  /// The kinds of alias NameAliases.txt lists.
  public enum Kind: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// A correction of a serious problem in the character's name.
    case correction
    /// An ISO 6429 or commonly used name of a control code.
    case control
    /// A widely used alternate name of a format character.
    case alternate
    /// A documented label of a C1 code point never approved in a standard.
    case figment
    /// A common abbreviation ("NBSP", "ZWJ").
    case abbreviation

    /// The type as NameAliases.txt and the JSON contract write it: "abbreviation".
    public var description: String { rawValue }
  }

  /// The code point the alias names.
  public var scalar: Unicode.Scalar
  /// The alias: "ZERO WIDTH JOINER", "ZWJ".
  public var alias: String
  /// The alias's type.
  public var type: Kind

  /// Every alias of the tables, in code point order (NameAliases.txt's).
  public static let all: [NameAlias] = nameAliasData.split(separator: "\n").compactMap { line in
    let fields = line.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count == 3, let value = HexFields.codePoint(fields[0]),
      let scalar = Unicode.Scalar(value), let type = Kind(rawValue: String(fields[1]))
    else { return nil }
    return NameAlias(scalar: scalar, alias: String(fields[2]), type: type)
  }

  /// The aliases of `scalar`, in NameAliases.txt's order; empty when it has none.
  ///
  /// - Complexity: O(log a) for a aliases (about 480).
  public static func aliases(of scalar: Unicode.Scalar) -> [NameAlias] {
    let all = all
    var low = 0
    var high = all.count
    while low < high {
      let middle = (low + high) / 2
      if all[middle].scalar.value < scalar.value { low = middle + 1 } else { high = middle }
    }
    var result: [NameAlias] = []
    while low < all.count, all[low].scalar == scalar {
      result.append(all[low])
      low += 1
    }
    return result
  }
}
