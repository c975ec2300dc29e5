import UStrCharacters
import UStrCore

/// A card is an object of `ustr char`'s `scalars[]`: every property under its own key, in the
/// order the type declares them, code points in "U+00E9" notation (the scalar itself under
/// `codePoint`, its mirroring glyph, paired bracket, decomposition, normalization forms,
/// skeleton and confusables), code units in hex digits ("C3", "00E9", "000000E9"), property
/// values as their UCD short names ("Ll", "W").
extension CharacterCard {
  enum CodingKeys: String, CodingKey {
    case scalar = "codePoint"
    case name
    case aliases
    case plane
    case generalCategory
    case script
    case scriptExtensions
    case block
    case age
    case bidiClass
    case bidiMirrored
    case mirroringGlyph
    case pairedBracketType
    case pairedBracket
    case eastAsianWidth
    case canonicalCombiningClass
    case decomposition
    case normalization
    case lowercase
    case uppercase
    case titlecase
    case caseFolding
    case numericType
    case numericValue
    case emoji
    case breaks
    case hangulSyllableType
    case isDefaultIgnorable
    case isWhitespace
    case isNoncharacter
    case isPrivateUse
    case isUnassigned
    case width
    case skeleton
    case skeletonCodePoints
    case confusableWith
    case literals
    case utf8
    case utf16
    case utf32
    case disagreements
  }

  /// Reads a card from its JSON.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing, a value is not of its type, or a code
  ///   point is not a scalar.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    scalar = try container.decodeCodePoint(forKey: .scalar)
    name = try container.decode(String.self, forKey: .name)
    aliases = try container.decode([Alias].self, forKey: .aliases)
    plane = try container.decode(Int.self, forKey: .plane)
    generalCategory = try container.decodeGeneralCategory(forKey: .generalCategory)
    script = try container.decode(Script.self, forKey: .script)
    scriptExtensions = try container.decode([Script].self, forKey: .scriptExtensions)
    block = try container.decodeIfPresent(Block.self, forKey: .block)
    age = try container.decodeIfPresent(UnicodeVersion.self, forKey: .age)
    bidiClass = try container.decode(BidiClass.self, forKey: .bidiClass)
    bidiMirrored = try container.decode(Bool.self, forKey: .bidiMirrored)
    mirroringGlyph = try container.decodeCodePointIfPresent(forKey: .mirroringGlyph)
    pairedBracketType = try container.decode(BidiPairedBracketType.self, forKey: .pairedBracketType)
    pairedBracket = try container.decodeCodePointIfPresent(forKey: .pairedBracket)
    eastAsianWidth = try container.decode(EastAsianWidth.self, forKey: .eastAsianWidth)
    canonicalCombiningClass = try container.decode(Int.self, forKey: .canonicalCombiningClass)
    decomposition = try container.decodeIfPresent(Decomposition.self, forKey: .decomposition)
    normalization = try container.decode(Forms.self, forKey: .normalization)
    lowercase = try container.decode(String.self, forKey: .lowercase)
    uppercase = try container.decode(String.self, forKey: .uppercase)
    titlecase = try container.decode(String.self, forKey: .titlecase)
    caseFolding = try container.decode(String.self, forKey: .caseFolding)
    numericType = try container.decodeNumericTypeIfPresent(forKey: .numericType)
    numericValue = try container.decodeIfPresent(Double.self, forKey: .numericValue)
    emoji = try container.decode(EmojiProperties.self, forKey: .emoji)
    breaks = try container.decode(BreakProperties.self, forKey: .breaks)
    hangulSyllableType = try container.decode(HangulSyllableType.self, forKey: .hangulSyllableType)
    isDefaultIgnorable = try container.decode(Bool.self, forKey: .isDefaultIgnorable)
    isWhitespace = try container.decode(Bool.self, forKey: .isWhitespace)
    isNoncharacter = try container.decode(Bool.self, forKey: .isNoncharacter)
    isPrivateUse = try container.decode(Bool.self, forKey: .isPrivateUse)
    isUnassigned = try container.decode(Bool.self, forKey: .isUnassigned)
    width = try container.decode(CharacterWidths.self, forKey: .width)
    skeleton = try container.decode(String.self, forKey: .skeleton)
    skeletonCodePoints = try container.decodeCodePoints(forKey: .skeletonCodePoints)
    confusableWith = try container.decodeCodePoints(forKey: .confusableWith)
    literals = try container.decode(Literals.self, forKey: .literals)
    utf8 = try container.decodeHexList(UInt8.self, forKey: .utf8)
    utf16 = try container.decodeHexList(UInt16.self, forKey: .utf16)
    utf32 = try container.decodeHex(UInt32.self, forKey: .utf32)
    disagreements = try container.decode([PropertyDisagreement].self, forKey: .disagreements)
  }

  /// Writes every property under its key, code points as "U+00E9".
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scalar.codePoint, forKey: .scalar)
    try container.encode(name, forKey: .name)
    try container.encode(aliases, forKey: .aliases)
    try container.encode(plane, forKey: .plane)
    try container.encode(generalCategory.shortName, forKey: .generalCategory)
    try container.encode(script.code, forKey: .script)
    try container.encode(scriptExtensions.map(\.code), forKey: .scriptExtensions)
    try container.encodeIfPresent(block?.name, forKey: .block)
    try container.encodeIfPresent(age?.description, forKey: .age)
    try container.encode(bidiClass, forKey: .bidiClass)
    try container.encode(bidiMirrored, forKey: .bidiMirrored)
    try container.encodeIfPresent(mirroringGlyph?.codePoint, forKey: .mirroringGlyph)
    try container.encode(pairedBracketType, forKey: .pairedBracketType)
    try container.encodeIfPresent(pairedBracket?.codePoint, forKey: .pairedBracket)
    try container.encode(eastAsianWidth, forKey: .eastAsianWidth)
    try container.encode(canonicalCombiningClass, forKey: .canonicalCombiningClass)
    try container.encodeIfPresent(decomposition, forKey: .decomposition)
    try container.encode(normalization, forKey: .normalization)
    try container.encode(lowercase, forKey: .lowercase)
    try container.encode(uppercase, forKey: .uppercase)
    try container.encode(titlecase, forKey: .titlecase)
    try container.encode(caseFolding, forKey: .caseFolding)
    try container.encodeIfPresent(numericType?.name, forKey: .numericType)
    try container.encodeIfPresent(numericValue, forKey: .numericValue)
    try container.encode(emoji, forKey: .emoji)
    try container.encode(breaks, forKey: .breaks)
    try container.encode(hangulSyllableType, forKey: .hangulSyllableType)
    try container.encode(isDefaultIgnorable, forKey: .isDefaultIgnorable)
    try container.encode(isWhitespace, forKey: .isWhitespace)
    try container.encode(isNoncharacter, forKey: .isNoncharacter)
    try container.encode(isPrivateUse, forKey: .isPrivateUse)
    try container.encode(isUnassigned, forKey: .isUnassigned)
    try container.encode(width, forKey: .width)
    try container.encode(skeleton, forKey: .skeleton)
    try container.encode(codePoints: skeletonCodePoints, forKey: .skeletonCodePoints)
    try container.encode(codePoints: confusableWith, forKey: .confusableWith)
    try container.encode(literals, forKey: .literals)
    try container.encode(Hex.bytes(utf8), forKey: .utf8)
    try container.encode(Hex.units(utf16), forKey: .utf16)
    try container.encode(Hex.digits(utf32, width: 8), forKey: .utf32)
    try container.encode(disagreements, forKey: .disagreements)
  }
}

extension CharacterCard.Decomposition {
  enum CodingKeys: String, CodingKey {
    case type, mapping
  }

  /// Reads a decomposition from its JSON.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing or a code point is not a scalar.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decode(DecompositionType.self, forKey: .type)
    mapping = try container.decodeCodePoints(forKey: .mapping)
  }

  /// Writes the type, then the mapping as code points.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    try container.encode(codePoints: mapping, forKey: .mapping)
  }
}

extension CharacterCard.Forms {
  enum CodingKeys: String, CodingKey {
    case nfc, nfd, nfkc, nfkd
  }

  /// Reads the forms from their JSON.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing or a code point is not a scalar.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    nfc = try container.decodeCodePoints(forKey: .nfc)
    nfd = try container.decodeCodePoints(forKey: .nfd)
    nfkc = try container.decodeCodePoints(forKey: .nfkc)
    nfkd = try container.decodeCodePoints(forKey: .nfkd)
  }

  /// Writes each form as code points.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(codePoints: nfc, forKey: .nfc)
    try container.encode(codePoints: nfd, forKey: .nfd)
    try container.encode(codePoints: nfkc, forKey: .nfkc)
    try container.encode(codePoints: nfkd, forKey: .nfkd)
  }
}

extension CharacterCard.BreakProperties {
  enum CodingKeys: String, CodingKey {
    case grapheme, word, sentence, line, indicConjunct
  }

  /// Reads the break properties from their JSON.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing, or the grapheme or conjunct value is not
  ///   one the reference tables name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    grapheme = try container.decodeNamed(GraphemeClusterBreak.self, forKey: .grapheme)
    word = try container.decode(WordBreak.self, forKey: .word)
    sentence = try container.decode(SentenceBreak.self, forKey: .sentence)
    line = try container.decode(LineBreak.self, forKey: .line)
    indicConjunct = try container.decodeNamed(IndicConjunctBreak.self, forKey: .indicConjunct)
  }

  /// Writes each property's UCD short name ("Extend", "LE").
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(grapheme.description, forKey: .grapheme)
    try container.encode(word, forKey: .word)
    try container.encode(sentence, forKey: .sentence)
    try container.encode(line, forKey: .line)
    try container.encode(indicConjunct.description, forKey: .indicConjunct)
  }
}
