import UStrCore
import UStrCharacters
import UStrICU

extension CharacterCard {
  /// The card of `scalar`, every property from the engines of `engines`.
  ///
  /// - Complexity: O(m) for the m confusable mappings (the reverse lookup), else O(log n)
  ///   table searches.
  public init(_ scalar: Unicode.Scalar, engines: CharacterEngines = .current) {
    let swift = scalar.properties
    let icu = ICUCharacterProperties(codePoint: scalar.value)
    let reference = ReferenceDatabase.properties(of: scalar.value)
    let referenceBreaks = ReferenceGraphemeSegmenter(
      unicodeVersion: ReferenceGraphemeSegmenter.closestSupportedVersion(
        atMost: ReferenceDatabase.unicodeVersion) ?? ReferenceGraphemeSegmenter.defaultVersion)!
      .properties(of: scalar)
    let text = String(scalar)

    self.scalar = scalar
    name = ScalarName.of(scalar)
    aliases = NameAlias.aliases(of: scalar).map { Alias(alias: $0.alias, type: $0.type) }
    plane = Int(scalar.value >> 16)
    generalCategory = swift.generalCategory
    script = reference.script
    scriptExtensions = reference.scriptExtensions
    block = reference.block
    age = reference.age
    bidiClass = reference.bidiClass
    bidiMirrored = icu.isBidiMirrored
    mirroringGlyph = icu.mirroringGlyph.flatMap(Unicode.Scalar.init)
    pairedBracketType = icu.pairedBracketType
    pairedBracket = icu.pairedBracket.flatMap(Unicode.Scalar.init)
    eastAsianWidth = reference.eastAsianWidth
    canonicalCombiningClass = Int(swift.canonicalCombiningClass.rawValue)
    decomposition = icu.decompositionMapping.map { mapping in
      Decomposition(
        type: icu.decompositionType,
        mapping: mapping.compactMap(Unicode.Scalar.init))
    }
    func form(_ form: NormalizationForm) -> [Unicode.Scalar] {
      Array(((try? Self.normalizers[form]?.normalize(text)) ?? text).unicodeScalars)
    }
    normalization = Forms(nfc: form(.nfc), nfd: form(.nfd), nfkc: form(.nfkc), nfkd: form(.nfkd))
    lowercase = swift.lowercaseMapping
    uppercase = swift.uppercaseMapping
    titlecase = swift.titlecaseMapping
    caseFolding = (try? CaseFolder().fold(text)) ?? text
    numericType = swift.numericType
    numericValue = swift.numericValue
    emoji = EmojiProperties(
      isEmoji: swift.isEmoji, isEmojiPresentation: swift.isEmojiPresentation,
      isEmojiModifier: swift.isEmojiModifier, isEmojiModifierBase: swift.isEmojiModifierBase,
      isExtendedPictographic: referenceBreaks.isExtendedPictographic)
    breaks = BreakProperties(
      grapheme: referenceBreaks.graphemeClusterBreak, word: icu.wordBreak,
      sentence: icu.sentenceBreak, line: icu.lineBreak,
      indicConjunct: referenceBreaks.indicConjunctBreak)
    hangulSyllableType = icu.hangulSyllableType
    isDefaultIgnorable = swift.isDefaultIgnorableCodePoint
    isWhitespace = swift.isWhitespace
    isNoncharacter = swift.isNoncharacterCodePoint
    isPrivateUse = swift.generalCategory == .privateUse
    isUnassigned = swift.generalCategory == .unassigned
    width = CharacterWidths(scalar)
    let skeletonText = ConfusableSkeleton.of(text)
    skeleton = skeletonText
    skeletonCodePoints = Array(skeletonText.unicodeScalars)
    let prototype = Confusables.prototype(of: scalar) ?? [scalar]
    confusableWith = (Confusables.sources(mappingTo: prototype) + (prototype == [scalar] ? [] : prototype))
      .filter { $0 != scalar }
    func literal(_ language: LiteralLanguage) -> String {
      // A copy of a writer made once: making one builds its language's escape tables.
      var writer = Self.literalWriters[language] ?? LiteralWriter(language: language, escaping: .nonASCII)
      return writer.opening + writer.append(text) + writer.closing
    }
    literals = Literals(
      swift: literal(.swift), java: literal(.java), js: literal(.js), python: literal(.python),
      rust: literal(.rust), c: literal(.c), html: literal(.html),
      htmlNamed: HTMLEntities.names(of: scalar).map { "&" + $0 })
    utf8 = Array(text.utf8)
    utf16 = Array(text.utf16)
    utf32 = scalar.value
    disagreements = Self.disagreements(
      scalar, swift: swift, icu: icu, reference: reference, engines: engines)
  }

  /// ICU's normalizer of each form, got once: a text of many distinct scalars makes a card for
  /// each. A form ICU cannot load is missing, and its answer is the scalar itself.
  static let normalizers: [NormalizationForm: Normalizer] = {
    var normalizers: [NormalizationForm: Normalizer] = [:]
    for form in [NormalizationForm.nfc, .nfd, .nfkc, .nfkd] { normalizers[form] = try? Normalizer(form) }
    return normalizers
  }()

  /// A writer of each language with nothing written, escaping every non-ASCII scalar: each card
  /// writes its scalar with a copy.
  static let literalWriters: [LiteralLanguage: LiteralWriter] = Dictionary(
    uniqueKeysWithValues: LiteralLanguage.allCases.map { ($0, LiteralWriter(language: $0, escaping: .nonASCII)) })

  /// Where the standard library, ICU and the reference tables differ for `scalar`: each
  /// ``ComparedProperty`` in the order declared.
  static func disagreements(
    _ scalar: Unicode.Scalar, swift: Unicode.Scalar.Properties, icu: ICUCharacterProperties,
    reference: CharacterProperties, engines: CharacterEngines
  ) -> [PropertyDisagreement] {
    ComparedProperty.allCases.compactMap {
      $0.disagreement(swift: swift, icu: icu, reference: reference, engines: engines)
    }
  }
}
