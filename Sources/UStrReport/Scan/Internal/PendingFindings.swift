/// A piece's findings while its rules run, handed on in the order they are listed as soon as
/// none still to come can sort before them, so a piece with a million findings (a megabyte of
/// U+202E or of bad bytes) holds a few of them at a time, not a million.
///
/// The scalar rules drive: they ``append(_:)`` their findings in scalar order, and each one
/// is handed on when the next comes (until then it is ``last``, open to grouping). The
/// findings of the other rules wait in sorted sources: those made before the scalar rules'
/// (`earlier`: invalid UTF-8, then input that did not decode), read one at a time, and those
/// made after them (`later`: an open bidi control, the not-NFC change, identifiers, mojibake),
/// held. Each finding handed on is judged (its severity under the policy, and the line's inline
/// `ustr:allow`); the first `room` of those reported go to `emit`, the others are counted.
///
///     var pending = PendingFindings(room: 1000, judge: judge, earlier: [invalid], later: []) {
///       finding in record(finding)
///     }
///     pending.append(finding)              // the one before it is handed on
///     pending.last?.scalarCount += 1       // the newest finding is open to grouping
///     pending.finish()                     // then tally.add(pending.unlistedTally)
///
/// The order is a stable sort of every finding by scalar index, the rules taken in the order
/// earlier, scalar rules, later (each source is in scalar order already).
///
/// - Complexity: O(k) per finding for k sources; memory O(1) findings beyond the `later` ones.
struct PendingFindings {
  /// How many findings may still be listed; the rest are only counted.
  let room: Int
  /// The severity of a finding of `rule` over `codePoints`, `nil` when it is not reported.
  let judge: (ScanRule, [Unicode.Scalar]) -> ScanSeverity?
  /// Where each finding to list goes, in order.
  let emit: (PendingFinding) -> Void
  /// The sources that rank before the scalar rules, in rank order, and the next finding of each.
  private var earlier: [AnyIterator<PendingFinding>]
  private var heads: [PendingFinding?]
  /// The findings that rank after the scalar rules, sorted, and the next one to hand on.
  private let later: [PendingFinding]
  private var laterIndex = 0
  /// How many findings went to `emit`.
  private var listedCount = 0
  /// The findings judged and not listed, counted.
  private(set) var unlistedTally = ScanTally()
  /// The finding added last, which the next scalar may still join.
  var last: PendingFinding?

  /// - Parameters:
  ///   - earlier: Sources of findings that rank before the scalar rules', each in scalar order.
  ///   - later: Findings that rank after them, in any order: sorted here, stably.
  init(
    room: Int, judge: @escaping (ScanRule, [Unicode.Scalar]) -> ScanSeverity?,
    earlier: [AnyIterator<PendingFinding>], later: [PendingFinding],
    emit: @escaping (PendingFinding) -> Void
  ) {
    self.room = max(room, 0)
    self.judge = judge
    self.emit = emit
    self.earlier = earlier
    heads = earlier.map { $0.next() }
    self.later = later.enumerated()
      .sorted { ($0.element.scalarIndex, $0.offset) < ($1.element.scalarIndex, $1.offset) }
      .map(\.element)
  }

  /// Adds a finding of the scalar rules; the one added before it is then handed on.
  mutating func append(_ finding: PendingFinding) {
    if let last { handOnInOrder(last) }
    last = finding
  }

  /// Hands on every finding still waiting, in order.
  mutating func finish() {
    if let last { handOnInOrder(last) }
    last = nil
    handOnWaiting(before: nil)
  }

  /// Hands on `finding` of the scalar rules after the waiting findings that sort before it.
  private mutating func handOnInOrder(_ finding: PendingFinding) {
    handOnWaiting(before: finding.scalarIndex)
    handOn(finding)
  }

  /// Hands on, in order, the waiting findings that sort before a scalar rule's finding at
  /// `scalarIndex` (earlier ones at it too); all of them for `nil`.
  private mutating func handOnWaiting(before scalarIndex: Int?) {
    let bound = scalarIndex ?? .max
    while true {
      // The first by scalar index, the lower rank on a tie.
      var best: (source: Int, scalarIndex: Int)?
      for (source, head) in heads.enumerated() {
        guard let head, head.scalarIndex <= bound else { continue }
        if best == nil || head.scalarIndex < best!.scalarIndex { best = (source, head.scalarIndex) }
      }
      if laterIndex < later.count, later[laterIndex].scalarIndex < bound,
        best == nil || later[laterIndex].scalarIndex < best!.scalarIndex
      {
        handOn(later[laterIndex])
        laterIndex += 1
      } else if let best {
        handOn(heads[best.source]!)
        heads[best.source] = earlier[best.source].next()
      } else {
        return
      }
    }
  }

  /// Judges `finding`: listed while there is room, else counted; dropped when not reported.
  private mutating func handOn(_ finding: PendingFinding) {
    guard let severity = judge(finding.rule, finding.codePoints) else { return }
    if listedCount < room {
      listedCount += 1
      emit(finding)
    } else {
      unlistedTally.count(finding.rule, severity, listed: false)
    }
  }
}
