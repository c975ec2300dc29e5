import UStrICU

/// Which scalars the scan rules can apply to, looked up in a bit table for the Basic
/// Multilingual Plane (built once, from the standard library's properties and ICU's
/// normalization data), so most scalars of natural text cost one load instead of several
/// property lookups.
enum ScalarTriage {
  /// One bit a BMP scalar: set when some scalar rule may apply to it.
  static let ruleTable: [UInt64] = buildTable { needsRulesSlowly($0) }

  /// The same for plane 1 (U+10000–1FFFF: emoji, historic scripts).
  static let ruleTablePlane1: [UInt64] = buildTable(plane: 1) { needsRulesSlowly($0) }

  /// One bit a BMP scalar: set when its NFC_Quick_Check is not Yes (No or Maybe), from ICU.
  /// With ``combiningClasses``, the UAX #15 quick check: a line whose scalars are all
  /// NFC_QC=Yes, with non-zero combining classes in canonical order, is in NFC.
  static let normalizationTable: [UInt64] = {
    guard let nfc = try? Normalizer(.nfc) else { return [UInt64](repeating: ~0, count: 1024) }
    let classes = combiningClasses
    return buildTable { scalar in
      // NFC_QC=Maybe with ccc 0 is "no boundary before" (a vowel jamo, U+0B3E); NFC_QC=No is
      // "changes on its own" (U+095E, U+212B), asked of ICU only for the scalars that are not
      // inert; marks (ccc > 0, a few hundred) by ICU's quick check.
      if classes[Int(scalar.value)] != 0 { return (try? nfc.quickCheck(String(scalar))) != .yes }
      if !nfc.hasBoundaryBefore(scalar) { return true }
      if nfc.isInert(scalar) { return false }
      let text = String(scalar)
      return !((try? nfc.normalize(text))?.unicodeScalars.elementsEqual(text.unicodeScalars) ?? false)
    }
  }()

  /// The canonical combining class of every BMP scalar (ICU).
  static let combiningClasses: [UInt8] = {
    guard let nfc = try? Normalizer(.nfc) else { return [UInt8](repeating: 0, count: 0x10000) }
    var classes = [UInt8](repeating: 0, count: 0x10000)
    for value in 0x300..<UInt32(0x10000) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      classes[Int(value)] = UInt8(truncatingIfNeeded: nfc.combiningClass(of: scalar))
    }
    return classes
  }()

  /// One byte a BMP scalar for ``LineSieve``, read where ``interestingScalars`` has its bit.
  /// The bits:
  /// - ``sieveNeedsRules``: a scalar rule may apply (but to ZWNJ and ZWJ), or its
  ///   NFC_Quick_Check is not Yes (but for ``sieveComposes``);
  /// - ``sieveCombining``: its combining class is not 0;
  /// - ``sieveJoiner``: ZWNJ and ZWJ, which the joiner rule looks at in context;
  /// - ``sieveComposes``: NFC_Quick_Check Maybe, no decomposition, unchanged on its own: NFC
  ///   changes it only by composing it with the scalar before.
  static let sieveTable: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 0x10000)
    guard let nfc = try? Normalizer(.nfc) else { return [UInt8](repeating: sieveNeedsRules, count: 0x10000) }
    let rules = ruleTable
    let normalization = normalizationTable
    let classes = combiningClasses
    for value in 0..<0x10000 {
      let word = value >> 6
      let bit = UInt64(1) << UInt64(value & 63)
      var flag: UInt8 = 0
      if value == 0x200C || value == 0x200D {
        flag |= sieveJoiner
      } else if rules[word] & bit != 0 {
        flag |= sieveNeedsRules
      }
      if normalization[word] & bit != 0 {
        if let scalar = Unicode.Scalar(UInt32(value)), !nfc.hasDecomposition(scalar),
          (try? nfc.normalize(String(scalar)))?.unicodeScalars.elementsEqual(CollectionOfOne(scalar)) == true
        {
          flag |= sieveComposes
        } else {
          flag |= sieveNeedsRules
        }
      }
      if classes[value] != 0 { flag |= sieveCombining }
      table[value] = flag
    }
    return table
  }()
  static let sieveNeedsRules: UInt8 = 1
  static let sieveCombining: UInt8 = 2
  static let sieveJoiner: UInt8 = 4
  static let sieveComposes: UInt8 = 8

  /// One bit a BMP scalar: set where ``sieveTable`` is not zero. An 8 KB table, so that the
  /// scalars of natural text, almost all clear, cost one load that stays in the cache.
  static let interestingScalars: [UInt64] = {
    let flags = sieveTable
    var table = [UInt64](repeating: 0, count: 1024)
    for value in 0..<0x10000 where flags[value] != 0 { table[value >> 6] |= 1 << UInt64(value & 63) }
    return table
  }()

  static func buildTable(plane: UInt32 = 0, _ isSet: (Unicode.Scalar) -> Bool) -> [UInt64] {
    var table = [UInt64](repeating: 0, count: 1024)
    for value in 0..<UInt32(0x10000) {
      guard let scalar = Unicode.Scalar(plane << 16 | value) else { continue }
      if isSet(scalar) { table[Int(value >> 6)] |= 1 << UInt64(value & 63) }
    }
    return table
  }

  /// Whether a scalar rule may apply to `scalar`.
  @inline(__always)
  static func needsRules(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x10000 { return ruleTable[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0 }
    if value < 0x20000 {
      let low = value & 0xFFFF
      return ruleTablePlane1[Int(low >> 6)] & (1 << UInt64(low & 63)) != 0
    }
    return (0xE0000...0xE0FFF).contains(value) || value >= 0xF0000 || value & 0xFFFE == 0xFFFE
      || (0x1BCA0...0x1BCA3).contains(value) || (0x1D173...0x1D17A).contains(value)
      || scalar.properties.generalCategory == .unassigned
  }

  /// Whether `scalars` are certainly in NFC by UAX #15's quick check: every one NFC_QC=Yes,
  /// non-zero combining classes in canonical order (scalars above the BMP outside emoji and
  /// CJK count as maybe).
  static func isCertainlyNFC(_ scalars: [Unicode.Scalar]) -> Bool {
    var lastClass: UInt8 = 0
    for scalar in scalars {
      let value = scalar.value
      if value < 0x80 {
        lastClass = 0
        continue
      }
      if mayChangeInNFC(scalar) { return false }
      let combiningClass = value < 0x10000 ? combiningClasses[Int(value)] : 0
      if combiningClass != 0 && lastClass > combiningClass { return false }
      lastClass = combiningClass
    }
    return true
  }

  /// Whether `scalar` has NFC_QC other than Yes (above the BMP: outside emoji and CJK).
  @inline(__always)
  static func mayChangeInNFC(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x10000 {
      return normalizationTable[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
    }
    // Above the BMP: emoji and symbols (U+1F000–1FAFF) and CJK ideographs (planes 2 and 3)
    // all have a boundary before them; other scripts are checked by ICU.
    return !(0x1F000...0x1FAFF).contains(value) && !(0x20000...0x3FFFF).contains(value)
  }

  static func needsRulesSlowly(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch value {
    case 0x09, 0x0C: return false
    case 0x00..<0x20, 0x7F...0x9F, 0xAD: return true
    case 0x0020..<0x0300: return false
    case 0x034F, 0x061C, 0x115F, 0x1160, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E,
      0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFFB:
      return true
    default:
      let properties = scalar.properties
      if properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint {
        return true
      }
      switch properties.generalCategory {
      case .privateUse, .unassigned, .control, .format, .surrogate: return true
      default: return false
      }
    }
  }
}
