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
  /// The source is written byte by byte: straight into the returned string's storage for a
  /// piece of up to 256 bytes (a cluster, a short line), through a reused block for a
  /// longer one (a chunk of a file).
  ///
  /// - Complexity: O(n) in the piece's scalars.
  public mutating func append(_ piece: some StringProtocol) -> String {
    let utf8Count = piece.utf8.count
    guard utf8Count > Self.inPlaceUTF8Count else {
      // Each scalar takes at most `NumericEscape.longest` bytes and at least one byte of input.
      return String(unsafeUninitializedCapacity: utf8Count * NumericEscape.longest) { buffer in
        var position = 0
        for scalar in piece.unicodeScalars { position = write(scalar, into: buffer, at: position) }
        return position
      }
    }
    var source: [UInt8] = []
    source.reserveCapacity(utf8Count + utf8Count / 2)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.blockByteCount) { block in
      var position = 0
      for scalar in piece.unicodeScalars {
        if position > block.count - NumericEscape.longest {
          source.append(contentsOf: UnsafeBufferPointer(rebasing: block[..<position]))
          position = 0
        }
        position = write(scalar, into: block, at: position)
      }
      source.append(contentsOf: UnsafeBufferPointer(rebasing: block[..<position]))
    }
    return String(decoding: source, as: UTF8.self)
  }

  /// The longest piece whose source is written straight into the string's storage, which is
  /// made large enough for the longest escape of every byte.
  static let inPlaceUTF8Count = 256
  /// The block a longer piece's source is written through.
  static let blockByteCount = 16 * 1024

  /// Writes the source of `scalar` at `position` and returns the position after it.
  ///
  /// - Precondition: `buffer` has room for `NumericEscape.longest` bytes from `position`.
  private mutating func write(
    _ scalar: Unicode.Scalar, into buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int
  ) -> Int {
    traps.note(scalar)
    defer { previous = scalar }
    let named =
      scalar.isASCII
      ? syntax.asciiNamed[Int(scalar.value)] : syntax.namesBeyondASCII ? syntax.named[scalar] : nil
    if let escape = named {
      return Self.copy(escape.utf8, into: buffer, at: position)
    } else if language == .c && scalar == "?" && previous == "?" {
      // "??=" and friends are trigraphs before C23 and C++17.
      return Self.copy(#"\?"#.utf8, into: buffer, at: position)
    } else if Self.isPlainASCII(scalar) {
      buffer[position] = UInt8(truncatingIfNeeded: scalar.value)
      return position + 1
    } else if escaping == .minimal && !syntax.escapesAllNonASCII
      && Self.isSafe(scalar, after: previous)
    {
      return Self.copy(UTF8.encode(scalar)!, into: buffer, at: position)
    } else {
      return syntax.numeric.write(scalar, into: buffer, at: position)
    }
  }

  private static func copy(
    _ bytes: some Sequence<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int
  ) -> Int {
    var position = position
    for byte in bytes {
      buffer[position] = byte
      position += 1
    }
    return position
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
