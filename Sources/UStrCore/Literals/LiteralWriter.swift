/// Writes a text as a literal piece by piece, for text too large to hold: what
/// ``StringLiteral`` makes of the whole text, as the opening, then each piece's escaped source,
/// then the closing and the traps that applied to any piece.
///
///     var writer = LiteralWriter(language: .java)
///     var source = writer.opening          // "\""
///     source += writer.append("caf")       // "caf"
///     source += writer.append("é😀")       // "\u00E9\uD83D\uDE00"
///     source += writer.closing             // "\""
///     writer.warnings.map(\.trap)          // [.javaFourDigitUnicodeEscape]
///
/// Pieces may be cut between any two scalars: the one escape that looks back (C's `??`
/// trigraphs, a mark after the opening quote under ``LiteralEscaping/minimal``) carries the last
/// scalar from piece to piece.
///
/// - Complexity: O(n) in each piece's scalars; O(1) memory between pieces.
public struct LiteralWriter: Sendable {
  /// The language the literal is written in.
  public let language: LiteralLanguage
  /// What is escaped.
  public let escaping: LiteralEscaping
  let syntax: LiteralSyntax
  /// The last scalar written; `nil` right after the opening.
  var previous: Unicode.Scalar?
  /// What the text held so far, for the traps.
  var traps = LiteralTrapScan()

  /// A writer with nothing written.
  public init(language: LiteralLanguage, escaping: LiteralEscaping = .nonASCII) {
    self.language = language
    self.escaping = escaping
    syntax = LiteralSyntax.of(language)
  }

  /// What opens the literal: `"`, `u8"`, or nothing (HTML, URL).
  public var opening: String { syntax.open }
  /// What closes it.
  public var closing: String { syntax.close }

  /// The traps that apply to the text written so far in this language.
  public var warnings: [LiteralWarning] { traps.warnings(in: language) }

  /// The escaped source of the next piece of the text.
  ///
  /// - Complexity: O(n) in the piece's scalars.
  public mutating func append(_ piece: some StringProtocol) -> String {
    var source = ""
    for scalar in piece.unicodeScalars {
      traps.note(scalar)
      let named =
        scalar.isASCII
        ? syntax.asciiNamed[Int(scalar.value)] : syntax.namesBeyondASCII ? syntax.named[scalar] : nil
      if let escape = named {
        source += escape
      } else if language == .c && scalar == "?" && previous == "?" {
        source += #"\?"#  // "??=" and friends are trigraphs before C23 and C++17.
      } else if Self.isPlainASCII(scalar)
        || (escaping == .minimal && !syntax.escapesAllNonASCII && Self.isSafe(scalar, after: previous))
      {
        source.unicodeScalars.append(scalar)
      } else {
        source += syntax.numeric(scalar)
      }
      previous = scalar
    }
    return source
  }

  private static func isPlainASCII(_ scalar: Unicode.Scalar) -> Bool {
    (0x20...0x7E).contains(scalar.value)
  }

  /// Whether `scalar` may stay raw under ``LiteralEscaping/minimal``.
  private static func isSafe(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
      .unassigned, .spaceSeparator:
      return false
    case .nonspacingMark, .enclosingMark, .spacingMark:
      // A mark right after the opening quote would combine with it on screen.
      return previous != nil
    default:
      return true
    }
  }
}
