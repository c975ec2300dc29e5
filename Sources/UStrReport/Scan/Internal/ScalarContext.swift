/// What the scan rules ask of a scalar and its neighbours: whether an invisible character
/// stands where a script or an emoji sequence needs it. Standard library properties (Unicode
/// 17.0) and fixed ranges only.
enum ScalarContext {
  /// The bidi controls that open or close an embedding, override or isolate.
  static func isBidiControl(_ value: UInt32) -> Bool {
    (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// Scripts whose letters join or form conjuncts, where ZWJ and ZWNJ change a word's shape:
  /// Arabic, Syriac, Thaana, NKo, Mandaic, the Indic and Brahmic scripts, Sinhala, Tibetan,
  /// Myanmar, Khmer, Mongolian, Phags-pa, and the joining and Brahmic scripts above the BMP.
  static func isInJoiningScript(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch value {
    case 0x0600...0x08FF, 0x0900...0x0DFF, 0x0F00...0x0FFF, 0x1000...0x109F, 0x1780...0x18AF,
      0xA840...0xA87F, 0xA8E0...0xA8FF, 0xA980...0xA9DF, 0xFB50...0xFDFF, 0xFE70...0xFEFF,
      0x10AC0...0x10BAF, 0x10D00...0x10D3F, 0x10F30...0x10FFF, 0x11000...0x11FFF:
      return true
    default:
      return false
    }
  }

  /// Whether `scalar` can sit next to a ZWJ in an emoji ZWJ sequence: an emoji, an emoji
  /// modifier, VS16, or the end of a tag sequence.
  static func isEmojiSide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value == 0xFE0F || value == 0xE007F || value == 0x20E3
      || (0x1F3FB...0x1F3FF).contains(value) || scalar.properties.isEmoji
  }

  /// Whether a ZWJ (U+200D) or ZWNJ (U+200C) between `previous` and `next` does something:
  /// inside an emoji sequence (ZWJ), after a virama, or between characters of a joining script.
  static func joinerFits(
    _ joiner: Unicode.Scalar, previous: Unicode.Scalar?, next: Unicode.Scalar?
  ) -> Bool {
    guard let previous else { return false }
    if joiner.value == 0x200D, !previous.isASCII, isEmojiSide(previous), let next,
      !next.isASCII, next.properties.isEmoji
    {
      return true
    }
    // A virama (ccc 9): ZWJ and ZWNJ choose between conjunct, half form and explicit virama.
    if previous.properties.canonicalCombiningClass.rawValue == 9 { return true }
    guard let next else { return false }
    return isInJoiningScript(previous) && isInJoiningScript(next)
  }

  /// Whether a variation selector can follow `base`: VS15/VS16 after an emoji; VS1–14 after an
  /// ideograph, a symbol, a digit zero, or a letter of Myanmar, Phags-pa, Manichaean or Egyptian;
  /// an ideographic variation selector (U+E0100–E01EF) after an ideograph. An approximation of
  /// StandardizedVariants.txt and the emoji variation sequences, by property.
  static func variationSelectorFits(_ selector: Unicode.Scalar, base: Unicode.Scalar?) -> Bool {
    guard let base else { return false }
    let value = selector.value
    if isVariationSelector(base) { return false }
    let properties = base.properties
    if value == 0xFE0E || value == 0xFE0F { return properties.isEmoji }
    if value >= 0xE0100 { return properties.isIdeographic }
    switch properties.generalCategory {
    case .mathSymbol, .otherSymbol: return true
    default: break
    }
    switch base.value {
    case 0x30, 0x1000...0x109F, 0x1800...0x18AF, 0xA840...0xA87F, 0x10AC0...0x10AFF,
      0x13000...0x1345F:
      return true
    default:
      return properties.isIdeographic
    }
  }

  static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
    (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
      || (0x180B...0x180D).contains(scalar.value) || scalar.value == 0x180F
  }

  /// Conjoining Hangul jamo, which the fillers U+115F and U+1160 legitimately stand beside.
  static func isConjoiningJamo(_ scalar: Unicode.Scalar?) -> Bool {
    guard let value = scalar?.value else { return false }
    return (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value)
      || (0xD7B0...0xD7FF).contains(value)
  }

  /// Whether the tag characters in `run` (after `base`) form an emoji tag sequence: U+1F3F4
  /// WAVING BLACK FLAG, tags for digits and lower-case letters, then U+E007F CANCEL TAG.
  static func isEmojiTagSequence(_ run: ArraySlice<Unicode.Scalar>, base: Unicode.Scalar?) -> Bool {
    guard base?.value == 0x1F3F4, run.count >= 2, run.last?.value == 0xE007F else { return false }
    return run.dropLast().allSatisfy {
      (0xE0030...0xE0039).contains($0.value) || (0xE0061...0xE007A).contains($0.value)
    }
  }

  /// The ASCII tag characters spell: U+E0020–E007E are U+0020–007E shifted; the language tag
  /// U+E0001 and cancel tag U+E007F spell nothing.
  static func decodeTags(_ run: ArraySlice<Unicode.Scalar>) -> String {
    var text = ""
    for scalar in run where (0xE0020...0xE007E).contains(scalar.value) {
      text.unicodeScalars.append(Unicode.Scalar(scalar.value - 0xE0000)!)
    }
    return text
  }
}
