import UStrCore
import UStrICU

/// What recording a piece's findings one at a time carries from one to the next.
struct PieceRecording {
  /// Scalar index -> UTF-16, grapheme and original byte offsets, walked forward once.
  var walker: ColumnWalker
  /// The piece's identifiers to note (first occurrences), in scalar order, and the next one.
  let identifiers: [(text: String, skeleton: String, scalarIndex: Int)]
  var identifierIndex = 0
  /// The line's inline `ustr:allow`s.
  let allowed: [ScanSelector]
  /// The piece's text in display order, made for its first bidi finding (`.some(nil)` when
  /// it is not made).
  var displayed: String??

  init(
    text: String, scalars: [Unicode.Scalar], offsets: [Int], invalid: InvalidUTF8Windows?,
    identifiers: [(text: String, skeleton: String, scalarIndex: Int)], allowed: [ScanSelector]
  ) {
    walker = ColumnWalker(text: text, scalars: scalars, offsets: offsets, invalid: invalid)
    self.identifiers = identifiers
    self.allowed = allowed
  }
}

extension FileScanner {
  /// Records one of the piece's findings to list (they come sorted by scalar index), with its
  /// columns in every unit and its offsets; the piece's identifiers before it are noted first.
  ///
  /// - Complexity: O(1) amortized, plus the walk from the finding before (O(n) in the piece
  ///   over all its findings).
  func recordListed(_ finding: PendingFinding, in recording: inout PieceRecording) {
    noteIdentifiers(upTo: finding.scalarIndex, in: &recording)
    let scalars = recording.walker.scalars
    let place = recording.walker.place(ofScalar: finding.scalarIndex)
    let byteOffset = finding.byteOffset ?? place.byteOffset
    let column = LineColumns(
      utf8: line.utf8 + byteOffset + 1, utf16: line.utf16 + place.utf16 + 1,
      scalar: line.scalars + finding.scalarIndex + 1, grapheme: line.graphemes + place.grapheme + 1)
    let isBidi = finding.rule == .bidiControl || finding.rule == .bidiUnterminated
    if isBidi && recording.displayed == nil {
      recording.displayed =
        scalars.count <= 4000 && stretch == nil ? try? BidiDisplay.displayOrder(of: recording.walker.text) : nil
    }
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
      decoded: finding.decoded, displayed: isBidi ? recording.displayed ?? nil : nil,
      excerpt: stretch.map {
        Self.excerpt(in: $0.piece, utf8Offset: $0.utf8Offset + byteOffset, count: finding.scalarCount)
      } ?? Self.excerpt(
        recording.walker.text, offsets: recording.walker.offsets, at: finding.scalarIndex,
        count: finding.scalarCount),
      invalidUTF8: invalidUTF8, invalidInput: invalidInput, mojibake: finding.mojibake,
      allowedOnLine: recording.allowed)
  }

  /// Notes the piece's identifiers after its last finding.
  func finishRecording(_ recording: inout PieceRecording) {
    noteIdentifiers(upTo: .max, in: &recording)
  }

  /// Notes the piece's identifiers not yet noted that start at or before `scalarIndex`.
  func noteIdentifiers(upTo scalarIndex: Int, in recording: inout PieceRecording) {
    while recording.identifierIndex < recording.identifiers.count
      && recording.identifiers[recording.identifierIndex].scalarIndex <= scalarIndex
    {
      noteIdentifier(recording.identifiers[recording.identifierIndex], walker: &recording.walker)
      recording.identifierIndex += 1
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
      text: identifier.text, skeleton: identifier.skeleton, path: path, lineNumber: lineNumber,
      columnNumber: column, utf8Offset: utf8Offset,
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
  /// copied into its excerpt). `text` is the piece, `offsets` its scalars' UTF-8 offsets and
  /// its end's.
  ///
  /// - Complexity: O(1) for a short piece (its text is shared, not copied), else O(w) in the
  ///   window's bytes.
  static func excerpt(_ text: String, offsets: [Int], at index: Int, count: Int) -> ScanExcerpt {
    let window = 60
    let scalarCount = offsets.count - 1
    guard scalarCount > 4 * window else {
      return ScanExcerpt(text: text, scalarOffset: index, scalarCount: min(count, scalarCount - index))
    }
    let start = max(0, index - window)
    let end = min(scalarCount, index + Self.excerptReach(count, window))
    let utf8 = text.utf8
    let bytes = utf8.index(utf8.startIndex, offsetBy: offsets[start])..<utf8.index(utf8.startIndex, offsetBy: offsets[end])
    return ScanExcerpt(
      text: String(Substring(utf8[bytes])), scalarOffset: index - start,
      scalarCount: min(count, end - index), isCutAtStart: start > 0, isCutAtEnd: end < scalarCount)
  }

  /// The excerpt ``excerpt(_:offsets:at:count:)`` gives, read from the bytes of the piece around a
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

  /// ``describe(_:)``, remembered for the next finding of the same scalar (a line of a
  /// million CRs names one a million times).
  func describeRemembering(_ scalar: Unicode.Scalar) -> String {
    if let lastDescribed, lastDescribed.scalar == scalar { return lastDescribed.text }
    let text = Self.describe(scalar)
    lastDescribed = (scalar, text)
    return text
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
  /// The piece's ill-formed sequences (`nil` for well-formed UTF-8), read as the walk passes
  /// them, and the next one.
  var invalid: InvalidUTF8Windows?
  var nextInvalid: InvalidUTF8Sequence?
  let text: String
  var scalarIndex = 0
  var utf16 = 0
  /// The cluster `grapheme` starts at this UTF-8 offset in the repaired text.
  var clusterStartUTF8 = 0
  var grapheme = 0
  /// Original bytes minus repaired bytes, over the invalid sequences passed.
  var delta = 0

  init(text: String, scalars: [Unicode.Scalar], offsets: [Int], invalid: InvalidUTF8Windows?) {
    self.text = text
    self.scalars = scalars
    self.offsets = offsets
    self.invalid = invalid
    nextInvalid = self.invalid?.next()
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
    while let sequence = nextInvalid, sequence.repairedUTF8Offset < repaired {
      delta += sequence.bytes.count - 3 * sequence.replacementCount
      nextInvalid = invalid?.next()
    }
    return (utf16, grapheme, repaired + delta)
  }
}
