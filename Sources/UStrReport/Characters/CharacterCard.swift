import UStrCharacters
import UStrCore

/// Everything ustr knows about one scalar, each property from the newest engine that has it,
/// and every property where the engines differ in ``disagreements``: what `ustr char` shows,
/// one card per scalar. Built by `CharacterCard(_:engines:)` (CharacterCard+Building.swift).
///
///     let card = CharacterCard("é")
///     card.scalar           // U+00E9
///     card.block            // "Latin-1 Supplement"
///     card.decomposition    // type "Can", mapping [U+0065, U+0301]
public struct CharacterCard: Codable, Hashable, Sendable {
  /// The scalar: U+00E9 (JSON writes it "U+00E9", as `codePoint`).
  public var scalar: Unicode.Scalar
  /// The Unicode name (standard library), else a label: "<control-001B>".
  public var name: String
  /// The formal aliases with their types (reference tables).
  public var aliases: [Alias]
  /// The plane, 0 (BMP) to 16.
  public var plane: Int
  /// The General_Category (standard library); JSON writes its short name ("Ll").
  public var generalCategory: Unicode.GeneralCategory
  /// The Script (reference tables); JSON writes its ISO 15924 code ("Latn").
  public var script: Script
  /// The Script_Extensions (reference tables); JSON writes their codes.
  public var scriptExtensions: [Script]
  /// The block (reference tables), or `nil` for No_Block; JSON writes its Blocks.txt name.
  public var block: Block?
  /// The Age (reference tables): the Unicode version that added the scalar, 1.1 for U+00E9;
  /// `nil` when unassigned. JSON writes its description, "1.1".
  public var age: UnicodeVersion?
  /// The Bidi_Class (reference tables): "L".
  public var bidiClass: BidiClass
  /// Bidi_Mirrored (ICU).
  public var bidiMirrored: Bool
  /// The Bidi_Mirroring_Glyph (U+0029 for U+0028), or `nil`.
  public var mirroringGlyph: Unicode.Scalar?
  /// Bidi_Paired_Bracket_Type (ICU): `.open` ("o"), `.close` ("c") or `.none` ("n").
  public var pairedBracketType: BidiPairedBracketType
  /// The Bidi_Paired_Bracket, or `nil`.
  public var pairedBracket: Unicode.Scalar?
  /// The East_Asian_Width (reference tables): `.neutral` ("N"), `.wide` ("W"), ...
  public var eastAsianWidth: EastAsianWidth
  /// The Canonical_Combining_Class (standard library).
  public var canonicalCombiningClass: Int
  /// The decomposition (ICU), or `nil` when the scalar decomposes to itself.
  public var decomposition: Decomposition?
  /// What each normalization form makes of the scalar alone (ICU), as code points.
  public var normalization: Forms
  /// The full lowercase mapping (standard library, special casing included).
  public var lowercase: String
  /// The full uppercase mapping.
  public var uppercase: String
  /// The full titlecase mapping.
  public var titlecase: String
  /// The full case folding (ICU, `u_strFoldCase`).
  public var caseFolding: String
  /// The Numeric_Type (standard library), or `nil` for None; JSON writes "decimal", "digit" or
  /// "numeric".
  public var numericType: Unicode.NumericType?
  /// The numeric value, or `nil`.
  public var numericValue: Double?
  /// The emoji properties (standard library; Extended_Pictographic from the reference).
  public var emoji: EmojiProperties
  /// The break properties.
  public var breaks: BreakProperties
  /// The Hangul_Syllable_Type (ICU): `.lvSyllable` ("LV"), `.notApplicable` ("NA") for none.
  public var hangulSyllableType: HangulSyllableType
  /// Default_Ignorable_Code_Point.
  public var isDefaultIgnorable: Bool
  /// White_Space.
  public var isWhitespace: Bool
  /// Noncharacter_Code_Point.
  public var isNoncharacter: Bool
  /// Private use (Co).
  public var isPrivateUse: Bool
  /// Unassigned (Cn) in the standard library's version.
  public var isUnassigned: Bool
  /// The cells per width policy.
  public var width: CharacterWidths
  /// The UTS #39 skeleton of the scalar alone (reference tables with ICU's NFD).
  public var skeleton: String
  /// The skeleton's code points.
  public var skeletonCodePoints: [Unicode.Scalar]
  /// Other code points with the same prototype in confusables.txt.
  public var confusableWith: [Unicode.Scalar]
  /// The scalar as a literal per language.
  public var literals: Literals
  /// The UTF-8 code units: [0xC3, 0xA9] (JSON writes them in hex: ["C3", "A9"]).
  public var utf8: [UInt8]
  /// The UTF-16 code units: [0x00E9] (JSON: ["00E9"]).
  public var utf16: [UInt16]
  /// The UTF-32 code unit: 0xE9 (JSON: "000000E9").
  public var utf32: UInt32
  /// The properties where engines answer differently.
  public var disagreements: [PropertyDisagreement]

  /// A name alias and its type.
  public struct Alias: Codable, Hashable, Sendable {
    /// "ZERO WIDTH JOINER".
    public var alias: String
    /// Its type: `.control` ("control"), `.abbreviation`...
    public var type: NameAlias.Kind
  }

  /// A Decomposition_Type and Decomposition_Mapping.
  public struct Decomposition: Codable, Hashable, Sendable {
    /// The type (ICU): "Can" (canonical), "Com" (compat), "Font", "Sup"...
    public var type: DecompositionType
    /// The one-level mapping.
    public var mapping: [Unicode.Scalar]
  }

  /// The four normalization forms of the scalar alone.
  public struct Forms: Codable, Hashable, Sendable {
    public var nfc: [Unicode.Scalar]
    public var nfd: [Unicode.Scalar]
    public var nfkc: [Unicode.Scalar]
    public var nfkd: [Unicode.Scalar]
  }

  /// The emoji properties of UTS #51.
  public struct EmojiProperties: Codable, Hashable, Sendable {
    public var isEmoji: Bool
    public var isEmojiPresentation: Bool
    public var isEmojiModifier: Bool
    public var isEmojiModifierBase: Bool
    public var isExtendedPictographic: Bool
  }

  /// The break properties of UAX #29 and UAX #14 (JSON writes their UCD short names).
  public struct BreakProperties: Codable, Hashable, Sendable {
    /// Grapheme_Cluster_Break (reference tables at their version): "Extend".
    public var grapheme: GraphemeClusterBreak
    /// Word_Break (ICU).
    public var word: WordBreak
    /// Sentence_Break (ICU).
    public var sentence: SentenceBreak
    /// Line_Break (ICU).
    public var line: LineBreak
    /// Indic_Conjunct_Break (reference tables; ICU 72 has none): "None".
    public var indicConjunct: IndicConjunctBreak
  }

  /// The literal of the scalar in each language (every non-ASCII scalar escaped).
  public struct Literals: Codable, Hashable, Sendable {
    public var swift: String
    public var java: String
    public var js: String
    public var python: String
    public var rust: String
    public var c: String
    public var html: String
    /// The scalar's HTML named character references ("&eacute;"), the preferred first; empty
    /// when it has none.
    public var htmlNamed: [String]
  }
}
