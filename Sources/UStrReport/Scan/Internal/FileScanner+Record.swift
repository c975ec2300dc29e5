import UStrCore
import UStrICU

extension FileScanner {
  /// Gives the piece's findings to list, sorted by scalar index, their columns in every unit
  /// and their offsets, and records them; `allowed` are the line's inline `ustr:allow`s.
  ///
  /// - Complexity: O(n) in the piece's length plus O(f) in its findings.
  func recordPending(
    _ pending: some Collection<PendingFinding>, text: String, scalars: [Unicode.Scalar], offsets: [Int],
    invalid: [InvalidUTF8Sequence], allowed: [ScanSelector]
  ) {
    let isBidiLine = pending.contains { $0.rule == .bidiControl || $0.rule == .bidiUnterminated }
    let displayed =
      isBidiLine && scalars.count <= 4000 && stretch == nil ? try? BidiDisplay.displayOrder(of: text) : nil
    let identifiers = pendingIdentifiers
    pendingIdentifiers = []
    // One walk: scalar index -> UTF-16, grapheme and original byte offsets.
    var walker = ColumnWalker(text: text, scalars: scalars, offsets: offsets, invalid: invalid)
    var identifierIndex = 0
    for finding in pending {
      while identifierIndex < identifiers.count
        && identifiers[identifierIndex].scalarIndex <= finding.scalarIndex
      {
        noteIdentifier(identifiers[identifierIndex], walker: &walker)
        identifierIndex += 1
      }
      let place = walker.place(ofScalar: finding.scalarIndex)
      let byteOffset = finding.byteOffset ?? place.byteOffset
      let column = LineColumns(
        utf8: line.utf8 + byteOffset + 1, utf16: line.utf16 + place.utf16 + 1,
        scalar: line.scalars + finding.scalarIndex + 1, grapheme: line.graphemes + place.grapheme + 1)
      let isBidi = finding.rule == .bidiControl || finding.rule == .bidiUnterminated
      var invalidUTF8: InvalidUTF8Sequence?
      var invalidInput: InvalidInputSequence?
      switch finding.invalid {
      case .utf8(var sequence)?:
        if tracksOffsets {
          sequence.utf8Offset += fileOffset
          sequence.repairedUTF8Offset += repairedOffset
        }
        invalidUTF8 = sequence
      case .input(let sequence)?: invalidInput = sequence
      case nil: break
      }
      record(
        rule: finding.rule, codePoints: finding.codePoints, line: lineNumber, column: column,
        utf8Offset: tracksOffsets ? fileOffset + byteOffset : nil,
        inputOffset: invalidInput?.inputOffset, message: finding.message,
        decoded: finding.decoded, displayed: isBidi ? displayed : nil,
        excerpt: stretch.map {
          Self.excerpt(in: $0.piece, utf8Offset: $0.utf8Offset + byteOffset, count: finding.scalarCount)
        } ?? Self.excerpt(scalars, at: finding.scalarIndex, count: finding.scalarCount),
        invalidUTF8: invalidUTF8, invalidInput: invalidInput, mojibake: finding.mojibake,
        allowedOnLine: allowed)
    }
    while identifierIndex < identifiers.count {
      noteIdentifier(identifiers[identifierIndex], walker: &walker)
      identifierIndex += 1
    }
  }

  func noteIdentifier(
    _ identifier: (text: String, skeleton: String, scalarIndex: Int), walker: inout ColumnWalker
  ) {
    let place = walker.place(ofScalar: identifier.scalarIndex)
    let column = LineColumns(
      utf8: line.utf8 + place.byteOffset + 1, utf16: line.utf16 + place.utf16 + 1,
      scalar: line.scalars + identifier.scalarIndex + 1, grapheme: line.graphemes + place.grapheme + 1)
    let codePoints = Array(identifier.text.unicodeScalars.prefix(16))
    let utf8Offset = tracksOffsets ? fileOffset + place.byteOffset : nil
    var kept = ScanIdentifier(
      text: identifier.text, skeleton: identifier.skeleton, path: path, line: lineNumber,
      column: column, utf8Offset: utf8Offset,
      collisionSeverity: policy.severity(
        of: .skeletonCollision, codePoints: codePoints, profile: profile))
    if let input, input.isConverted {
      kept.encoding = input.encoding
      kept.inputOffset = utf8Offset.flatMap { inputOffset(ofUTF8Offset: $0) }
    }
    identifiers.append(kept)
  }

  /// The line around a finding: all of it when short, else 60 scalars either side; of a
  /// finding over more than 60 scalars, only its first 60 (a run of a million marks is not
  /// copied into its excerpt).
  static func excerpt(_ scalars: [Unicode.Scalar], at index: Int, count: Int) -> ScanExcerpt {
    let window = 60
    let start = scalars.count <= 4 * window ? 0 : max(0, index - window)
    let end = scalars.count <= 4 * window ? scalars.count : min(scalars.count, index + Self.excerptReach(count, window))
    let text = String(String.UnicodeScalarView(scalars[start..<end]))
    return ScanExcerpt(
      text: text, scalarOffset: index - start, scalarCount: min(count, end - index),
      isCutAtStart: start > 0, isCutAtEnd: end < scalars.count)
  }

  /// The excerpt ``excerpt(_:at:count:)`` gives, read from the bytes of the piece around a
  /// stretch (``StretchContext``): a finding at `utf8Offset` in `piece`, valid UTF-8 of more
  /// than 240 scalars, over `count` scalars.
  ///
  /// - Complexity: O(1): at most 120 scalars are walked.
  static func excerpt(in piece: UnsafeBufferPointer<UInt8>, utf8Offset: Int, count: Int) -> ScanExcerpt {
    let window = 60
    var start = utf8Offset
    var before = 0
    while before < window && start > 0 {
      start -= 1
      while start > 0 && piece[start] & 0xC0 == 0x80 { start -= 1 }
      before += 1
    }
    var end = utf8Offset
    var after = 0
    while after < Self.excerptReach(count, window) && end < piece.count {
      end += 1
      while end < piece.count && piece[end] & 0xC0 == 0x80 { end += 1 }
      after += 1
    }
    return ScanExcerpt(
      text: String(decoding: UnsafeBufferPointer(rebasing: piece[start..<end]), as: UTF8.self),
      scalarOffset: before, scalarCount: min(count, after), isCutAtStart: start > 0,
      isCutAtEnd: end < piece.count)
  }

  /// How many scalars from a finding's start over `count` scalars its excerpt keeps: the
  /// finding and `window` after it, or only the first `window` of a longer finding.
  static func excerptReach(_ count: Int, _ window: Int) -> Int {
    count > window ? window : count + window
  }

  /// Moves the line's counts past a scanned piece.
  /// (At a line's end only what the next line needs: the counts are of no use.)
  func advanceLineState(text: String, byteCount: Int, isLineEnd: Bool) {
    pendingIdentifiers = []
    guard !isLineEnd else { return }
    // The standard library's counts, by UStrCore's linear walks (`text.count` asks for
    // each cluster in turn).
    let counts = ViewCounts(of: text)
    line.utf8 += byteCount
    line.utf16 += counts.utf16
    line.scalars += counts.scalars
    line.graphemes += counts.graphemes
    line.previous = text.unicodeScalars.last ?? line.previous
    line.bidiStack.leavePiece()
  }

  /// "U+202E RIGHT-TO-LEFT OVERRIDE".
  static func describe(_ scalar: Unicode.Scalar) -> String {
    Hex.codePoint(scalar) + " " + ScalarName.of(scalar)
  }

  /// What a run of one rule's scalars is: "invisible characters".
  static func describeRun(_ rule: ScanRule) -> String {
    switch rule {
    case .variationSelector: "variation selectors where none is taken"
    case .privateUse: "private-use characters"
    case .unassigned: "unassigned code points"
    case .invisible: "invisible characters"
    default: rule.summary.lowercased()
    }
  }
}

/// Walks a piece once, forward, from scalar indices to UTF-16 offsets, grapheme indices and
/// byte offsets in the original (unrepaired) bytes. Clusters are found by `ClusterBoundaries`
/// (the standard library's clusters, over the UTF-8), from the last cluster reached: linear in
/// the piece however many findings it has.
struct ColumnWalker {
  let scalars: [Unicode.Scalar]
  let offsets: [Int]
  let invalid: [InvalidUTF8Sequence]
  let text: String
  var scalarIndex = 0
  var utf16 = 0
  /// The cluster `grapheme` starts at this UTF-8 offset in the repaired text.
  var clusterStartUTF8 = 0
  var grapheme = 0
  var invalidIndex = 0
  /// Original bytes minus repaired bytes, over the invalid sequences passed.
  var delta = 0

  init(text: String, scalars: [Unicode.Scalar], offsets: [Int], invalid: [InvalidUTF8Sequence]) {
    self.text = text
    self.scalars = scalars
    self.offsets = offsets
    self.invalid = invalid
  }

  /// Where scalar `index` is: UTF-16 units and graphemes before it (graphemes before the one
  /// holding it), and its offset in the original bytes. Indices must not decrease.
  mutating func place(ofScalar index: Int) -> (utf16: Int, grapheme: Int, byteOffset: Int) {
    while scalarIndex < index && scalarIndex < scalars.count {
      utf16 += UTF16.width(scalars[scalarIndex])
      scalarIndex += 1
    }
    let repaired = index < offsets.count ? offsets[index] : (offsets.last ?? 0)
    // Every cluster that ends at or before the scalar comes before the one holding it.
    if repaired > clusterStartUTF8 {
      var start = clusterStartUTF8
      var count = grapheme
      ClusterBoundaries.walk(text, fromUTF8Offset: start) { range in
        guard range.upperBound <= repaired else { return false }
        start = range.upperBound
        count += 1
        return true
      }
      clusterStartUTF8 = start
      grapheme = count
    }
    while invalidIndex < invalid.count && invalid[invalidIndex].repairedUTF8Offset < repaired {
      let sequence = invalid[invalidIndex]
      delta += sequence.bytes.count - 3 * sequence.replacementCount
      invalidIndex += 1
    }
    return (utf16, grapheme, repaired + delta)
  }
}
