import UStrCore
import UStrICU

extension Warning {
  /// The most places a warning lists.
  static let placeLimit = 100

  /// Everything worth a warning in `text`, in a fixed order.
  ///
  /// - Complexity: O(n) in the number of scalars: one pass, with at most three property
  ///   lookups per non-ASCII scalar.
  static func warnings(
    for text: String, normalization: NormalizationReport, invalid: [InvalidUTF8Sequence]
  ) -> [Warning] {
    var scan = ScalarScan()
    scan.run(over: text, startingAt: 0)
    return warnings(
      scan: scan, firstScalar: text.unicodeScalars.first, normalization: normalization,
      invalid: InvalidUTF8List(invalid))
  }

  /// The warnings of a text scanned window by window: `scan` has seen every window,
  /// `firstScalar` is the text's first scalar.
  static func warnings(
    scan: ScalarScan, firstScalar: Unicode.Scalar?, normalization: NormalizationReport,
    invalid: InvalidUTF8List
  ) -> [Warning] {
    var warnings: [Warning] = []
    if !invalid.isEmpty {
      let replaced = invalid.replacementCount
      warnings.append(
        Warning(
          id: .invalidUTF8,
          message:
            "the input is not valid UTF-8: \(invalid.count) ill-formed sequence(s) replaced by \(replaced) U+FFFD (see invalidUTF8)",
          scalarOffsets: []))
    }
    if !normalization.nfc.isNormalized {
      warnings.append(
        Warning(
          id: .notNFC,
          message:
            "not in NFC: \(normalization.nfc.changedClusterCount) cluster(s) change under NFC, so it differs byte for byte from the same text in NFC (what most keyboards and the web produce)",
          scalarOffsets: []))
    }
    warnings.append(contentsOf: scan.warnings())
    if let first = firstScalar {
      let category = first.properties.generalCategory
      if category == .nonspacingMark || category == .enclosingMark || category == .spacingMark {
        warnings.append(
          Warning(
            id: .leadingCombiningMark,
            message:
              "starts with a combining mark (\(Hex.codePoint(first))): appended to other text, it joins that text's last cluster",
            scalarOffsets: [0]))
      }
      if first == "\u{FEFF}" {
        warnings.append(
          Warning(
            id: .byteOrderMark,
            message: "starts with U+FEFF BYTE ORDER MARK: many parsers keep it as part of the text",
            scalarOffsets: [0]))
      }
    }
    return warnings
  }
}

/// The scalar-level findings of one pass over a text, kept per warning id.
struct ScalarScan {
  /// One kind of finding, in the order warnings are reported.
  enum Finding: Int, CaseIterable {
    case bidiControl, control, lineSeparator, invisible, unusualWhitespace, privateUse,
      noncharacter, unassigned, newerThanAnEngine
  }

  struct Places {
    var offsets: [Int] = []
    var total = 0
    var distinct: [Unicode.Scalar] = []

    mutating func record(_ scalar: Unicode.Scalar, at scalarOffset: Int) {
      total += 1
      if offsets.count < Warning.placeLimit { offsets.append(scalarOffset) }
      if distinct.count <= 8, !distinct.contains(scalar) { distinct.append(scalar) }
    }

    /// "U+202E RIGHT-TO-LEFT OVERRIDE, U+200B ZERO WIDTH SPACE" (at most 8, then "…").
    var names: String {
      distinct.prefix(8).map { "\(Hex.codePoint($0)) \(ScalarName.of($0))" }
        .joined(separator: ", ") + (distinct.count > 8 ? ", …" : "")
    }
  }

  /// The places of each finding, indexed by its raw value.
  var places = [Places](repeating: Places(), count: Finding.allCases.count)
  let swiftVersion = StandardLibraryUnicode.version
  let icuVersion = ICU.unicodeVersion
  var olderVersion: UnicodeVersion { min(swiftVersion, icuVersion) }

  /// What each scalar value met is worth (see ``ScalarVerdicts``).
  private var verdicts = ScalarVerdicts()

  /// Records every finding of `text`, a scalar at a time. Most scalars are ASCII; the others
  /// have their properties looked up once per value (``ScalarVerdicts``), and only a joiner has
  /// its cluster looked at.
  ///
  /// `text` is a window of whole clusters that starts `startScalarOffset` scalars into the
  /// whole text (0 for a whole text).
  ///
  /// - Complexity: O(n) in the UTF-8 length, plus 256 property lookups per distinct page of
  ///   non-ASCII scalars the first time one is seen.
  mutating func run(over text: String, startingAt startScalarOffset: Int) {
    // Ages are compared only when the engines implement different Unicode versions.
    let agesAfter = swiftVersion != icuVersion ? olderVersion : nil
    // Locals while the scan runs (it judges with its own methods as it fills the table); a
    // class would pay a dynamic exclusivity check per lookup.
    var verdicts = self.verdicts
    var places = self.places
    defer {
      self.verdicts = verdicts
      self.places = places
    }
    let original = text
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      var scalarOffset = startScalarOffset
      // A window starts at a cluster boundary, as the whole text does.
      var previous: Unicode.Scalar?
      while index < bytes.count {
        // Eight printable ASCII bytes at a time: none is worth a warning.
        if index + 8 <= bytes.count {
          let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
          if Self.isPrintableASCII(word) {
            previous = Unicode.Scalar(UInt8(truncatingIfNeeded: word >> 56))
            index += 8
            scalarOffset += 8
            continue
          }
        }
        let lead = bytes[index]
        if lead < 0x80 {
          // C0 controls and DEL, but tab, LF and CR.
          if (lead < 0x20 && lead != 0x09 && lead != 0x0A && lead != 0x0D) || lead == 0x7F {
            places[Finding.control.rawValue].record(Unicode.Scalar(lead), at: scalarOffset)
          }
          previous = Unicode.Scalar(lead)
          index += 1
          scalarOffset += 1
          continue
        }
        let (value, width) = UTF8.decodeScalar(bytes, at: index, lead: lead)
        let scalar = Unicode.Scalar(value)!
        defer {
          index += width
          scalarOffset += 1
          previous = scalar
        }
        let verdict = verdicts.verdict(of: value) { judge($0, agesAfter: agesAfter) }
        if verdict.isQuiet { continue }
        if let finding = verdict.finding {
          let utf8 = original.utf8
          if !verdict.needsCluster
            || Self.isAloneInCluster(
              scalarAt: utf8.index(utf8.startIndex, offsetBy: index),
              endingAt: utf8.index(utf8.startIndex, offsetBy: index + width), after: previous, in: original)
          {
            places[finding.rawValue].record(scalar, at: scalarOffset)
          }
        }
        if verdict.isNewer {
          places[Finding.newerThanAnEngine.rawValue].record(scalar, at: scalarOffset)
        }
      }
    }
  }

  /// Whether the eight bytes of `word` are all printable ASCII (U+0020…U+007E): no byte has its
  /// high bit set, none is below 0x20 (a control, also tab, LF and CR, which the byte loop
  /// takes), none is DEL.
  @inline(__always)
  static func isPrintableASCII(_ word: UInt64) -> Bool {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    // With every byte below 0x80, a byte below 0x20 borrows into its own high bit only.
    let belowSpace = (word &- ones &* 0x20) & ~word & high
    // A byte equal to 0x7F becomes zero, found the same way.
    let flipped = word ^ (ones &* 0x7F)
    let delete = (flipped &- ones) & ~flipped & high
    return word & high == 0 && belowSpace == 0 && delete == 0
  }

  /// Whether `scalar` was added after `version` (never when `version` is `nil`: the engines
  /// implement the same Unicode version).
  private func isNewer(_ scalar: Unicode.Scalar, than version: UnicodeVersion?) -> Bool {
    guard let version, let age = scalar.properties.age else { return false }
    return UnicodeVersion(major: age.major, minor: age.minor) > version
  }

  /// Whether the sequence joiner at `index` (which ends at `end`, after the scalar `previous`)
  /// is a grapheme cluster by itself.
  ///
  /// Never asks `text` for a boundary from inside a cluster: `text.index(after:)` and
  /// `index(before:)` there walk back over the whole cluster, once per joiner of a chain of
  /// thousands (quadratic). A joiner (GCB Extend or ZWJ) starts a cluster only where the scalar
  /// before it ends one whatever comes before that (a control, CR or LF: GB4 over GB9), which the
  /// pair alone decides; then the cluster is measured from its start, on a substring.
  ///
  /// - Complexity: O(1), or the length of the cluster when the joiner starts one.
  private static func isAloneInCluster(
    scalarAt index: String.Index, endingAt end: String.Index, after previous: Unicode.Scalar?,
    in text: String
  ) -> Bool {
    if let previous {
      var pair = String(previous)
      pair.unicodeScalars.append(text.unicodeScalars[index])
      guard pair.count == 2 else { return false }
    }
    let rest = text[index...]
    return rest.index(after: rest.startIndex) == end
  }

  /// What is worth a warning about one non-ASCII scalar wherever it stands; `agesAfter` is the
  /// older engine's Unicode version when the engines differ.
  func judge(_ scalar: Unicode.Scalar, agesAfter: UnicodeVersion?) -> ScalarVerdict {
    let properties = scalar.properties
    var verdict = ScalarVerdict.quiet
    verdict.isNewer = isNewer(scalar, than: agesAfter)
    switch properties.generalCategory {
    case .control: verdict.finding = .control
    case .lineSeparator, .paragraphSeparator: verdict.finding = .lineSeparator
    case .spaceSeparator: verdict.finding = .unusualWhitespace
    case .privateUse: verdict.finding = .privateUse
    case .unassigned: verdict.finding = properties.isNoncharacterCodePoint ? .noncharacter : .unassigned
    case .format where ScalarClass.isBidiControl(scalar): verdict.finding = .bidiControl
    case .format, .nonspacingMark, .otherLetter:
      // Joiners, variation selectors and tags build emoji and other sequences inside a
      // cluster; they hide something only when they stand where nothing joins (the scan looks
      // at the cluster only for them, off the hot path).
      guard properties.isDefaultIgnorableCodePoint else { break }
      verdict.finding = .invisible
      verdict.needsCluster = ScalarClass.isSequenceJoiner(scalar)
    default: break
    }
    return verdict
  }

  func warnings() -> [Warning] {
    Finding.allCases.compactMap { finding in
      let found = places[finding.rawValue]
      guard found.total > 0 else { return nil }
      return Warning(id: id(finding), message: message(finding, found), scalarOffsets: found.offsets)
    }
  }

  func id(_ finding: Finding) -> Warning.ID {
    switch finding {
    case .bidiControl: .bidiControl
    case .control: .control
    case .lineSeparator: .lineSeparator
    case .invisible: .invisible
    case .unusualWhitespace: .unusualWhitespace
    case .privateUse: .privateUse
    case .noncharacter: .noncharacter
    case .unassigned: .unassigned
    case .newerThanAnEngine: .engineVersionsDiffer
    }
  }

  func message(_ finding: Finding, _ found: Places) -> String {
    let count = found.total
    switch finding {
    case .bidiControl:
      return "\(count) bidirectional control character(s) reorder what a reader sees (Trojan Source): \(found.names)"
    case .control: return "\(count) control character(s) other than tab, LF and CR: \(found.names)"
    case .lineSeparator: return "\(count) U+2028/U+2029 line or paragraph separator(s): \(found.names)"
    case .invisible: return "\(count) invisible (default-ignorable) character(s): \(found.names)"
    case .unusualWhitespace:
      return "\(count) whitespace character(s) other than space, tab, LF and CR: \(found.names)"
    case .privateUse:
      return "\(count) private-use character(s), whose meaning depends on the font: \(found.names)"
    case .noncharacter: return "\(count) noncharacter(s): \(found.names)"
    case .unassigned:
      return "\(count) code point(s) unassigned in Unicode \(swiftVersion): \(found.names)"
    case .newerThanAnEngine:
      let olderName = swiftVersion < icuVersion ? "the Swift standard library" : "ICU \(ICU.version)"
      return "\(count) scalar(s) were added after Unicode \(olderVersion), which \(olderName) implements (Swift: \(swiftVersion), ICU: \(icuVersion)); that engine treats them as unassigned: \(found.names)"
    }
  }
}
