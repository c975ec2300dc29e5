public import UStrCore
public import UStrICU

/// `ustr compare` as a stream: two texts read side by side in chunks, compared as they arrive,
/// in memory that does not grow with them; the report is `CompareReport/init(a:b:)`'s for the
/// whole texts.
///
///     var stream = try CompareStream()
///     try stream.run(a: { chunksA.next() }, b: { chunksB.next() })
///     let report = try stream.report(invalidA: [], invalidB: [])
///
/// - The bytes are compared as they come (`UTF8StreamComparison`): the first differing byte
///   decides byte and scalar equality and the code point and UTF-16 orders.
/// - The other levels and Swift's order compare the texts' forms (`TextEqualityStream`), each
///   until its first difference.
/// - Each text is cut into windows of whole clusters and counted (`CompareSideTracker`); the
///   text around the first difference, from a cluster boundary the texts share before it to a
///   few clusters after it, is kept and handed to `FirstDifference`, whose offsets are then
///   shifted by where that stretch starts.
///
/// Which side is read next follows what the comparisons need (``needsInput(_:)``): a text that
/// runs ahead in a form (NFC against NFD of the same words) waits for the other, so what is held
/// stays about a chunk.
///
/// - Complexity: O(n + m) over both texts.
public struct CompareStream {
  /// The most clusters of each text kept for the table (it shows at most 4 × 48).
  package static let headClusterLimit = 4 * 48 + 1

  var bytes = UTF8StreamComparison()
  var equality: TextEqualityStream
  var sides: [CompareSideTracker]
  var difference: FirstDifference?
  var scalarDifference: ScalarDifference?

  /// A stream with nothing read.
  ///
  /// - Throws: `ICUError` when ICU cannot load its data.
  public init() throws(ICUError) {
    equality = try TextEqualityStream()
    sides = [CompareSideTracker(headClusterLimit: Self.headClusterLimit), CompareSideTracker(headClusterLimit: Self.headClusterLimit)]
  }

  /// The first clusters of `side`'s text: what the table shows of it.
  package func head(of side: PairSide) -> String { sides[side.rawValue].head }

  /// Whether `side` should be read next: a comparison waits for it. When neither or both do,
  /// read both.
  public func needsInput(_ side: PairSide) -> Bool {
    !sides[side.rawValue].ended && (bytes.needsInput(side) || equality.needsInput(side))
  }

  /// Reads both texts to their ends, each through `a` and `b` (a stretch of whole scalars a
  /// call, `nil` at the end), in the order the comparisons need.
  ///
  /// - Throws: whatever `a` or `b` throws; `ICUError` when ICU fails.
  public mutating func run(a: () throws -> String?, b: () throws -> String?) throws {
    while !sides[0].ended || !sides[1].ended {
      var readA = !sides[0].ended
      var readB = !sides[1].ended
      if readA, readB {
        let (needA, needB) = (needsInput(.a), needsInput(.b))
        if needA != needB { (readA, readB) = (needA, needB) }
      }
      let textA = readA ? try a() : nil
      let textB = readB ? try b() : nil
      try append(a: textA, b: textB)
      if readA, textA == nil { try finish(.a) }
      if readB, textB == nil { try finish(.b) }
    }
  }

  /// Takes the next stretch of either text or both (whole scalars).
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func append(a: String?, b: String?) throws(ICUError) {
    for (side, text) in [(PairSide.a, a), (.b, b)] {
      guard var text else { continue }
      text.withUTF8 { bytes.append($0, side: side) }
    }
    startCaptureIfDifferent()
    try equality.append(a: a, b: b)
    let frontier = bytes.equalPrefixLength
    if let a { sides[0].append(a, frontier: frontier) }
    if let b { sides[1].append(b, frontier: frontier) }
    try findDifferenceIfCaptured()
  }

  /// Ends `side`'s text.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish(_ side: PairSide) throws(ICUError) {
    bytes.finish(side)
    startCaptureIfDifferent()
    try equality.finish(side)
    sides[side.rawValue].finish()
    try findDifferenceIfCaptured()
  }

  /// Once the first differing byte is known, starts keeping the text around it on both sides.
  mutating func startCaptureIfDifferent() {
    guard let start = bytes.firstDifferenceScalarStart, sides[0].differenceStart == nil else { return }
    sides[0].startCapture(differenceStart: start)
    sides[1].startCapture(differenceStart: start)
  }

  /// Once both captures are complete, finds the first difference in them.
  ///
  /// Each side's capture starts at a cluster boundary before the difference; the texts are the
  /// same up to the difference, so the later start is given the earlier one's text before it.
  mutating func findDifferenceIfCaptured() throws(ICUError) {
    guard difference == nil, let captureA = sides[0].capture, let captureB = sides[1].capture,
      captureA.isComplete, captureB.isComplete, let start = sides[0].differenceStart
    else { return }
    let origin = captureA.start.utf8 <= captureB.start.utf8 ? captureA.start : captureB.start
    func fromOrigin(_ capture: CompareSideTracker.Capture, other: CompareSideTracker.Capture) -> String {
      guard capture.start.utf8 > origin.utf8 else { return capture.text }
      let utf8 = other.text.utf8
      return String(other.text[..<utf8.index(utf8.startIndex, offsetBy: capture.start.utf8 - origin.utf8)])
        + capture.text
    }
    let textA = fromOrigin(captureA, other: captureB)
    let textB = fromOrigin(captureB, other: captureA)
    sides[0].capture = nil
    sides[1].capture = nil
    if var found = try FirstDifference(textA, textB) {
      found.first.position = found.first.position.shifted(by: origin)
      found.second.position = found.second.position.shifted(by: origin)
      difference = found
    }
    let offset = start - origin.utf8
    let utf8 = textA.utf8
    let counts = UTF8CodeUnitCounts(of: String(textA[..<utf8.index(utf8.startIndex, offsetBy: offset)]))
    func scalar(_ text: String) -> Unicode.Scalar? {
      let utf8 = text.utf8
      let index = utf8.index(utf8.startIndex, offsetBy: offset)
      return index < utf8.endIndex ? text.unicodeScalars[index] : nil
    }
    scalarDifference = ScalarDifference(
      scalarOffset: origin.scalars + counts.scalars, utf16Offset: origin.utf16 + counts.utf16,
      utf8Offset: start, a: scalar(textA), b: scalar(textB))
  }

  /// The report, once both texts have ended; `invalidA` and `invalidB` are the inputs'
  /// ill-formed sequences, which the texts hold repaired.
  public func report(invalidA: [InvalidUTF8Sequence], invalidB: [InvalidUTF8Sequence]) -> CompareReport {
    report(
      a: CompareInput(counts: sides[0].counts, invalid: invalidA),
      b: CompareInput(counts: sides[1].counts, invalid: invalidB),
      inputBytesEqual: invalidA.map { [$0.utf8Offset] + $0.bytes.map(Int.init) }
        == invalidB.map { [$0.utf8Offset] + $0.bytes.map(Int.init) })
  }

  /// The report, once both texts have ended, of inputs whose ill-formed sequences were counted
  /// and the first listed; `inputBytesEqual` says whether the inputs' own bytes were equal
  /// (the texts hold them repaired), as a `UTF8StreamComparison` of them finds out.
  public func report(invalidA: InvalidUTF8List, invalidB: InvalidUTF8List, inputBytesEqual: Bool) -> CompareReport {
    report(
      a: CompareInput(counts: sides[0].counts, invalid: invalidA),
      b: CompareInput(counts: sides[1].counts, invalid: invalidB),
      inputBytesEqual: inputBytesEqual)
  }

  private func report(a: CompareInput, b: CompareInput, inputBytesEqual: Bool) -> CompareReport {
    let bytesEqual = bytes.isEqual ?? false
    let textEquality = equality.equality(bytesEqual: bytesEqual)
    var equal = textEquality
    equal.utf8 = equal.utf8 && inputBytesEqual
    let orders = OrdersReport(
      OrderComparison(
        utf16: bytes.utf16 ?? .equal, scalar: bytes.scalar ?? .equal,
        swift: bytesEqual ? .equal : equality.swiftOrder, firstDifference: scalarDifference))
    return CompareReport(
      schemaVersion: ReportSchema.version,
      engines: .current,
      equal: equal,
      order: orders.order,
      orderDisagreements: orders.disagreements,
      firstDifference: difference,
      engineDisagreement: textEquality.engineDisagreement,
      a: a,
      b: b)
  }
}

extension BoundaryOffsets {
  /// This boundary of a stretch that starts at `origin` in the whole text, as a boundary of
  /// the whole text.
  func shifted(by origin: ViewCounts) -> BoundaryOffsets {
    BoundaryOffsets(
      utf8Offset: utf8Offset + origin.utf8, utf16Offset: utf16Offset + origin.utf16,
      scalarOffset: scalarOffset + origin.scalars, graphemeOffset: graphemeOffset + origin.graphemes)
  }
}
