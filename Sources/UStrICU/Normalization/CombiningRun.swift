internal import CUStrICU

/// A run of more than 30 non-starters (combining marks) with no normalization boundary in it:
/// longer than the Stream-Safe Text Format of UAX #15 allows.
///
/// Real text stays far below the limit (the longest canonical sequence in Unicode has 18
/// non-starters); such runs come from "Zalgo" text, fuzzers and attacks. ICU's normalizer sorts
/// combining marks by insertion, which is quadratic in the length of a run (320 KB of alternating
/// marks took about 6 s with ICU 72), so ustr finds these runs and puts them in canonical order
/// itself, in linear time, before ICU sees them. The result is byte-identical to ICU's own.
///
///     // "a" followed by 40 × (U+0301 U+0316): one run of 80 non-starters
///     try Normalizer(.nfc).normalizeReportingRuns(text).longRuns
///     // [CombiningRun(utf16Range: 0..<81, nonStarterCount: 80)]
public struct CombiningRun: Hashable, Sendable {
  /// The largest number of non-starters in a row that UAX #15's Stream-Safe Text Format allows.
  public static let streamSafeLimit = 30

  /// Where the run is, in UTF-16 code units of the text, from its starter (if any) to the end of
  /// its last mark.
  public var utf16Range: Range<Int>
  /// The scalars in the run that have no normalization boundary before them.
  public var nonStarterCount: Int

  /// Creates a run from known values.
  public init(utf16Range: Range<Int>, nonStarterCount: Int) {
    self.utf16Range = utf16Range
    self.nonStarterCount = nonStarterCount
  }

  /// Finds the runs longer than `streamSafeLimit` in `units`, judged by `decomposer` (NFD or
  /// NFKD): a scalar with a boundary before it starts a new segment; the others are non-starters.
  ///
  /// - Complexity: O(n); scalars below U+0300 (every one a starter) cost no ICU call.
  static func find(
    in units: UnsafeBufferPointer<UInt16>, utf16Base: Int, decomposer: OpaquePointer
  ) -> [CombiningRun] {
    var runs: [CombiningRun] = []
    var segmentStart = 0
    var nonStarters = 0
    var i = 0
    func closeSegment(at end: Int) {
      if nonStarters > streamSafeLimit {
        runs.append(
          CombiningRun(
            utf16Range: (utf16Base + segmentStart)..<(utf16Base + end), nonStarterCount: nonStarters))
      }
    }
    while i < units.count {
      let (scalar, width) = decodeScalar(units, at: i)
      if scalar < 0x300 || ustr_icu_unorm2_hasBoundaryBefore(decomposer, Int32(bitPattern: scalar)) {
        closeSegment(at: i)
        segmentStart = i
        nonStarters = 0
      } else {
        nonStarters += 1
      }
      i += width
    }
    closeSegment(at: units.count)
    return runs
  }
}

/// The scalar value starting at `index` and its width in code units; a lone surrogate decodes as
/// itself (ICU treats it as an inert code point).
func decodeScalar(_ units: UnsafeBufferPointer<UInt16>, at index: Int) -> (UInt32, Int) {
  let unit = units[index]
  if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
    let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
    return (value, 2)
  }
  return (UInt32(unit), 1)
}
