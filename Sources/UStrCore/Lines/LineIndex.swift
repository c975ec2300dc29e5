/// The start of every line of a text, as UTF-8 offsets, for converting between offsets and
/// (line, column) positions the way editors and language servers count them.
///
/// For "ab\r\n👍🏽\rc" (CR LF after "ab", a lone CR after 👍🏽 = U+1F44D U+1F3FD):
///
///     let text = "ab\r\n👍🏽\rc"
///     let lines = LineIndex(text)
///     lines.lineCount                                          // 3
///     lines.utf8Offset(ofLine: 1)                              // 4
///     lines.line(containingUTF8Offset: 13)                     // 2
///     lines.utf8Offset(line: 1, utf16Column: 2, in: text)      // 8 (between U+1F44D and U+1F3FD)
///     lines.utf8Offset(line: 1, utf16Column: 1, in: text)      // nil: between surrogates
///     lines.utf8Offset(line: 1, graphemeColumn: 1, in: text)   // 12
///     lines.lineColumns(utf8Offset: 12, in: text)?.columns     // utf8 8, utf16 4, scalar 2, grapheme 1
///
/// Lines are numbered from 0, as LSP numbers them. A text of n terminators has n + 1 lines: ""
/// has one (empty) line and "a\n" has two, the second empty. Which scalars end a line is
/// ``LineTerminators`` (LF, CR LF, CR by default); CR LF is one terminator.
///
/// Built by one vectorised search over the UTF-8 (32 bytes a step). The starts are kept in
/// chunks of at most 4096 lines and 64 KiB: a chunk holds its first start as an `Int` and the
/// others as `UInt16` distances from it, so a line costs 2 bytes (under 1 % of the text for lines
/// of 200 bytes or more) and an edit rewrites one chunk and shifts the chunks after it
/// (``replace(utf8Range:withUTF8Count:in:)``). A line longer than 2 KiB also keeps a column
/// checkpoint about every 2 KiB (12 bytes: its scalar and UTF-16 columns, under 0.6 % of the
/// line), so a UTF-16 or scalar column query walks at most about 2 KiB of the line however long it
/// is; grapheme columns are still counted from the line's start. The index does not keep the text: conversions that
/// read the line's bytes (columns) take it as an argument, which must be the text the index was
/// built for or last updated to (its UTF-8 length is checked).
public struct LineIndex: Sendable {
  /// The scalars that end a line.
  public let terminators: LineTerminators
  /// The UTF-8 length of the text the index describes.
  public internal(set) var utf8Count: Int
  /// The UTF-8 offset of each chunk's first line start.
  var chunkStarts: [Int]
  /// The number (from 0) of each chunk's first line.
  var chunkFirstLines: [Int]
  /// Each chunk's line starts, as distances from its first (so the first is 0).
  var chunks: [[UInt16]]
  /// Each chunk's column checkpoints, in order (none for a chunk without long lines).
  var columnCheckpoints: [[ColumnCheckpoint]]

  /// The most lines a chunk holds (an edit copies at most three chunks).
  static let maximumChunkLines = 4096

  /// The UTF-8 bytes between column checkpoints in a line longer than this (see
  /// ``ColumnCheckpoint``): a column query walks at most this far, plus 3 bytes.
  static let columnCheckpointSpacing = 2048

  /// Builds the index of `text`'s lines.
  ///
  /// - Complexity: O(n) in the UTF-8 length, one vectorised pass (and one count of the lines
  ///   longer than 2 KiB); memory 2 bytes a line plus about 60 bytes a chunk, plus 12 bytes per
  ///   2 KiB of the lines longer than 2 KiB.
  public init(_ text: some StringProtocol, terminators: LineTerminators = .lsp) {
    self.terminators = terminators
    var builder = LineChunkBuilder(firstLine: 0)
    builder.append(0)
    // The lines longer than the checkpoint spacing (with their terminators), as start..<end.
    var longLines: [Range<Int>] = []
    var previous = 0
    let spacing = Self.columnCheckpointSpacing
    let points: [ColumnPoint]
    (utf8Count, points) = Self.withUTF8(text) { bytes in
      LineStartScanner(bytes: bytes, terminators: terminators).scan(from: 0, to: bytes.count) {
        if $0 - previous > spacing { longLines.append(previous..<$0) }
        previous = $0
        builder.append($0)
      }
      if bytes.count - previous > spacing { longLines.append(previous..<bytes.count) }
      var points: [ColumnPoint] = []
      for line in longLines {
        let contentEnd = line.upperBound == bytes.count
          ? line.upperBound : line.upperBound - LineTerminators.terminatorLength(endingAt: line.upperBound, in: bytes)
        ColumnPoint(lineStart: line.lowerBound).appendingPoints(before: contentEnd, spacing: spacing, in: bytes, to: &points)
      }
      return (bytes.count, points)
    }
    builder.finish()
    chunkStarts = builder.chunkStarts
    chunkFirstLines = builder.chunkFirstLines
    chunks = builder.chunks
    columnCheckpoints = Array(repeating: [], count: builder.chunks.count)
    storeCheckpoints(points, inChunks: 0..<chunks.count)
  }

  /// The number of lines: one more than the number of terminators.
  public var lineCount: Int { chunkFirstLines[chunks.count - 1] + chunks[chunks.count - 1].count }

  /// The UTF-8 offset where line `line` starts, or `nil` when `line` is outside `0..<lineCount`.
  ///
  ///     LineIndex("ab\ncd").utf8Offset(ofLine: 1)   // 3
  ///
  /// - Complexity: O(log c), c the number of chunks.
  public func utf8Offset(ofLine line: Int) -> Int? {
    guard line >= 0, line < lineCount else { return nil }
    let chunk = chunk(containingLine: line)
    return chunkStarts[chunk] + Int(chunks[chunk][line - chunkFirstLines[chunk]])
  }

  /// The line that holds the position `utf8Offset`, or `nil` when it is outside
  /// `0...utf8Count`. A line start belongs to the line it starts; the end of the text to the
  /// last line; a position inside a terminator (between CR and LF) to the line it ends.
  ///
  ///     LineIndex("ab\ncd").line(containingUTF8Offset: 2)   // 0 (before "\n")
  ///     LineIndex("ab\ncd").line(containingUTF8Offset: 3)   // 1
  ///
  /// - Complexity: O(log l), l the number of lines.
  public func line(containingUTF8Offset utf8Offset: Int) -> Int? {
    location(containingUTF8Offset: utf8Offset)?.line
  }

  /// The line that holds the position `utf8Offset`, with its chunk and start, or `nil` when it
  /// is outside `0...utf8Count` (see ``line(containingUTF8Offset:)``).
  ///
  /// - Complexity: O(log l), l the number of lines.
  func location(containingUTF8Offset utf8Offset: Int) -> (line: Int, chunk: Int, start: Int)? {
    guard utf8Offset >= 0, utf8Offset <= utf8Count else { return nil }
    // The chunk's first start is at or before the position, so the line's start is in it too.
    let chunk = chunk(containingUTF8Offset: utf8Offset)
    let distance = utf8Offset - chunkStarts[chunk]
    let starts = chunks[chunk]
    // The last start at or before the position: the first start after it, minus one.
    var low = 1
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if Int(starts[middle]) <= distance { low = middle + 1 } else { high = middle }
    }
    return (chunkFirstLines[chunk] + low - 1, chunk, chunkStarts[chunk] + Int(starts[low - 1]))
  }

  /// The UTF-8 range of line `line` with its terminator (up to the next line's start), or `nil`
  /// when `line` is outside `0..<lineCount`.
  ///
  ///     LineIndex("ab\r\ncd").utf8RangeWithTerminator(ofLine: 0)   // 0..<4
  ///
  /// - Complexity: O(log c), c the number of chunks.
  public func utf8RangeWithTerminator(ofLine line: Int) -> Range<Int>? {
    location(ofLine: line)?.range
  }

  /// Line `line`'s chunk and its UTF-8 range with its terminator, or `nil` when `line` is outside
  /// `0..<lineCount`.
  ///
  /// - Complexity: O(log c), c the number of chunks.
  func location(ofLine line: Int) -> (chunk: Int, range: Range<Int>)? {
    guard line >= 0, line < lineCount else { return nil }
    // One chunk search: the next start is in the same chunk, or is the next chunk's first.
    let chunk = chunk(containingLine: line)
    let starts = chunks[chunk]
    let distance = line - chunkFirstLines[chunk]
    let start = chunkStarts[chunk] + Int(starts[distance])
    if distance + 1 < starts.count { return (chunk, start..<(chunkStarts[chunk] + Int(starts[distance + 1]))) }
    return (chunk, start..<(chunk + 1 < chunks.count ? chunkStarts[chunk + 1] : utf8Count))
  }

  /// The UTF-8 range of line `line`'s content, without its terminator, or `nil` when `line` is
  /// outside `0..<lineCount`.
  ///
  ///     LineIndex("ab\r\ncd").utf8Range(ofLine: 0, in: "ab\r\ncd")   // 0..<2
  ///
  /// - Precondition: `text` is the text the index describes.
  /// - Complexity: O(log c), c the number of chunks.
  public func utf8Range(ofLine line: Int, in text: some StringProtocol) -> Range<Int>? {
    guard let range = utf8RangeWithTerminator(ofLine: line) else { return nil }
    return withBytes(of: text) { contentRange(ofLine: line, range, in: $0) }
  }

  /// The bytes the index holds (capacity of its arrays, the chunks' headers included).
  public var memory: Int {
    let headers = 32  // an array's header: reference count, type, count, capacity
    // An empty array shares one static buffer: no header of its own.
    let checkpoints = columnCheckpoints.reduce(0) {
      $0 + ($1.capacity == 0 ? 0 : headers + $1.capacity * MemoryLayout<ColumnCheckpoint>.stride)
    }
    return chunkStarts.capacity * 8 + chunkFirstLines.capacity * 8 + chunks.capacity * 8
      + chunks.reduce(0) { $0 + headers + $1.capacity * 2 } + columnCheckpoints.capacity * 8 + checkpoints
      + 4 * headers
  }
}

extension LineIndex: Equatable {
  /// Whether both indexes have the same terminators, text length and line starts (however
  /// their starts are chunked).
  ///
  /// - Complexity: O(l), l the number of lines.
  public static func == (lhs: LineIndex, rhs: LineIndex) -> Bool {
    lhs.terminators == rhs.terminators && lhs.utf8Count == rhs.utf8Count
      && lhs.lineStarts == rhs.lineStarts
  }

  /// The UTF-8 offset of every line's start, in order.
  ///
  /// - Complexity: O(l), l the number of lines.
  public var lineStarts: [Int] {
    var starts: [Int] = []
    starts.reserveCapacity(lineCount)
    for (chunk, distances) in chunks.enumerated() {
      let base = chunkStarts[chunk]
      for distance in distances { starts.append(base + Int(distance)) }
    }
    return starts
  }
}

extension LineIndex {
  /// The chunk whose lines include `line` (in range).
  func chunk(containingLine line: Int) -> Int {
    lastIndex(in: chunkFirstLines, notAbove: line)
  }

  /// The chunk whose lines include the position `utf8Offset` (in range).
  func chunk(containingUTF8Offset utf8Offset: Int) -> Int {
    lastIndex(in: chunkStarts, notAbove: utf8Offset)
  }

  /// The last index of the sorted `values` whose value is at most `value` (the first is 0,
  /// at most any value asked for).
  private func lastIndex(in values: [Int], notAbove value: Int) -> Int {
    var low = 1
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  /// Puts `points` (ascending, each inside a line of one of `chunkRange`'s chunks) into those
  /// chunks' checkpoints, replacing what they held.
  mutating func storeCheckpoints(_ points: [ColumnPoint], inChunks chunkRange: Range<Int>) {
    var next = 0
    for chunk in chunkRange {
      let start = chunkStarts[chunk]
      let end = chunk + 1 < chunks.count ? chunkStarts[chunk + 1] : Int.max
      let first = next
      while next < points.count, points[next].utf8Offset < end { next += 1 }
      // Of its exact size: a grown array's spare capacity would be most of the memory.
      var stored: [ColumnCheckpoint] = []
      stored.reserveCapacity(next - first)
      for point in points[first..<next] {
        if let checkpoint = point.checkpoint(chunkStart: start) { stored.append(checkpoint) }
      }
      columnCheckpoints[chunk] = stored
    }
  }

  /// The first index of `values[range]` where `isAfter` holds (it holds for every value after
  /// the first that it holds for), or `range.upperBound`.
  static func firstIndex<Value>(in values: [Value], _ range: Range<Int>, where isAfter: (Value) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if isAfter(values[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// Line `line`'s content (without its terminator), `range` being the line with it.
  func contentRange(ofLine line: Int, _ range: Range<Int>, in bytes: UnsafeRawBufferPointer) -> Range<Int> {
    // Every line but the last ends with a terminator.
    if line == lineCount - 1 { return range }
    let length = LineTerminators.terminatorLength(endingAt: range.upperBound, in: bytes)
    return range.lowerBound..<(range.upperBound - length)
  }

  /// Calls `body` with `text`'s UTF-8, after checking that it is as long as the index says.
  func withBytes<Result>(of text: some StringProtocol, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    Self.withUTF8(text) { bytes in
      checkUTF8Count(of: bytes)
      return body(bytes)
    }
  }

  /// Traps unless `bytes` are as long as the text the index describes.
  func checkUTF8Count(of bytes: UnsafeRawBufferPointer) {
    precondition(
      bytes.count == utf8Count, "LineIndex: the text has \(bytes.count) UTF-8 bytes, the index describes \(utf8Count)")
  }

  /// Calls `body` with `text`'s UTF-8, contiguous (copied first when it is not).
  static func withUTF8<Result>(_ text: some StringProtocol, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
      return result
    }
    return Array(text.utf8).withUnsafeBytes(body)
  }
}
