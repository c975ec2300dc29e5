import UStrCore
import UStrICU

extension Warning {
  /// The most places a warning lists.
  static let placeLimit = 100

  /// Everything worth a warning in `text`, in a fixed order.
  ///
  /// - Complexity: O(n) in the number of scalars.
  static func warnings(
    for text: String, breakdown: TextBreakdown, normalization: NormalizationSummary,
    invalid: [InvalidUTF8Sequence]
  ) -> [Warning] {
    var warnings: [Warning] = []
    if !invalid.isEmpty {
      let replaced = invalid.reduce(0) { $0 + $1.replacementCount }
      warnings.append(
        Warning(
          id: "invalidUTF8",
          message:
            "the input is not valid UTF-8: \(invalid.count) ill-formed sequence(s) replaced by \(replaced) U+FFFD (see invalidUTF8)",
          scalarOffsets: []))
    }
    if !normalization.nfc.isNormalized {
      warnings.append(
        Warning(
          id: "notNFC",
          message:
            "not in NFC: \(normalization.nfc.changedGraphemeOffsets.count) cluster(s) change under NFC, so it differs byte for byte from the same text in NFC (what most keyboards and the web produce)",
          scalarOffsets: []))
    }
    let scans: [(id: String, message: String, test: (Unicode.Scalar) -> Bool)] = [
      ("bidiControl", "bidirectional control characters reorder what a reader sees (Trojan Source)",
       ScalarClass.isBidiControl),
      ("control", "control characters other than tab, LF and CR",
       { ScalarClass.isControl($0) && !["\t", "\n", "\r"].contains($0) }),
      ("lineSeparator", "U+2028/U+2029 line or paragraph separators",
       ScalarClass.isLineOrParagraphSeparator),
      ("unusualWhitespace", "whitespace other than space, tab, LF and CR",
       ScalarClass.isUnusualWhitespace),
      ("privateUse", "private-use characters: their meaning depends on the font",
       { $0.properties.generalCategory == .privateUse }),
      ("noncharacter", "noncharacters", { $0.properties.isNoncharacterCodePoint }),
      ("unassigned", "code points unassigned in Unicode \(StandardLibraryUnicode.version)",
       { $0.properties.generalCategory == .unassigned && !$0.properties.isNoncharacterCodePoint }),
    ]
    for scan in scans {
      let (places, total) = scalarOffsets(in: text, where: scan.test)
      guard total > 0 else { continue }
      let names = distinctCodePoints(in: text, where: scan.test)
      warnings.append(
        Warning(
          id: scan.id, message: "\(total) \(scan.message): \(names)", scalarOffsets: places))
    }
    warnings.append(contentsOf: invisibleWarnings(for: text))
    if let first = text.unicodeScalars.first, first.properties.canonicalCombiningClass.rawValue != 0
      || first.properties.generalCategory == .nonspacingMark
      || first.properties.generalCategory == .enclosingMark
    {
      warnings.append(
        Warning(
          id: "leadingCombiningMark",
          message:
            "starts with a combining mark (\(Hex.codePoint(first))): appended to other text, it joins that text's last cluster",
          scalarOffsets: [0]))
    }
    if text.unicodeScalars.first == "\u{FEFF}" {
      warnings.append(
        Warning(
          id: "byteOrderMark",
          message: "starts with U+FEFF BYTE ORDER MARK: many parsers keep it as part of the text",
          scalarOffsets: [0]))
    }
    warnings.append(contentsOf: versionWarnings(for: text))
    return warnings
  }

  /// A warning for invisible (default-ignorable) scalars that hide something: those standing
  /// alone, or inside a cluster other than as the joiners, variation selectors and tags that
  /// emoji sequences are built with. Bidi controls have their own warning.
  static func invisibleWarnings(for text: String) -> [Warning] {
    var places: [Int] = []
    var total = 0
    var distinct: [Unicode.Scalar] = []
    var scalarOffset = 0
    for character in text {
      let scalars = character.unicodeScalars
      let isSequence = scalars.count > 1 && !scalars.allSatisfy(ScalarClass.isInvisible)
      for scalar in scalars {
        defer { scalarOffset += 1 }
        guard ScalarClass.isInvisible(scalar), !ScalarClass.isBidiControl(scalar) else { continue }
        if isSequence && ScalarClass.isSequenceJoiner(scalar) { continue }
        total += 1
        if places.count < placeLimit { places.append(scalarOffset) }
        if !distinct.contains(scalar) { distinct.append(scalar) }
      }
    }
    guard total > 0 else { return [] }
    let names = distinct.prefix(8).map { "\(Hex.codePoint($0)) \(ScalarName.of($0))" }
      .joined(separator: ", ") + (distinct.count > 8 ? ", …" : "")
    return [
      Warning(
        id: "invisible",
        message: "\(total) invisible (default-ignorable) characters: \(names)",
        scalarOffsets: places)
    ]
  }

  /// The first `placeLimit` scalar offsets where `test` holds, and how many there are in all.
  static func scalarOffsets(
    in text: String, where test: (Unicode.Scalar) -> Bool
  ) -> (places: [Int], total: Int) {
    var places: [Int] = []
    var total = 0
    for (offset, scalar) in text.unicodeScalars.enumerated() where test(scalar) {
      total += 1
      if places.count < placeLimit { places.append(offset) }
    }
    return (places, total)
  }

  /// The distinct code points where `test` holds, as "U+202E, U+200B" (at most 8, then "…").
  static func distinctCodePoints(in text: String, where test: (Unicode.Scalar) -> Bool) -> String {
    var seen: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars where test(scalar) && !seen.contains(scalar) {
      seen.append(scalar)
      if seen.count > 8 { break }
    }
    let shown = seen.prefix(8).map { "\(Hex.codePoint($0)) \(ScalarName.of($0))" }
    return shown.joined(separator: ", ") + (seen.count > 8 ? ", …" : "")
  }

  /// A warning when the text holds scalars newer than one engine's Unicode version: that engine
  /// treats them as unassigned, so its answers (normalization, properties) can differ.
  static func versionWarnings(for text: String) -> [Warning] {
    let swiftVersion = StandardLibraryUnicode.version
    let icuVersion = ICU.unicodeVersion
    guard swiftVersion != icuVersion else { return [] }
    let older = min(swiftVersion, icuVersion)
    let olderName = swiftVersion < icuVersion ? "the Swift standard library" : "ICU \(ICU.version)"
    let isNewer: (Unicode.Scalar) -> Bool = { scalar in
      guard let age = scalar.properties.age else { return false }
      return UnicodeVersion(major: age.major, minor: age.minor) > older
    }
    let (places, total) = scalarOffsets(in: text, where: isNewer)
    guard total > 0 else { return [] }
    return [
      Warning(
        id: "engineVersionsDiffer",
        message:
          "\(total) scalar(s) were added after Unicode \(older), which \(olderName) implements (Swift: \(swiftVersion), ICU: \(icuVersion)); that engine treats them as unassigned: \(distinctCodePoints(in: text, where: isNewer))",
        scalarOffsets: places)
    ]
  }
}
