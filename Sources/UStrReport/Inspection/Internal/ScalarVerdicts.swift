/// Remembers, for each scalar, what a warnings scan makes of it (a ``ScalarVerdict``), so that
/// properties are looked up once per scalar value instead of once per occurrence.
///
/// Scalars are judged a page of 256 code points at a time, the first time one of the page is
/// asked about (surrogates are judged quiet); 4 352 pages, 17 planes, each held as 256 verdicts
/// once judged. A text of a million private-use characters looks up their properties once.
///
///     var verdicts = ScalarVerdicts()
///     verdicts.verdict(of: 0x4E2D) { judge($0) }  // judges U+4E00...U+4EFF
///
/// - Complexity: O(1) per scalar after its page is judged; judging costs 256 calls of the judge.
struct ScalarVerdicts {
  /// Per page: where its verdicts start in `verdicts`, or -1 before it is judged.
  private var pageStarts = [Int32](repeating: -1, count: 0x1100)
  /// The verdicts of the judged pages, 256 a page, in the order they were judged (one flat
  /// array: a lookup loads two values and retains nothing).
  private var verdicts: [ScalarVerdict] = []

  /// The verdict on the scalar `value`, judging its page with `judge` when it is new.
  @inline(__always)
  mutating func verdict(of value: UInt32, judgedBy judge: (Unicode.Scalar) -> ScalarVerdict) -> ScalarVerdict {
    let start = Int(pageStarts[Int(value >> 8)])
    if start >= 0 { return verdicts[start + Int(value & 0xFF)] }
    return judgePage(of: value, judge)
  }

  /// Judges the page of `value` and returns the verdict on `value`.
  @inline(never)
  private mutating func judgePage(of value: UInt32, _ judge: (Unicode.Scalar) -> ScalarVerdict) -> ScalarVerdict {
    let page = Int(value >> 8)
    let start = verdicts.count
    pageStarts[page] = Int32(start)
    for low in 0..<UInt32(256) {
      verdicts.append(Unicode.Scalar(UInt32(page) << 8 | low).map(judge) ?? .quiet)
    }
    return verdicts[start + Int(value & 0xFF)]
  }
}

/// What a warnings scan makes of one scalar, whatever its neighbours: the finding it is (if
/// any), whether that finding holds only when the scalar is a cluster of its own (a joiner
/// inside a sequence hides nothing), and whether it is newer than an engine's Unicode version.
struct ScalarVerdict: Hashable {
  /// The finding, or `nil`.
  var finding: ScalarScan.Finding?
  /// Whether `finding` holds only when the scalar is alone in its cluster.
  var needsCluster = false
  /// Whether the scalar was added after the older engine's Unicode version.
  var isNewer = false

  /// Nothing worth a warning, wherever it stands.
  static let quiet = ScalarVerdict(finding: nil)

  var isQuiet: Bool { finding == nil && !isNewer }
}
