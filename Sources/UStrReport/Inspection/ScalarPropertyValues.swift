import UStrCharacters
import UStrCore
import UStrICU

/// The values of the properties `inspect --properties` asked for, for one scalar, each from its
/// engine (``ScalarProperty/engine``), and where ICU (or the standard library) answers one of them
/// differently, both answers in ``disagreements``, as `ustr char` shows them.
///
///     let values = ScalarPropertyValues("\u{1FAE9}", properties: [.script, .age])
///     values.values           // [(.script, "Zyyy"), (.age, "16.0")]
///     values.disagreements    // age: reference 16.0, swift 16.0, icu "" (ICU 72 = Unicode 15.0)
///
/// - Complexity: O(p log r): a table lookup per property.
public struct ScalarPropertyValues: Hashable, Sendable {
  /// Each asked property with its value, in the order asked.
  public var values: [Entry]
  /// The asked properties where the engines differ for this scalar (empty when they agree).
  public var disagreements: [PropertyDisagreement]

  /// One property and its value.
  public struct Entry: Hashable, Sendable {
    public var property: ScalarProperty
    public var value: PropertyValue

    public init(_ property: ScalarProperty, _ value: PropertyValue) {
      self.property = property
      self.value = value
    }
  }

  public init(values: [Entry], disagreements: [PropertyDisagreement]) {
    self.values = values
    self.disagreements = disagreements
  }

  /// The value of `property`, or `nil` when it was not asked.
  public subscript(property: ScalarProperty) -> PropertyValue? {
    values.first { $0.property == property }?.value
  }

  /// The values of `properties` for `scalar`; `width` is the scalar's cells alone under
  /// `widthPolicy`.
  public init(
    _ scalar: Unicode.Scalar, properties: [ScalarProperty], widthPolicy: WidthPolicy = .unicode,
    engines: CharacterEngines = ScalarPropertyValues.engines
  ) {
    let reference = ReferenceDatabase.properties(of: scalar.value)
    let icu = ICUCharacterProperties(codePoint: scalar.value)
    let swift = scalar.properties
    var values: [Entry] = []
    values.reserveCapacity(properties.count)
    var disagreements: [PropertyDisagreement] = []
    for property in properties {
      if let compared = ComparedProperty(property),
        let disagreement = compared.disagreement(swift: swift, icu: icu, reference: reference, engines: engines)
      {
        disagreements.append(disagreement)
      }
      let value: PropertyValue
      switch property {
      case .script:
        value = .name(reference.script.code)
      case .scriptExtensions:
        value = .names(reference.scriptExtensions.map(\.code))
      case .block:
        value = reference.block.map { .name($0.name) } ?? .none
      case .eastAsianWidth:
        value = .name(reference.eastAsianWidth.rawValue)
      case .bidiClass:
        value = .name(reference.bidiClass.rawValue)
      case .bidiMirrored:
        value = .flag(icu.isBidiMirrored)
      case .age:
        value = reference.age.map { PropertyValue.name($0.description) } ?? .none
      case .width:
        value = .integer(widthPolicy.cells(of: Character(scalar)))
      case .canonicalCombiningClass:
        value = .integer(Int(swift.canonicalCombiningClass.rawValue))
      case .decompositionType:
        value = .name(icu.decompositionType.rawValue)
      case .numericValue:
        value = swift.numericValue.map(PropertyValue.number) ?? .none
      case .emoji:
        value = .names(Self.emojiProperties(swift, Self.segmenter.properties(of: scalar)))
      case .graphemeClusterBreak:
        value = .name(Self.segmenter.properties(of: scalar).graphemeClusterBreak.description)
      case .indicConjunctBreak:
        value = .name(Self.segmenter.properties(of: scalar).indicConjunctBreak.description)
      case .wordBreak:
        value = .name(icu.wordBreak.rawValue)
      case .sentenceBreak:
        value = .name(icu.sentenceBreak.rawValue)
      case .lineBreak:
        value = .name(icu.lineBreak.rawValue)
      case .hangulSyllableType:
        value = .name(icu.hangulSyllableType.rawValue)
      }
      values.append(Entry(property, value))
    }
    self.init(values: values, disagreements: disagreements)
  }

  /// The engines the values come from, read once.
  public static let engines = CharacterEngines.current

  /// The segmentation tables at the reference tables' version: Grapheme_Cluster_Break,
  /// Indic_Conjunct_Break and Extended_Pictographic.
  static let segmenter =
    ReferenceGraphemeSegmenter(
      unicodeVersion: ReferenceGraphemeSegmenter.closestSupportedVersion(atMost: ReferenceDatabase.unicodeVersion)
        ?? ReferenceGraphemeSegmenter.defaultVersion) ?? ReferenceGraphemeSegmenter()

  /// The UTS #51 properties a scalar has, by their UCD short names: "Emoji", "EPres", "EMod",
  /// "EBase", "EComp", "ExtPict"; empty for most scalars.
  static func emojiProperties(_ swift: Unicode.Scalar.Properties, _ breaks: GraphemeBreakProperties) -> [String] {
    var names: [String] = []
    if swift.isEmoji { names.append("Emoji") }
    if swift.isEmojiPresentation { names.append("EPres") }
    if swift.isEmojiModifier { names.append("EMod") }
    if swift.isEmojiModifierBase { names.append("EBase") }
    if breaks.isExtendedPictographic { names.append("ExtPict") }
    return names
  }
}
