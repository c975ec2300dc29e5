/// Remembers, for each scalar, what a warnings scan makes of it (a ``ScalarVerdict``), so that
/// properties are looked up once per scalar value instead of once per occurrence.
///
/// Scalars are judged a page of 256 code points at a time, the first time one of the page is
/// asked about (surrogates are judged quiet); 4 352 pages, 17 planes, each held as 256 bytes
/// once judged. A text of a million private-use characters looks up their properties once.
///
///     var verdicts = ScalarVerdicts()
///     verdicts.verdict(of: 0x4E2D) { judge($0) }  // judges U+4E00...U+4EFF
///
/// - Complexity: O(1) per scalar after its page is judged; judging costs 256 calls of the judge.
struct ScalarVerdicts {
  /// Per page: its verdicts once judged.
  private var pages = [[ScalarVerdict]?](repeating: nil, count: 0x1100)

  /// The verdict on the scalar `value`, judging its page with `judge` when it is new.
  mutating func verdict(of value: UInt32, judgedBy judge: (Unicode.Scalar) -> ScalarVerdict) -> ScalarVerdict {
    let page = Int(value >> 8)
    if let verdicts = pages[page] { return verdicts[Int(value & 0xFF)] }
    let verdicts = (0..<UInt32(256)).map { low in
      Unicode.Scalar(UInt32(page) << 8 | low).map(judge) ?? .quiet
    }
    pages[page] = verdicts
    return verdicts[Int(value & 0xFF)]
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
