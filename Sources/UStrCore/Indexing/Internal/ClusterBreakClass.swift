/// What a scalar may do at a grapheme cluster boundary, for the scalars whose behaviour follows
/// from a few fixed rules; every other scalar is `.unknown` and left to the standard library.
///
/// With only these classes between two cluster boundaries, UAX #29 reduces to: no break in CR LF;
/// no break before `.extend` unless after a control, CR or LF; a break everywhere else. The rules
/// that need context (Hangul jamo sequences, prepended marks, Indic conjuncts with a virama,
/// emoji ZWJ sequences, regional indicator pairs) only involve `.unknown` scalars: jamo L, V, T,
/// Prepend, Indic linkers, ZWJ and regional indicators are never classified.
///
/// The ranges are a conservative choice, not the Unicode tables: a scalar not listed is
/// `.unknown`. A test checks every listed scalar against the standard library's own breaks.
enum ClusterBreakClass: UInt8, Sendable {
  /// Grapheme_Cluster_Break Other, LV or LVT (precomposed Hangul syllables): a break before and
  /// after it, except before an `.extend`.
  case other
  /// Control (and Cf format characters other than ZWJ, ZWNJ and Prepend): a break on both sides.
  case control
  case carriageReturn
  case lineFeed
  /// Extend or SpacingMark, but no ZWJ and no Indic linker (virama): joins what precedes it
  /// unless that is a control, CR or LF.
  case extend
  /// Anything else: ask the standard library.
  case unknown

  /// Above the BMP: the emoji and symbol planes and the CJK ideograph planes.
  static func astral(_ value: UInt32) -> ClusterBreakClass {
    switch value {
    case 0x1F1E6...0x1F1FF: .unknown  // regional indicators
    case 0x1F3FB...0x1F3FF: .extend  // emoji modifiers (skin tones)
    case 0x1F000...0x1FAFF: .other  // emoji and symbols
    case 0x20000...0x3FFFD: .other  // CJK ideographs, extensions B and later
    case 0xE0020...0xE007F: .extend  // tags (flag tag sequences)
    case 0xE0100...0xE01EF: .extend  // variation selectors supplement
    default: .unknown
    }
  }

  /// Classes of the BMP ranges, in increasing order; gaps are `.unknown`.
  private static let bmpRanges: [(ClosedRange<UInt32>, ClusterBreakClass)] = [
    (0x00...0x09, .control), (0x0A...0x0A, .lineFeed), (0x0B...0x0C, .control),
    (0x0D...0x0D, .carriageReturn), (0x0E...0x1F, .control), (0x20...0x7E, .other),
    (0x7F...0x9F, .control), (0xA0...0xAC, .other), (0xAD...0xAD, .control),  // soft hyphen
    (0xAE...0x2FF, .other), (0x300...0x36F, .extend),  // combining diacritical marks
    (0x370...0x482, .other),  // Greek, Cyrillic
    (0x483...0x489, .extend), (0x48A...0x52F, .other),
    (0x5D0...0x5EA, .other),  // Hebrew letters
    (0x620...0x64A, .other), (0x64B...0x65F, .extend),  // Arabic letters and harakat
    (0x660...0x66F, .other), (0x671...0x6D3, .other),
    (0xE01...0xE30, .other), (0xE31...0xE31, .extend), (0xE32...0xE32, .other),  // Thai
    (0xE33...0xE33, .extend), (0xE34...0xE3A, .extend), (0xE3F...0xE46, .other),
    (0xE47...0xE4E, .extend), (0xE4F...0xE5B, .other),
    (0x1E00...0x1FFF, .other),  // Latin extended additional, Greek extended
    (0x2000...0x200A, .other), (0x200B...0x200B, .control),  // spaces, zero width space
    (0x200E...0x200F, .control), (0x2010...0x2027, .other), (0x2028...0x202E, .control),
    (0x202F...0x205F, .other), (0x2060...0x206F, .control), (0x2070...0x20CF, .other),
    (0x20D0...0x20F0, .extend), (0x2100...0x2BFF, .other),  // symbols, arrows, dingbats
    (0x2E80...0x3029, .other), (0x302A...0x302F, .extend),  // CJK radicals and punctuation
    (0x3030...0x3098, .other), (0x3099...0x309A, .extend),  // kana voiced sound marks
    (0x309B...0x9FFF, .other),  // kana, CJK ideographs
    (0xA000...0xA48F, .other),  // Yi
    (0xAC00...0xD7A3, .other),  // Hangul syllables (LV, LVT)
    (0xE000...0xFAFF, .other),  // private use, CJK compatibility ideographs
    (0xFE00...0xFE0F, .extend), (0xFE10...0xFE1F, .other), (0xFE20...0xFE2F, .extend),
    (0xFE30...0xFEFE, .other), (0xFEFF...0xFEFF, .control),  // byte order mark
    (0xFF00...0xFF9D, .other), (0xFF9E...0xFF9F, .extend),  // halfwidth voiced sound marks
    (0xFFA0...0xFFEF, .other), (0xFFF0...0xFFFB, .control), (0xFFFC...0xFFFD, .other),
  ]

  /// The BMP's classes, 256 scalars a page, built once from `bmpRanges`.
  static let bmpTable = ClusterBreakTable(ranges: bmpRanges)
}

/// The ``ClusterBreakClass`` of every BMP scalar in two levels: for each 256-scalar page, the
/// number of a page of 256 classes; pages with the same classes are stored once (about 5 kB).
struct ClusterBreakTable: Sendable {
  /// For each page of the BMP, its number in `pages`.
  private let pageNumbers: [UInt8]
  /// The distinct pages, 256 classes each.
  private let pages: [ClusterBreakClass]

  init(ranges: [(ClosedRange<UInt32>, ClusterBreakClass)]) {
    var classes = [ClusterBreakClass](repeating: .unknown, count: 0x1_0000)
    for (range, kind) in ranges {
      for value in range { classes[Int(value)] = kind }
    }
    var pageNumbers: [UInt8] = []
    var distinct: [ArraySlice<ClusterBreakClass>] = []
    for page in 0..<256 {
      let slice = classes[page << 8..<(page + 1) << 8]
      if let number = distinct.firstIndex(of: slice) {
        pageNumbers.append(UInt8(number))
      } else {
        pageNumbers.append(UInt8(distinct.count))
        distinct.append(slice)
      }
    }
    self.pageNumbers = pageNumbers
    self.pages = Array(distinct.joined())
  }

  /// The class of the scalar `value`.
  ///
  /// - Complexity: O(1): two table loads below U+10000, a few comparisons above.
  @inline(__always)
  func callAsFunction(_ value: UInt32) -> ClusterBreakClass {
    guard value < 0x1_0000 else { return ClusterBreakClass.astral(value) }
    return pages[Int(pageNumbers[Int(value >> 8)]) << 8 | Int(value & 0xFF)]
  }
}
