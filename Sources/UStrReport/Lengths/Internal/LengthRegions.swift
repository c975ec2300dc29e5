internal import UStrCore
internal import UStrICU

/// The state of ``LengthsStream``'s one-walk path: the text is cut at its last unconditional
/// break (``UnconditionalBreaks``) as it arrives, and each region before such a break is walked
/// once by `LengthDifferenceStream`'s region walk, which counts the views, Swift's clusters, ICU's
/// clusters where the engines' Unicode versions cannot disagree, and the differing clusters
/// together; ICU counts the stretches it is handed.
///
/// What is held is the text after the last unconditional break. A run of more than
/// `carryLimit` bytes without one (a long line with no two ASCII scalars side by side) goes
/// through the window path (`ClusterWindows`, the cluster scanner and ICU's counter) until the
/// next unconditional break, so memory stays bounded.
struct LengthRegions {
  /// The engines: the standard library's version first, ICU's second; `nil` when the reference
  /// has no table for one of them.
  static let enginePair = GraphemeEnginePair(
    primary: StandardLibraryUnicode.version, secondary: ICU.unicodeVersion)
  /// The longest text held after the last unconditional break before it takes the window path:
  /// 1 MiB (tests make it small).
  var carryLimit = 1 << 20

  let pair: GraphemeEnginePair
  /// The text after the last unconditional break, then the arrival being cut.
  var carry: [UInt8] = []
  /// ICU's clusters in the regions walked so far.
  var icuCount = 0
  /// Whether ICU failed on some stretch (its count is then unknown).
  var icuFailed = false
  /// Whether the text since the last unconditional break goes through the window path.
  var isLong = false
  /// The last byte handed to the window path.
  var lastLongByte: UInt8 = 0

  init(pair: GraphemeEnginePair) {
    self.pair = pair
  }
}

extension LengthsStream {
  /// Takes the next stretch of text (whole scalars) on the one-walk path.
  ///
  /// - Complexity: Amortized O(m) in the stretch's length.
  mutating func appendRegions(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard !utf8.isEmpty else { return }
    var utf8 = utf8
    if regions!.isLong {
      // Up to the first unconditional break, the window path goes on.
      let end: Int? =
        UnconditionalBreaks.isBreak(before: utf8[0], after: regions!.lastLongByte)
        ? 0 : UnconditionalBreaks.first(in: utf8)
      take(windows.append(String(decoding: UnsafeBufferPointer(rebasing: utf8[..<(end ?? utf8.count)]), as: UTF8.self)))
      guard let end else {
        regions!.lastLongByte = utf8[utf8.count - 1]
        return
      }
      endLongStretch()
      utf8 = UnsafeBufferPointer(rebasing: utf8[end...])
    }
    if !regions!.carry.isEmpty {
      // The held text and this arrival up to its first unconditional break make one region.
      let first: Int? =
        UnconditionalBreaks.isBreak(before: utf8[0], after: regions!.carry[regions!.carry.count - 1])
        ? 0 : UnconditionalBreaks.first(in: utf8)
      guard let first else {
        regions!.carry.append(contentsOf: utf8)
        return enterLongStretchIfNeeded()
      }
      var carry = regions!.carry
      regions!.carry = []
      carry.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<first]))
      carry.withUnsafeBufferPointer { walk(region: $0) }
      carry.removeAll(keepingCapacity: true)
      regions!.carry = carry
      utf8 = UnsafeBufferPointer(rebasing: utf8[first...])
    }
    // The rest, in place up to its last unconditional break; what follows is held.
    let last = UnconditionalBreaks.last(in: utf8) ?? 0
    if last > 0 { walk(region: UnsafeBufferPointer(rebasing: utf8[..<last])) }
    regions!.carry.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[last...]))
    enterLongStretchIfNeeded()
  }

  /// Sends the held text to the window path when it has grown past the limit without an
  /// unconditional break.
  mutating func enterLongStretchIfNeeded() {
    if regions!.carry.count > regions!.carryLimit {
      // No unconditional break for a long way: the window path, in bounded memory.
      let carry = regions!.carry
      regions!.carry.removeAll(keepingCapacity: true)
      take(windows.append(String(decoding: carry, as: UTF8.self)))
      regions!.lastLongByte = carry[carry.count - 1]
      regions!.isLong = true
    }
  }

  /// Walks one region, ending at an unconditional break or the end of the text.
  mutating func walk(region: UnsafeBufferPointer<UInt8>) {
    var measured = 0
    var failed = false
    let icu = icuGraphemes
    let certain = difference.append(region: region, pair: regions!.pair) { stretch in
      guard let icu, !failed else { return failed = true }
      do {
        measured += try icu.clusterCount(ofText: stretch)
      } catch {
        failed = true
      }
    }
    regions!.icuCount += certain + measured
    if failed { regions!.icuFailed = true }
  }

  /// Ends a stretch taken by the window path, at an unconditional break or the end of the text.
  mutating func endLongStretch() {
    take(windows.finish())
    if icuGraphemes != nil, let count = try? icuGraphemes!.finish() {
      regions!.icuCount += count
    } else {
      regions!.icuFailed = true
    }
    regions!.isLong = false
  }

  /// Ends the text on the one-walk path; returns ICU's cluster count, or `nil` when ICU failed.
  mutating func finishRegions() -> Int? {
    if regions!.isLong {
      endLongStretch()
    } else {
      let carry = regions!.carry
      carry.withUnsafeBufferPointer { walk(region: $0) }
      regions!.carry.removeAll()
    }
    return regions!.icuFailed ? nil : regions!.icuCount
  }
}
