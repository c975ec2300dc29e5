/// A piece's findings while its rules run. Each is judged as it comes (its severity under the
/// policy, and the line's inline `ustr:allow`), and only the first `room` of them by position
/// are kept to be listed; the others are counted in the tally at once. A piece with a million
/// findings (a megabyte of private use or of bad bytes) so holds `room` of them, not a million.
///
///     var pending = PendingFindings(room: 1000, judge: { rule, codePoints in ... })
///     pending.append(finding)             // kept, counted, or dropped (allowed)
///     pending.last?.scalarCount += 1       // the newest finding is open to grouping
///     for finding in pending.finish() { ... }   // then tally.add(pending.unlistedTally)
///
/// The findings kept are the first by scalar index, in the order the rules made them where
/// two share one, as a stable sort of every finding would list them.
///
/// - Complexity: O(log room) amortized per finding; memory O(room): each distinct message
///   (of the first 1024) is held once, however many findings share it.
struct PendingFindings {
  /// A kept finding with its severity and the order it came in.
  struct Kept {
    var finding: PendingFinding
    var severity: ScanSeverity
    var order: Int
  }

  /// How many findings may still be listed; the rest are only counted.
  let room: Int
  /// The severity of a finding of `rule` over `codePoints`, `nil` when it is not reported.
  let judge: (ScanRule, [Unicode.Scalar]) -> ScanSeverity?
  /// How many findings `kept` may hold before the later half is dropped.
  private let trimCount: Int
  private var kept: [Kept] = []
  /// One copy of each message kept, for the first ``messageLimit`` distinct ones: a piece of a
  /// megabyte of U+202E or of bad bytes makes the same message a million times.
  private var messages: [String: String] = [:]
  static let messageLimit = 1024
  /// The findings judged and not kept, counted.
  private(set) var unlistedTally = ScanTally()
  private var count = 0
  /// The finding added last, which the next scalar may still join.
  var last: PendingFinding?

  init(room: Int, judge: @escaping (ScanRule, [Unicode.Scalar]) -> ScanSeverity?) {
    self.room = max(room, 0)
    self.judge = judge
    trimCount = room > Int.max / 4 ? Int.max : 2 * max(room, 512)
  }

  /// Adds a finding; the one added before it is then judged.
  mutating func append(_ finding: PendingFinding) {
    if let last { keep(last) }
    last = finding
  }

  /// The findings to list, sorted by scalar index (the rules' order within one); the others
  /// are in ``unlistedTally``. A view of the findings kept, not a copy of them.
  mutating func finish() -> LazyMapCollection<[Kept], PendingFinding> {
    if let last { keep(last) }
    last = nil
    sortAndTrim()
    return kept.lazy.map(\.finding)
  }

  private mutating func keep(_ finding: PendingFinding) {
    guard let severity = judge(finding.rule, finding.codePoints) else { return }
    var finding = finding
    if let shared = messages[finding.message] {
      finding.message = shared
    } else if messages.count < Self.messageLimit {
      messages[finding.message] = finding.message
    }
    count += 1
    kept.append(Kept(finding: finding, severity: severity, order: count))
    // Twice the room: sort and drop the later half, so each finding costs O(log room).
    if kept.count >= trimCount { sortAndTrim() }
  }

  private mutating func sortAndTrim() {
    kept.sort { ($0.finding.scalarIndex, $0.order) < ($1.finding.scalarIndex, $1.order) }
    guard kept.count > room else { return }
    for dropped in kept[room...] { unlistedTally.count(dropped.finding.rule, dropped.severity, listed: false) }
    kept.removeSubrange(room...)
  }
}
