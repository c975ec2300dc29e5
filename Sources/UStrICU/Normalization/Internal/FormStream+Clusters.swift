import UStrCore

extension FormStream {
  /// Counts the clusters the window's changes add or remove, and finds the clusters of the
  /// original they change, through regions from an anchor before each change to the first anchor
  /// after it (changes closer than that share a region). `carried` ends with the carry of the
  /// last window (``carryUTF8Count`` bytes).
  ///
  /// - Complexity: O(n) in the window for the anchor searches, which cover the regions and the
  ///   text since the last anchor only; plus the segmentation of the regions.
  mutating func trackClusters(
    _ units: UnsafeBufferPointer<UInt16>, changes: [Change], startingAt start: ViewCounts,
    carried: Substring, changeLimit: Int, anchors: inout ClusterAnchors, pieceTexts: inout SharedPieceTexts
  ) throws(ICUError) {
    let count = units.count
    // The open region's part in this window: where it starts, and its normalized text so far,
    // which covers the original up to `covered`. A change at the piece's start is taken as a
    // part of `changeUnits`, copied only when more follows it (a long cluster is one change).
    var pieceStart: Int? = region == nil ? nil : 0
    var normalizedPiece: ArraySlice<UInt16> = []
    var covered = 0
    var firstChangeInPiece = 0
    var lastChangeEnd = 0
    // With no region open, the carry is the original text up to here.
    var accounted = 0
    var cursor = OffsetCursor()
    for index in 0...changes.count {
      let gapEnd = index < changes.count ? changes[index].utf16Range.lowerBound : count
      if let begin = pieceStart,
        let end = anchors.first(in: units, from: lastChangeEnd + 1, through: gapEnd)
      {
        if covered < end { normalizedPiece += units[covered..<end] }
        try closePiece(
          begin..<end, normalized: normalizedPiece, in: units,
          changes: changes[firstChangeInPiece..<index], isLast: true, startingAt: start,
          changeLimit: changeLimit, cursor: &cursor, pieceTexts: &pieceTexts)
        pieceStart = nil
        accounted = end
        carryUTF8Count = 0
      }
      guard index < changes.count else { break }
      let change = changes[index]
      // Such a change leaves every cluster boundary where it was: it needs no region, and an
      // anchor next to it stays one.
      if pieceStart == nil,
        takeScalarChange(
          change, in: units, startingAt: start, changeLimit: changeLimit, anchors: &anchors,
          cursor: &cursor)
      {
        continue
      }
      if pieceStart == nil {
        if let anchor = anchors.last(
          in: units, from: max(accounted, lastChangeEnd + 1), through: change.utf16Range.lowerBound)
        {
          pieceStart = anchor
          region = GraphemeRegion()
        } else if accounted == 0, change.utf16Range.lowerBound > 0 {
          // The window's start: the carry's end, a place where a region may start itself while
          // the scalar there is unchanged.
          pieceStart = 0
          region = GraphemeRegion()
        } else {
          pieceStart = accounted
          region = GraphemeRegion(startingWith: String(carried.suffix(utf8Count: carryUTF8Count)))
        }
        carryUTF8Count = 0
        covered = pieceStart!
        normalizedPiece = []
        firstChangeInPiece = index
      }
      if normalizedPiece.isEmpty, covered == change.utf16Range.lowerBound {
        normalizedPiece = changeUnits[change.normalizedRange]
      } else {
        normalizedPiece += units[covered..<change.utf16Range.lowerBound]
        normalizedPiece += changeUnits[change.normalizedRange]
      }
      covered = change.utf16Range.upperBound
      lastChangeEnd = covered
      region!.hasChange = true
    }
    if let begin = pieceStart {
      if covered < count { normalizedPiece += units[covered...] }
      try closePiece(
        begin..<count, normalized: normalizedPiece, in: units,
        changes: changes[firstChangeInPiece...], isLast: false, startingAt: start,
        changeLimit: changeLimit, cursor: &cursor, pieceTexts: &pieceTexts)
    } else {
      // The carry starts at the last anchor, or where the last region ended, or else at the
      // window's start: a cluster boundary of the original, with nothing but changes that move
      // no boundary since the last anchor, so a boundary of the normalized text too, and every
      // boundary isolates (no rule looks back across one). It is never more than a window.
      let begin = anchors.last(in: units, from: max(accounted, lastChangeEnd + 1), through: count) ?? accounted
      carryUTF8Count = UTF16Transcoding.utf8Count(of: UnsafeBufferPointer(rebasing: units[begin...]))
    }
  }

  /// Counts the open region's part `range` of the window (normalized: `normalized`), ending the
  /// region when `isLast`, and records the clusters of the original that `changes` change.
  mutating func closePiece(
    _ range: Range<Int>, normalized: ArraySlice<UInt16>, in units: UnsafeBufferPointer<UInt16>,
    changes: ArraySlice<Change>, isLast: Bool, startingAt start: ViewCounts, changeLimit: Int,
    cursor: inout OffsetCursor, pieceTexts: inout SharedPieceTexts
  ) throws(ICUError) {
    let original = pieceTexts.original(of: range, in: units)
    let normalizedText = pieceTexts.normalized(normalized, of: range)
    if !changes.isEmpty {
      try recordChangedClusters(
        of: original, spanning: range, normalized: normalizedText, in: units, changes: changes,
        startingAt: start, changeLimit: changeLimit, cursor: &cursor)
    }
    if isLast {
      delta.graphemes += region!.finish(original: original, normalized: normalizedText)
      region = nil
    } else {
      region!.append(original: original, normalized: normalizedText)
    }
  }

  /// Checks each cluster of `original` (the window's text at `range`, which starts at a cluster
  /// boundary; `normalized` is its normalized text) that overlaps a change, normalized alone,
  /// and counts and lists the ones that change. A cluster that is the whole of `original` is
  /// `normalized` alone, and changes since a change lies in it: it is not normalized again (a
  /// cluster of a million marks would be normalized twice and its normalized text held twice).
  mutating func recordChangedClusters(
    of original: String, spanning range: Range<Int>, normalized: String, in units: UnsafeBufferPointer<UInt16>,
    changes: ArraySlice<Change>, startingAt start: ViewCounts, changeLimit: Int,
    cursor: inout OffsetCursor
  ) throws(ICUError) {
    let utf16Offset = range.lowerBound
    var next = changes.startIndex
    var position = utf16Offset
    var pieceUTF8Offset: Int?
    for (index, character) in PieceClusters(original).enumerated() {
      let end = position + character.utf16.count
      defer { position = end }
      while next < changes.endIndex, changes[next].utf16Range.upperBound <= position { next += 1 }
      guard next < changes.endIndex else { break }
      guard changes[next].utf16Range.lowerBound < end else { continue }
      let clusterUnits = UnsafeBufferPointer(rebasing: units[position..<end])
      let isWhole = position == range.lowerBound && end == range.upperBound
      if !isWhole, try normalizer.instance.isNormalized(clusterUnits) { continue }
      report.changedClusterCount += 1
      // The first `changeLimit` changes are listed (a caller may have taken earlier ones out).
      guard report.changedClusterCount <= changeLimit else { continue }
      if pieceUTF8Offset == nil { pieceUTF8Offset = cursor.advance(to: utf16Offset, in: units).utf8 }
      let offsets = cursor.advance(to: position, in: units)
      let after: String
      if isWhole {
        after = normalized
      } else {
        after = UTF16Transcoding.string(try normalizer.instance.normalize(clusterUnits).units ?? Array(clusterUnits))
      }
      report.changedClusters.append(
        ClusterChange(
          graphemeOffset: start.graphemes + index, scalarOffset: start.scalars + offsets.scalars,
          utf16Offset: start.utf16 + position, utf8Offset: start.utf8 + offsets.utf8,
          before: character, after: after))
      if utf16Offset > 0 {
        unresolved.append((report.changedClusters.count - 1, pieceUTF8Offset!))
      }
    }
  }

  /// Sets the grapheme offsets of the changes listed in the last window; `clustersBefore` gives,
  /// for a UTF-8 offset in the window, the clusters of the window before it.
  mutating func resolve(clustersBefore: [Int: Int]) {
    for entry in unresolved {
      report.changedClusters[entry.change].graphemeOffset += clustersBefore[entry.utf8Offset]!
    }
    unresolved = []
  }
}

/// The clusters of a piece of text, as iterating the text gives them, except that a piece of
/// one cluster gives itself: its `Character` shares the piece's storage, where iterating copies
/// the cluster (a cluster of a million marks, listed as a change, was held twice).
struct PieceClusters: Sequence, IteratorProtocol {
  var clusters: String.Iterator
  /// The piece when it is one cluster, until it is given.
  var whole: Character?

  init(_ text: String) {
    clusters = text.makeIterator()
    if !text.isEmpty, text.index(after: text.startIndex) == text.endIndex {
      whole = Character(text)
      clusters = "".makeIterator()
    }
  }

  mutating func next() -> Character? {
    if let whole {
      self.whole = nil
      return whole
    }
    return clusters.next()
  }
}

/// A position moved forward through a window's UTF-16, with its offsets in scalars and UTF-8.
struct OffsetCursor {
  var utf16 = 0
  var scalars = 0
  var utf8 = 0

  /// Moves to `utf16Offset`, a scalar boundary: usually forward; back a little when a region
  /// starts before a change already taken on its own.
  ///
  /// - Complexity: O(m), m the units passed.
  mutating func advance(
    to utf16Offset: Int, in units: UnsafeBufferPointer<UInt16>
  ) -> (scalars: Int, utf8: Int) {
    let forward = utf16Offset >= utf16
    let range = forward ? utf16..<utf16Offset : utf16Offset..<utf16
    let passed = FormStream.counts(of: UnsafeBufferPointer(rebasing: units[range]))
    utf16 = utf16Offset
    scalars += forward ? passed.scalars : -passed.scalars
    utf8 += forward ? passed.utf8 : -passed.utf8
    return (scalars, utf8)
  }
}

/// The texts of a long piece of a window (a region's part in it), made once for all the forms
/// that close the same piece: its original text, and each normalized text a form made of it,
/// given again to a form whose normalized units are the same. A cluster of a million marks that
/// NFC and NFKC both change is made into strings once, not once per form (each form held its
/// own while the one before held its change); and a piece that is the whole window (a long
/// cluster is a window of its own) is the window's text, when the stream was given it. Valid for
/// one window: reset before the next.
struct SharedPieceTexts {
  /// The shortest piece, in UTF-16 units, whose texts are kept for the next form.
  static let minimumUnits = 1 << 12
  /// The piece whose texts are kept, in the window's UTF-16 units.
  var range: Range<Int>?
  var original = ""
  var normalized: [String] = []
  /// The window's text, if the stream was given it.
  var window: String?

  /// Lets the kept texts go.
  mutating func reset() {
    range = nil
    original = ""
    normalized = []
    window = nil
  }

  /// The text of `units[range]`: the window's when it is the whole window, else the one made for
  /// an earlier form when the piece is long.
  ///
  /// - Complexity: O(m) in the piece, once for all forms when it is long.
  mutating func original(of range: Range<Int>, in units: UnsafeBufferPointer<UInt16>) -> String {
    func made() -> String {
      if range.count == units.count, let window { return window }
      return UTF16Transcoding.string(UnsafeBufferPointer(rebasing: units[range]))
    }
    guard range.count >= Self.minimumUnits else { return made() }
    if self.range != range {
      self.range = range
      original = made()
      normalized = []
    }
    return original
  }

  /// The text whose UTF-16 is `units`, the normalized piece `range`: for a long piece, an
  /// earlier form's text when it is the same.
  ///
  /// - Complexity: O(m) in the units, plus a comparison with each text kept for the piece.
  mutating func normalized(_ units: ArraySlice<UInt16>, of range: Range<Int>) -> String {
    guard range.count >= Self.minimumUnits, self.range == range else {
      return units.withUnsafeBufferPointer(UTF16Transcoding.string)
    }
    if let same = normalized.first(where: { UTF16Transcoding.isText($0, units: units) }) { return same }
    let text = units.withUnsafeBufferPointer(UTF16Transcoding.string)
    normalized.append(text)
    return text
  }
}
