internal import CUStrICU
public import UStrCore

/// The character properties ICU knows for one code point, at ICU's Unicode version
/// (`ICU.unicodeVersion`, 15.0 for ICU 72.1), each value with ICU's short name for it (the
/// PropertyValueAliases.txt short names: "Latn", "L", "Na", "BA"), typed per property (enums
/// for closed sets, an `OpenPropertyValue` for sets that grow). Script, block, category and
/// grapheme break are ICU's names as strings: ustr compares them with the other engines'.
///
///     let é = ICUCharacterProperties(codePoint: 0xE9)
///     é.script            // "Latn"
///     é.block             // "Latin_1_Supplement" (ICU's long name; Blocks.txt has spaces)
///     é.bidiClass         // "L"
///     é.lineBreak         // "AL"
///     é.decompositionType // "Can"
///
/// Each property reads `u_getIntPropertyValue(c, UCHAR_…)` and names its value with
/// `u_getPropertyValueName`; scripts use `uscript_getScriptExtensions` and
/// `uscript_getShortName`; mirroring `u_charMirror` and `u_getBidiPairedBracket`.
public struct ICUCharacterProperties: Hashable, Sendable {
  /// The code point, 0...0x10FFFF.
  public let codePoint: UInt32

  /// Reads the properties of `codePoint` (0...0x10FFFF, surrogates included).
  public init(codePoint: UInt32) {
    precondition(codePoint <= 0x10FFFF, "code point beyond U+10FFFF")
    self.codePoint = codePoint
  }

  private var c: Int32 { Int32(bitPattern: codePoint) }

  private func value(_ property: Int32) -> Int32 { ustr_icu_u_getIntPropertyValue(c, property) }

  private func name(_ property: Int32, long: Bool = false) -> String {
    let value = value(property)
    guard let name = ustr_icu_u_getPropertyValueName(property, value, long ? 1 : 0)
      ?? ustr_icu_u_getPropertyValueName(property, value, 1)
    else { return String(value) }
    return String(cString: name)
  }

  /// The Script value's ISO 15924 code: "Latn", "Zyyy" (Common), "Zzzz" (Unknown).
  public var script: String { name(ustr_icu_UCHAR_SCRIPT()) }

  /// The Script_Extensions codes, in ICU's order (by script code number).
  ///
  /// The corresponding C function is `uscript_getScriptExtensions`.
  public var scriptExtensions: [String] {
    var scripts = [Int32](repeating: 0, count: 32)
    var status = U_ZERO_ERROR
    var count = ustr_icu_uscript_getScriptExtensions(c, &scripts, Int32(scripts.count), &status)
    if status == U_BUFFER_OVERFLOW_ERROR {
      scripts = [Int32](repeating: 0, count: Int(count))
      status = U_ZERO_ERROR
      count = ustr_icu_uscript_getScriptExtensions(c, &scripts, count, &status)
    }
    guard !ustr_icu_U_FAILURE(status) else { return [script] }
    return scripts.prefix(Int(count)).map { String(cString: ustr_icu_uscript_getShortName($0)) }
  }

  /// The block's long name as ICU spells it ("Latin_1_Supplement", "No_Block").
  public var block: String { name(ustr_icu_UCHAR_BLOCK(), long: true) }
  /// The General_Category short name ("Lu", "Cn").
  public var generalCategory: String { name(ustr_icu_UCHAR_GENERAL_CATEGORY()) }
  /// The East_Asian_Width: `.ambiguous` ("A"), `.wide` ("W"), ...
  public var eastAsianWidth: EastAsianWidth { EastAsianWidth(icuCodePoint: codePoint) }
  /// The Bidi_Class ("L", "AL", "NSM").
  public var bidiClass: BidiClass { BidiClass(rawValue: name(ustr_icu_UCHAR_BIDI_CLASS())) }
  /// Bidi_Mirrored.
  public var isBidiMirrored: Bool { ustr_icu_u_hasBinaryProperty(c, ustr_icu_UCHAR_BIDI_MIRRORED()) }
  /// The Bidi_Mirroring_Glyph, or `nil` when the code point has none. The corresponding C
  /// function is `u_charMirror`.
  public var mirroringGlyph: UInt32? {
    let mirror = ustr_icu_u_charMirror(c)
    return mirror == c ? nil : UInt32(bitPattern: mirror)
  }
  /// The Bidi_Paired_Bracket_Type: `.open` ("o"), `.close` ("c") or `.none` ("n").
  public var pairedBracketType: BidiPairedBracketType {
    BidiPairedBracketType(rawValue: name(ustr_icu_UCHAR_BIDI_PAIRED_BRACKET_TYPE())) ?? .none
  }
  /// The Bidi_Paired_Bracket, or `nil` when the type is `.none`. The corresponding C function
  /// is `u_getBidiPairedBracket`.
  public var pairedBracket: UInt32? {
    pairedBracketType == .none ? nil : UInt32(bitPattern: ustr_icu_u_getBidiPairedBracket(c))
  }
  /// The Line_Break ("AL", "BA", "ID").
  public var lineBreak: LineBreak { LineBreak(rawValue: name(ustr_icu_UCHAR_LINE_BREAK())) }
  /// The Word_Break ("LE", "XX").
  public var wordBreak: WordBreak { WordBreak(rawValue: name(ustr_icu_UCHAR_WORD_BREAK())) }
  /// The Sentence_Break ("LO", "XX").
  public var sentenceBreak: SentenceBreak {
    SentenceBreak(rawValue: name(ustr_icu_UCHAR_SENTENCE_BREAK()))
  }
  /// The Grapheme_Cluster_Break short name ("XX", "EX", "ZWJ").
  public var graphemeClusterBreak: String { name(ustr_icu_UCHAR_GRAPHEME_CLUSTER_BREAK()) }
  /// The Decomposition_Type ("Can", "Com", "Font", "None").
  public var decompositionType: DecompositionType {
    DecompositionType(rawValue: name(ustr_icu_UCHAR_DECOMPOSITION_TYPE()))
  }
  /// The Decomposition_Mapping (one level, as UnicodeData.txt lists it), or `nil` when the
  /// code point decomposes to itself. The corresponding C function is
  /// `unorm2_getRawDecomposition` on the NFKC instance.
  public var decompositionMapping: [UInt32]? {
    var status = U_ZERO_ERROR
    guard let nfkc = ustr_icu_unorm2_getNFKCInstance(&status), !ustr_icu_U_FAILURE(status) else {
      return nil
    }
    var units = [UInt16](repeating: 0, count: 32)
    let length = ustr_icu_unorm2_getRawDecomposition(nfkc, c, &units, Int32(units.count), &status)
    guard length >= 0, !ustr_icu_U_FAILURE(status) else { return nil }
    return String(decoding: units.prefix(Int(length)), as: UTF16.self).unicodeScalars.map(\.value)
  }
  /// The Hangul_Syllable_Type: `.leadingJamo` ("L"), `.lvSyllable` ("LV"), ...,
  /// `.notApplicable` ("NA") for a code point that is not Hangul.
  public var hangulSyllableType: HangulSyllableType {
    HangulSyllableType(rawValue: name(ustr_icu_UCHAR_HANGUL_SYLLABLE_TYPE())) ?? .notApplicable
  }
  /// The Canonical_Combining_Class (0-254).
  public var canonicalCombiningClass: Int { Int(value(ustr_icu_UCHAR_CANONICAL_COMBINING_CLASS())) }
  /// Default_Ignorable_Code_Point.
  public var isDefaultIgnorable: Bool {
    ustr_icu_u_hasBinaryProperty(c, ustr_icu_UCHAR_DEFAULT_IGNORABLE_CODE_POINT())
  }
  /// The Age, or `nil` when ICU's Unicode version does not have the code point. The
  /// corresponding C function is `u_charAge`.
  public var age: UnicodeVersion? {
    var info: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &info) {
      ustr_icu_u_charAge(c, $0.baseAddress!.assumingMemoryBound(to: UInt8.self))
    }
    guard info.0 != 0 else { return nil }
    return UnicodeVersion(major: Int(info.0), minor: Int(info.1), update: Int(info.2))
  }
}
