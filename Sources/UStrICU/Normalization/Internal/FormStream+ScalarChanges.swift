import UStrCore

/// The common change, taken without a region: one scalar that is a cluster of its own and whose
/// normalization is "cluster-equivalent" to it: one cluster that meets every neighbour as the
/// scalar does, so no cluster boundary moves anywhere and the cluster count stays. Most changes
/// of real text are such: "é" U+00E9 → U+0065 U+0301 (NFD), "가" U+AC00 → U+1100 U+1161 (NFD),
/// "أ" U+0623 → U+0627 U+0654, "Ω" U+2126 → U+03A9 (NFC).
extension FormStream {
  /// Takes `change` on its own when it is one such scalar: counts and lists its cluster (the
  /// scalar, which normalizing alone changes, since its stretch is itself). Returns `false` when
  /// it is not, and a region must count it.
  mutating func takeScalarChange(
    _ change: Change, in units: UnsafeBufferPointer<UInt16>, startingAt start: ViewCounts,
    changeLimit: Int, anchors: inout ClusterAnchors, cursor: inout OffsetCursor
  ) -> Bool {
    let range = change.utf16Range
    let (value, width) = decodeScalar(units, at: range.lowerBound)
    guard width == range.count, isClusterEquivalent(value, change.normalizedRange, anchors: &anchors),
      Self.standsAlone(value, at: range, in: units, anchors: &anchors)
    else { return false }
    report.changedClusterCount += 1
    // The first `changeLimit` changes are listed (a caller may have taken earlier ones out).
    guard report.changedClusterCount <= changeLimit else { return true }
    let offsets = cursor.advance(to: range.lowerBound, in: units)
    report.changedClusters.append(
      ClusterChange(
        graphemeOffset: start.graphemes, scalarOffset: start.scalars + offsets.scalars,
        utf16Offset: start.utf16 + range.lowerBound, utf8Offset: start.utf8 + offsets.utf8,
        before: Character(Unicode.Scalar(value)!),
        after: UTF16Transcoding.string(Array(changeUnits[change.normalizedRange]))))
    if range.lowerBound > 0 { unresolved.append((report.changedClusters.count - 1, offsets.utf8)) }
    return true
  }

  /// Whether the form of `value` (at `normalizedRange` of `changeUnits`) is one cluster that
  /// meets any neighbour as `value` does: a precomposed Hangul syllable and its jamo (the rules
  /// GB6-GB8 join L to V, LV and LVT, and LV or V to V and T, LVT or T to T, the same on both
  /// sides); or a plain scalar
  /// (Grapheme_Cluster_Break Other, not Prepend, not pictographic, not an Indic consonant) that
  /// becomes a plain scalar followed by marks that join it (Extend or SpacingMark, no ZWJ).
  /// Remembered per scalar.
  mutating func isClusterEquivalent(
    _ value: UInt32, _ normalizedRange: Range<Int>, anchors: inout ClusterAnchors
  ) -> Bool {
    if let known = equivalentScalars[value] { return known }
    var scalars: [UInt32] = []
    changeUnits[normalizedRange].withUnsafeBufferPointer { units in
      var index = 0
      while index < units.count {
        let (scalar, width) = decodeScalar(units, at: index)
        scalars.append(scalar)
        index += width
      }
    }
    let answer: Bool
    if let syllable = HangulSyllable(value) {
      answer = scalars == syllable.jamo
    } else {
      answer =
        Self.isPlain(value) && !scalars.isEmpty && Self.isPlain(scalars[0])
        && scalars.dropFirst().allSatisfy { $0 != 0x200D && !anchors.breaksAfterASCII($0) }
    }
    equivalentScalars[value] = answer
    if answer, value < 0x10000 { newlyEquivalentScalars.append(value) }
    return answer
  }

  /// Counts `count` more occurrences of the scalar `value` that ``takeScalarChange`` would take,
  /// counted without it (`PassableUnits.transcode(_:countingScalarChangesIn:anchors:)`): their
  /// clusters and their share of the normalized text's counts. The form's report already says
  /// what the first occurrence taught it (not normalized, the quick check).
  mutating func countScalarChanges(of value: UInt32, count: Int) {
    guard let form = scalarForms[value], let normalizedRange = form.normalizedRange else {
      preconditionFailure("U+\(String(value, radix: 16)) was counted before the form changed it")
    }
    delta.scalars += count * form.scalarDelta
    delta.utf8 += count * form.utf8Delta
    delta.utf16 += count * (normalizedRange.count - 1)
    report.changedClusterCount += count
  }

  /// Whether the scalar `value` at `range` of `units` (of a window, whose ends are cluster
  /// boundaries) is a cluster on its own, for a `value` that ``isClusterEquivalent`` accepts.
  static func standsAlone(
    _ value: UInt32, at range: Range<Int>, in units: UnsafeBufferPointer<UInt16>,
    anchors: inout ClusterAnchors
  ) -> Bool {
    let syllable = HangulSyllable(value)
    if range.lowerBound > 0 {
      var start = range.lowerBound - 1
      if start > 0, UTF16.isTrailSurrogate(units[start]), UTF16.isLeadSurrogate(units[start - 1]) { start -= 1 }
      let before = decodeScalar(units, at: start).0
      if anchors.isPrepend(before) { return false }
      if syllable != nil, HangulSyllable.isLeadingJamo(before) { return false }
    }
    if range.upperBound < units.count {
      let after = decodeScalar(units, at: range.upperBound).0
      if !anchors.breaksAfterASCII(after) { return false }
      if let syllable, syllable.joinsFollowing(after) { return false }
    }
    return true
  }

  /// Whether the standard library treats `value` as Grapheme_Cluster_Break Other with no other
  /// part in any rule: a boundary on both sides of it next to "a", marks join it, and it is not a
  /// control, a regional indicator, Hangul jamo or a syllable, pictographic (GB11) or an Indic
  /// consonant (GB9c).
  static func isPlain(_ value: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(value) else { return false }
    func clusters(_ scalars: Unicode.Scalar...) -> Int {
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      return text.count
    }
    return clusters("a", scalar) == 2 && clusters(scalar, "a") == 2 && clusters(scalar, "\u{301}") == 1
      && clusters(scalar, scalar) == 2 && clusters(scalar, "\u{1161}") == 2
      && clusters(scalar, "\u{11A8}") == 2 && clusters(scalar, "\u{200D}", scalar) == 2
      && clusters(scalar, "\u{94D}", scalar) == 2
  }
}

/// A precomposed Hangul syllable (U+AC00...U+D7A3): LV, or LVT when it has a final consonant.
struct HangulSyllable {
  let index: UInt32

  /// Whether `value` is a leading consonant (Grapheme_Cluster_Break L), which joins a
  /// following syllable (GB6).
  static func isLeadingJamo(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0xA960...0xA97C).contains(value)
  }

  init?(_ value: UInt32) {
    guard (0xAC00...0xD7A3).contains(value) else { return nil }
    index = value - 0xAC00
  }

  /// Whether it has a final consonant (LVT).
  var hasTrailingConsonant: Bool { index % 28 != 0 }

  /// Its canonical decomposition: L V, or L V T.
  var jamo: [UInt32] {
    let l = 0x1100 + index / 588
    let v = 0x1161 + (index % 588) / 28
    return hasTrailingConsonant ? [l, v, 0x11A7 + index % 28] : [l, v]
  }

  /// Whether `value` joins it from the right: a vowel (V) or final consonant (T) after LV, a
  /// final consonant after LVT (GB7, GB8). Marks are left to the caller.
  func joinsFollowing(_ value: UInt32) -> Bool {
    let vowel = (0x1160...0x11A7).contains(value) || (0xD7B0...0xD7C6).contains(value)
    let final = (0x11A8...0x11FF).contains(value) || (0xD7CB...0xD7FB).contains(value)
    return final || (!hasTrailingConsonant && vowel)
  }
}
