import UStrCharacters

/// The terminal cells one scalar takes under each named width policy.
///
/// - `wcwidth`: as glibc's `wcwidth` counts a scalar on its own: 0 for nonspacing and
///   enclosing marks, format characters (but U+00AD and the visible prepended concatenation
///   marks such as U+0600 ARABIC NUMBER SIGN), Hangul medial vowels and final
///   consonants and U+200B; -1 for controls; 2 for East_Asian_Width W and F; else 1.
/// - `unicode`: UAX #11 with emoji presentation: 0 for marks, format characters, default
///   ignorables and controls; 2 for W, F and Emoji_Presentation; else 1 (per scalar; a cluster
///   takes its first scalar's width, 2 when it is an emoji presentation sequence).
public struct CharacterWidths: Codable, Hashable, Sendable {
  /// The `wcwidth` policy's cells (-1 for a control).
  public var wcwidth: Int
  /// The `unicode` policy's cells.
  public var unicode: Int

  /// The widths of `scalar` with the reference tables' East_Asian_Width.
  public init(_ scalar: Unicode.Scalar) {
    let properties = scalar.properties
    let eaw = ReferenceDatabase.properties(of: scalar.value).eastAsianWidth
    let isWide = eaw.isDoubleWidth
    let isZero: Bool
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark: isZero = true
    case .format: isZero = scalar != "\u{AD}" && !Self.isPrependedConcatenationMark(scalar)
    default:
      isZero = (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
        || scalar == "\u{200B}"
    }
    if properties.generalCategory == .control {
      wcwidth = scalar == "\u{0}" ? 0 : -1
    } else {
      wcwidth = isZero ? 0 : isWide ? 2 : 1
    }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .control: unicode = 0
    case .format: unicode = Self.isPrependedConcatenationMark(scalar) ? 1 : 0
    default:
      if properties.isDefaultIgnorableCodePoint || isZero {
        unicode = 0
      } else {
        unicode = isWide || properties.isEmojiPresentation ? 2 : 1
      }
    }
  }
}

extension CharacterWidths {
  /// Prepended_Concatenation_Mark (PropList.txt, unchanged since Unicode 14.0): format
  /// characters drawn visibly, over the digits that follow.
  static func isPrependedConcatenationMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: true
    default: false
    }
  }
}

/// The terminal cells one grapheme cluster takes under each named width policy
/// (``WidthPolicy`` says what each assumes).
///
/// - `wcwidth`: the sum of its scalars' `wcwidth` (a control counts 0 here, not -1), as a
///   program that sums `wcwidth` over the scalars gets.
/// - `unicode`: 2 for an emoji presentation sequence (an Emoji_Presentation scalar, an emoji
///   with U+FE0F, a keycap, a flag); else its first scalar's `unicode` width plus the wide
///   scalars after it, at most 2: what most modern terminals draw.
/// - `perScalarEmoji`: as `unicode`, but each emoji scalar of a ZWJ or modifier sequence takes
///   its own cells, as terminals that do not join emoji sequences draw them.
///
///     ClusterWidths("1\u{FE0F}\u{20E3}")  // keycap 1️⃣: wcwidth 1, unicode 2, perScalarEmoji 2
///     ClusterWidths("👍🏽")              // wcwidth 4, unicode 2, perScalarEmoji 4
///
/// The one width implementation of ustr: ``WidthPolicy``'s `cells(of:)` and the executable's table
/// layout ask it.
public struct ClusterWidths: Codable, Hashable, Sendable {
  /// The `wcwidth` policy's cells.
  public var wcwidth: Int
  /// The `unicode` policy's cells.
  public var unicode: Int
  /// The per-scalar emoji policy's cells.
  public var perScalarEmoji: Int

  /// The widths of `character`, in one pass over its scalars.
  ///
  /// - Complexity: O(s) in the cluster's scalars, each looked up in the reference tables
  ///   (O(log r)) unless it repeats the scalar before it; O(1) for one printable ASCII
  ///   character.
  public init(_ character: Character) {
    self.init(scalars: character.unicodeScalars)
  }

  /// The widths of the cluster whose scalars are `clusterScalars` (a `Character`'s, or a
  /// window's that is one cluster), in one pass over them.
  ///
  /// - Complexity: As ``init(_:)``.
  public init(scalars clusterScalars: String.UnicodeScalarView) {
    var scalars = clusterScalars.makeIterator()
    guard let first = scalars.next() else {
      (wcwidth, unicode, perScalarEmoji) = (0, 0, 0)
      return
    }
    // Most clusters of every table are one printable ASCII character: 1 cell everywhere.
    if (0x20..<0x7F).contains(first.value), clusterScalars.index(after: clusterScalars.startIndex) == clusterScalars.endIndex {
      (wcwidth, unicode, perScalarEmoji) = (1, 1, 1)
      return
    }
    let firstProperties = first.properties
    var wcwidthSum = 0
    var unicodeSum = 0
    var hasVariationSelector16 = false
    var isKeycap = false
    var emojiScalars = 0
    // The last scalar looked up, with what it adds: a run of one scalar (a million marks on one
    // base) is looked up once.
    var previous: (scalar: Unicode.Scalar, wcwidth: Int, unicode: Int, isEmoji: Bool)?
    var next: Unicode.Scalar? = first
    while let scalar = next {
      if previous?.scalar != scalar {
        let widths = CharacterWidths(scalar)
        let properties = scalar.properties
        previous = (
          scalar, max(widths.wcwidth, 0), widths.unicode, properties.isEmojiPresentation || properties.isEmojiModifier
        )
      }
      wcwidthSum += previous!.wcwidth
      unicodeSum += previous!.unicode
      if scalar == "\u{FE0F}" { hasVariationSelector16 = true }
      if scalar == "\u{20E3}" { isKeycap = true }
      if previous!.isEmoji { emojiScalars += 1 }
      next = scalars.next()
    }
    let isEmojiSequence =
      firstProperties.isEmojiPresentation || (firstProperties.isEmoji && hasVariationSelector16)
      || isKeycap || (0x1F1E6...0x1F1FF).contains(first.value)
    wcwidth = wcwidthSum
    unicode = isEmojiSequence ? 2 : min(unicodeSum, 2)
    perScalarEmoji = isEmojiSequence && emojiScalars > 1 ? 2 * emojiScalars : unicode
  }

  /// The cells under `policy`.
  public subscript(policy: WidthPolicy) -> Int {
    switch policy {
    case .wcwidth: wcwidth
    case .unicode: unicode
    case .perScalarEmoji: perScalarEmoji
    }
  }
}
