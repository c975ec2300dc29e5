/// The Grapheme_Cluster_Break property of a scalar (UAX #29, table 2).
///
///     // U+000D → .cr, U+0301 → .extend, U+1F1EF → .regionalIndicator, U+AC00 → .lv
///
/// The raw values are the codes of the generated tables (`Scripts/generate-segmentation-tables.py`).
public enum GraphemeClusterBreak: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case other, cr, lf, control, extend, zwj, regionalIndicator, prepend, spacingMark, l, v, t, lv, lvt

  /// The value's short name in the Unicode Character Database: "CR", "Extend", "RI", "LVT", "XX".
  public var description: String {
    switch self {
    case .other: "XX"
    case .cr: "CR"
    case .lf: "LF"
    case .control: "Control"
    case .extend: "Extend"
    case .zwj: "ZWJ"
    case .regionalIndicator: "RI"
    case .prepend: "Prepend"
    case .spacingMark: "SpacingMark"
    case .l: "L"
    case .v: "V"
    case .t: "T"
    case .lv: "LV"
    case .lvt: "LVT"
    }
  }
}

/// The Indic_Conjunct_Break property of a scalar, which rule GB9c reads (Unicode 15.1 and later).
///
///     // U+0915 DEVANAGARI LETTER KA → .consonant, U+094D DEVANAGARI SIGN VIRAMA → .linker
///
/// Every scalar is `.none` at Unicode 15.0, which has neither the property nor the rule.
public enum IndicConjunctBreak: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case none, consonant, extend, linker

  /// The value's name in the Unicode Character Database: "None", "Consonant", "Extend", "Linker".
  public var description: String {
    switch self {
    case .none: "None"
    case .consonant: "Consonant"
    case .extend: "Extend"
    case .linker: "Linker"
    }
  }
}

/// The three properties of one scalar that the extended grapheme cluster rules read.
///
///     ReferenceGraphemeSegmenter().properties(of: "\u{200D}")
///     // Grapheme_Cluster_Break ZWJ, Extended_Pictographic false, Indic_Conjunct_Break Extend
public struct GraphemeBreakProperties: Hashable, Sendable, CustomStringConvertible {
  /// Its Grapheme_Cluster_Break value.
  public var graphemeClusterBreak: GraphemeClusterBreak
  /// Whether it is Extended_Pictographic (emoji-data.txt).
  public var isExtendedPictographic: Bool
  /// Its Indic_Conjunct_Break value (always `.none` at Unicode 15.0).
  public var indicConjunctBreak: IndicConjunctBreak

  /// Creates a property set.
  public init(
    graphemeClusterBreak: GraphemeClusterBreak, isExtendedPictographic: Bool = false,
    indicConjunctBreak: IndicConjunctBreak = .none
  ) {
    self.graphemeClusterBreak = graphemeClusterBreak
    self.isExtendedPictographic = isExtendedPictographic
    self.indicConjunctBreak = indicConjunctBreak
  }

  /// Unpacks a table code: bits 0-3 GCB, bit 4 ExtPict, bits 5-6 InCB.
  init(packed: UInt8) {
    graphemeClusterBreak = GraphemeClusterBreak(rawValue: packed & 0x0F) ?? .other
    isExtendedPictographic = packed & 0x10 != 0
    indicConjunctBreak = IndicConjunctBreak(rawValue: (packed >> 5) & 0x03) ?? .none
  }

  /// "GCB=Extend InCB=Linker", "GCB=XX ExtPict": the values that are set, as UCD short names.
  public var description: String {
    var parts = ["GCB=\(graphemeClusterBreak)"]
    if isExtendedPictographic { parts.append("ExtPict") }
    if indicConjunctBreak != .none { parts.append("InCB=\(indicConjunctBreak)") }
    return parts.joined(separator: " ")
  }
}
