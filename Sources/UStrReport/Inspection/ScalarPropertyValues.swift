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
    typealias Answer = PropertyDisagreement.Answer
    func answer(_ engine: BreakEngine, _ value: String) -> Answer {
      Answer(engine: engine, unicodeVersion: engines.unicodeVersion(of: engine), value: value)
    }
    func compare(_ property: ScalarProperty, _ answers: [Answer], same: (String, String) -> Bool = (==)) {
      guard let first = answers.first, answers.contains(where: { !same($0.value, first.value) }) else { return }
      disagreements.append(PropertyDisagreement(property: property.rawValue, answers: answers))
    }
    for property in properties {
      let value: PropertyValue
      switch property {
      case .script:
        value = .name(reference.script.code)
        compare(property, [answer(.reference, reference.script.code), answer(.icu, icu.script)])
      case .scriptExtensions:
        let codes = reference.scriptExtensions.map(\.code)
        value = .names(codes)
        compare(
          property,
          [
            answer(.reference, codes.sorted().joined(separator: " ")),
            answer(.icu, icu.scriptExtensions.sorted().joined(separator: " ")),
          ])
      case .block:
        value = reference.block.map { .name($0.name) } ?? .none
        compare(
          property, [answer(.reference, reference.block?.name ?? "No_Block"), answer(.icu, icu.block)],
          same: Self.isSameBlockName)
      case .eastAsianWidth:
        value = .name(reference.eastAsianWidth.rawValue)
        compare(
          property,
          [answer(.reference, reference.eastAsianWidth.rawValue), answer(.icu, icu.eastAsianWidth.rawValue)])
      case .bidiClass:
        value = .name(reference.bidiClass.rawValue)
        compare(
          property, [answer(.reference, reference.bidiClass.rawValue), answer(.icu, icu.bidiClass.rawValue)])
      case .bidiMirrored:
        value = .flag(icu.isBidiMirrored)
      case .age:
        value = reference.age.map(PropertyValue.name) ?? .none
        compare(
          property,
          [
            answer(.reference, reference.age ?? ""),
            answer(.swift, swift.age.map { "\($0.major).\($0.minor)" } ?? ""),
            answer(.icu, icu.age.map { "\($0.major).\($0.minor)" } ?? ""),
          ])
      case .width:
        value = .integer(widthPolicy.cells(of: Character(scalar)))
      case .canonicalCombiningClass:
        let ccc = Int(swift.canonicalCombiningClass.rawValue)
        value = .integer(ccc)
        compare(property, [answer(.swift, String(ccc)), answer(.icu, String(icu.canonicalCombiningClass))])
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

  /// Whether two spellings of a block name are the same name (Blocks.txt's "Latin-1
  /// Supplement" and ICU's "Latin_1_Supplement"): UAX #44's loose matching, case, spaces,
  /// hyphens and underscores ignored.
  static func isSameBlockName(_ first: String, _ second: String) -> Bool {
    func key(_ name: String) -> [Unicode.Scalar] {
      name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "_" && $0 != "-" }
    }
    return key(first) == key(second)
  }
}
