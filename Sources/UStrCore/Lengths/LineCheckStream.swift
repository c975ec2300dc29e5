/// ``LengthLimit/checkEachLine(_:)`` of a text that arrives a window of whole clusters at a
/// time: lines that cross windows are carried from one to the next, and only the lines over the
/// limit are kept (the first `lineLimit` of them; all are counted), or handed over as each ends.
///
///     var stream = LineCheckStream(limit: LengthLimit(maximum: 3, unit: .grapheme))
///     stream.append("abc\r\nab")
///     stream.append("cd\n")
///     stream.finish()
///     stream.linesOver.map(\.lineOffset)  // [1]
///
/// A command that writes each line as it is found hands it on instead of keeping it, so its
/// memory does not grow with the lines listed:
///
///     stream.append(window) { line in write(line) }
///
/// Lines split as ``TextLine/lines(of:)`` says. A line ends at "\n" or "\r\n", both cluster
/// boundaries, so the counts of a line's pieces in successive windows add up to the line's.
///
/// - Complexity: O(n) in the text's UTF-8 length.
public struct LineCheckStream: Sendable {
  /// The limit each line is checked against.
  public let limit: LengthLimit
  /// The most lines over the limit kept in ``linesOver``; `nil` keeps all.
  public let lineLimit: Int?
  /// How many lines have started.
  public private(set) var lineCount = 0
  /// How many lines ended over the limit.
  public private(set) var linesOverCount = 0
  /// The first `lineLimit` lines over the limit, in order, less those handed over as they ended
  /// (``append(_:eachLineOver:)``).
  public private(set) var linesOver: [LineOverLimit] = []
  /// How many lines over the limit were kept or handed over.
  var keptCount = 0

  /// The line not yet ended, if any.
  var line: OpenLine?
  /// Where the next window starts in the whole text, in UTF-8 bytes.
  var utf8Offset = 0

  struct OpenLine: Sendable {
    var lineOffset: Int
    var utf8Offset: Int
    /// The line's length so far in the limit's unit.
    var length = 0
    /// The line's counts in the windows before the current one.
    var carried = ViewCounts.zero
    var firstClusterPastLimit: GraphemeCluster?
  }

  /// A check with no lines yet.
  public init(limit: LengthLimit, lineLimit: Int? = nil) {
    self.limit = limit
    self.lineLimit = lineLimit
  }

  /// Takes the next window of whole clusters (it starts and ends at cluster boundaries of the
  /// whole text), keeping the lines over the limit that end in it in ``linesOver``.
  ///
  /// - Complexity: O(m) in the window's UTF-8 length.
  public mutating func append(_ window: String) {
    var ended: [LineOverLimit] = []
    append(window) { ended.append($0) }
    linesOver += ended
  }

  /// Takes the next window of whole clusters, as ``append(_:)``, and hands each line over the
  /// limit (of the first `lineLimit`) to `eachLineOver` as it ends instead of keeping it.
  ///
  ///     stream.append("abcd\nab\n") { print($0.lineOffset) }  // 0
  ///     stream.linesOver                                       // []
  ///
  /// - Complexity: O(m) in the window's UTF-8 length; memory O(1) in the lines over.
  public mutating func append(_ window: String, eachLineOver: (LineOverLimit) -> Void) {
    var window = window
    window.makeContiguousUTF8()
    ClusterScanner.scanning(window) { scanner in
      let bytes = scanner.bytes
      var position = 0
      while position < bytes.count {
        if line == nil {
          line = OpenLine(lineOffset: lineCount, utf8Offset: utf8Offset + position)
          lineCount += 1
        }
        let newline = bytes[position...].firstIndex(of: 0x0A)
        var end = newline ?? bytes.count
        // CR LF is one cluster, so a CR before the LF is in this window.
        if newline != nil, end > position, bytes[end - 1] == 0x0D { end -= 1 }
        take(window, scanner: scanner, piece: position..<end, isLast: newline == nil)
        if let newline {
          endLine(eachLineOver)
          position = newline + 1
        } else {
          position = bytes.count
        }
      }
    }
    utf8Offset += window.utf8.count
  }

  /// The lines checked so far: after ``finish()``, those of the whole text.
  public var checks: LineChecks {
    LineChecks(limit: limit, lineCount: lineCount, linesOverCount: linesOverCount, linesOver: linesOver)
  }

  /// Ends the text: the last line ends without a terminator (kept in ``linesOver`` if over).
  public mutating func finish() {
    var ended: [LineOverLimit] = []
    finish { ended.append($0) }
    linesOver += ended
  }

  /// Ends the text, handing the last line to `eachLineOver` if it is over the limit.
  public mutating func finish(eachLineOver: (LineOverLimit) -> Void) {
    if line != nil { endLine(eachLineOver) }
  }

  /// Adds one piece of the open line (the line's part in this window).
  mutating func take(_ window: String, scanner: ClusterScanner, piece: Range<Int>, isLast: Bool) {
    let bytes = UnsafeRawBufferPointer(rebasing: scanner.bytes[piece])
    let length: Int
    switch limit.unit {
    case .grapheme: length = scanner.count(from: piece.lowerBound, to: piece.upperBound)
    case .scalar, .utf16, .utf8:
      length = UTF8CodeUnitCounts(validUTF8: bytes.assumingMemoryBound(to: UInt8.self))[limit.unit]!
    }
    line!.length += length
    let utf8 = window.utf8
    func text() -> Substring {
      window[utf8.index(utf8.startIndex, offsetBy: piece.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: piece.upperBound)]
    }
    if line!.firstClusterPastLimit == nil && line!.length > limit.maximum {
      line!.firstClusterPastLimit = limit.firstClusterPastLimit(in: text(), startingAt: line!.carried)
    }
    // The line goes on in the next window: carry its counts so far.
    if isLast && !piece.isEmpty {
      let codeUnits = UTF8CodeUnitCounts(validUTF8: bytes.assumingMemoryBound(to: UInt8.self))
      let graphemes =
        limit.unit == .grapheme ? length : scanner.count(from: piece.lowerBound, to: piece.upperBound)
      line!.carried += ViewCounts(
        graphemes: graphemes, scalars: codeUnits.scalars, utf16: codeUnits.utf16, utf8: codeUnits.utf8)
    }
  }

  /// Ends the open line: counts it, and hands it to `eachLineOver` when it is over the limit
  /// and among the first `lineLimit` lines over.
  mutating func endLine(_ eachLineOver: (LineOverLimit) -> Void) {
    guard let line else { return }
    self.line = nil
    guard line.length > limit.maximum else { return }
    linesOverCount += 1
    if keptCount < (lineLimit ?? Int.max) {
      keptCount += 1
      eachLineOver(
        LineOverLimit(
          lineOffset: line.lineOffset, utf8Offset: line.utf8Offset,
          check: LengthCheck(limit: limit, length: line.length, firstClusterPastLimit: line.firstClusterPastLimit)))
    }
  }
}

/// One line over a ``LengthLimit``, found by a ``LineCheckStream``.
public struct LineOverLimit: Hashable, Sendable {
  /// The line's position in lines from the start of the text: the first line is 0.
  public var lineOffset: Int
  /// Where the line starts in the whole text, in UTF-8 bytes.
  public var utf8Offset: Int
  /// The line's check; its offsets count from the start of the line.
  public var check: LengthCheck

  /// Creates a line's result.
  public init(lineOffset: Int, utf8Offset: Int, check: LengthCheck) {
    self.lineOffset = lineOffset
    self.utf8Offset = utf8Offset
    self.check = check
  }
}
