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
/// is. Grapheme columns are counted from the line's start, unless the index is built with
/// `graphemeCheckpoints: true`: then a line longer than 1 KiB also keeps a grapheme column
/// checkpoint (8 bytes) at a cluster boundary about every 1 KiB, found by walking its clusters at
/// build time.
/// The index does not keep the text: conversions that read the line's bytes (columns) take it as
/// an argument, which must be the text the index was built for or last updated to (its UTF-8
/// length is checked).
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
  /// Each chunk's grapheme column checkpoints, in order; no array at all (not one per chunk) when
  /// the index keeps none.
  var graphemeCheckpoints: [[GraphemeColumnCheckpoint]]

  /// The most lines a chunk holds (an edit copies at most three chunks).
  static let maximumChunkLines = 4096

  /// The UTF-8 bytes between column checkpoints in a line longer than this (see
  /// ``ColumnCheckpoint``): a column query walks at most this far, plus 3 bytes.
  static let columnCheckpointSpacing = 2048

  /// The UTF-8 bytes between grapheme column checkpoints in a line longer than this (see
  /// ``GraphemeColumnCheckpoint``): a grapheme column query walks at most this far, plus one
  /// cluster.
  static let graphemeCheckpointSpacing = 1024

  /// Builds the index of `text`'s lines.
  ///
  /// With `graphemeCheckpoints`, the index also keeps grapheme column checkpoints in the lines
  /// longer than 1 KiB, so that a grapheme column query there walks about 1 KiB of clusters at
  /// most instead of the line from its start. Finding them walks those lines' clusters once,
  /// which is far slower than the line search (measured 0.2–0.7 GB/s in long lines of emoji or
  /// of mixed scripts, against 5–20 GB/s), so ask for them only when grapheme columns of long
  /// lines are wanted. Edits keep them.
  ///
  ///     let text = String(repeating: "👩🏽‍🚀", count: 1000)   // one line of 15 000 bytes
  ///     let lines = LineIndex(text, graphemeCheckpoints: true)
  ///     lines.utf8Offset(line: 0, graphemeColumn: 999, in: text)   // 14985, walked from 14490
  ///     // (the last checkpoint: cluster 966, the first boundary 1024 bytes past the one before)
  ///
  /// - Complexity: O(n) in the UTF-8 length, one vectorised pass (and one count of the lines
  ///   longer than 2 KiB); memory 2 bytes a line plus about 60 bytes a chunk, plus 12 bytes per
  ///   2 KiB of the lines longer than 2 KiB. With `graphemeCheckpoints`, also a walk of the
  ///   clusters of the lines longer than 1 KiB, and 8 bytes per 1 KiB of them.
  public init(_ text: some StringProtocol, terminators: LineTerminators = .lsp, graphemeCheckpoints: Bool = false) {
    self.terminators = terminators
    var builder = LineChunkBuilder(firstLine: 0)
    builder.append(0)
    // The lines longer than the shortest checkpoint spacing (with their terminators), as
    // start..<end.
    var longLines: [Range<Int>] = []
    var previous = 0
    let spacing = Self.columnCheckpointSpacing
    let longLine = graphemeCheckpoints ? min(spacing, Self.graphemeCheckpointSpacing) : spacing
    let points: [ColumnPoint]
    let longContents: [Range<Int>]
    (utf8Count, points, longContents) = Self.withUTF8(text) { bytes in
      LineStartScanner(bytes: bytes, terminators: terminators).scan(from: 0, to: bytes.count) {
        if $0 - previous > longLine { longLines.append(previous..<$0) }
        previous = $0
        builder.append($0)
      }
      if bytes.count - previous > longLine { longLines.append(previous..<bytes.count) }
      var points: [ColumnPoint] = []
      var contents: [Range<Int>] = []
      for line in longLines {
        let contentEnd = line.upperBound == bytes.count
          ? line.upperBound : line.upperBound - LineTerminators.terminatorLength(endingAt: line.upperBound, in: bytes)
        ColumnPoint(lineStart: line.lowerBound).appendingPoints(before: contentEnd, spacing: spacing, in: bytes, to: &points)
        contents.append(line.lowerBound..<contentEnd)
      }
      return (bytes.count, points, contents)
    }
    builder.finish()
    chunkStarts = builder.chunkStarts
    chunkFirstLines = builder.chunkFirstLines
    chunks = builder.chunks
    columnCheckpoints = []
    self.graphemeCheckpoints = []
    columnCheckpoints = checkpointsByChunk(points, inChunks: 0..<chunks.count, at: \.utf8Offset) { $0.checkpoint(chunkStart: $1) }
    if graphemeCheckpoints {
      let graphemePoints = Self.graphemePoints(inLines: longContents, of: text)
      self.graphemeCheckpoints = checkpointsByChunk(graphemePoints, inChunks: 0..<chunks.count, at: \.utf8Offset) {
        $0.checkpoint(chunkStart: $1)
      }
    }
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
    let line = Self.firstIndex(in: starts, 1..<starts.count) { Int($0) > distance } - 1
    return (chunkFirstLines[chunk] + line, chunk, chunkStarts[chunk] + Int(starts[line]))
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
    let graphemes = graphemeCheckpoints.reduce(0) {
      $0 + ($1.capacity == 0 ? 0 : headers + $1.capacity * MemoryLayout<GraphemeColumnCheckpoint>.stride)
    }
    return chunkStarts.capacity * 8 + chunkFirstLines.capacity * 8 + chunks.capacity * 8
      + chunks.reduce(0) { $0 + headers + $1.capacity * 2 } + columnCheckpoints.capacity * 8 + checkpoints
      + graphemeCheckpoints.capacity * 8 + graphemes + 4 * headers
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
    Self.firstIndex(in: values, 1..<values.count) { $0 > value } - 1
  }

  /// `points` (ascending, each inside a line of one of `chunkRange`'s chunks, at the UTF-8 offset
  /// `utf8Offset` gives) as those chunks' checkpoints, one array a chunk, each of its exact size
  /// (a grown array's spare capacity would be most of the memory); `checkpoint` makes one from a
  /// point and its chunk's start, `nil` when it does not fit.
  func checkpointsByChunk<Point, Checkpoint>(
    _ points: [Point], inChunks chunkRange: Range<Int>, at utf8Offset: (Point) -> Int,
    _ checkpoint: (Point, Int) -> Checkpoint?
  ) -> [[Checkpoint]] {
    var next = 0
    return chunkRange.map { chunk in
      let start = chunkStarts[chunk]
      let end = chunk + 1 < chunks.count ? chunkStarts[chunk + 1] : Int.max
      let first = next
      while next < points.count, utf8Offset(points[next]) < end { next += 1 }
      var stored: [Checkpoint] = []
      stored.reserveCapacity(next - first)
      for point in points[first..<next] {
        if let made = checkpoint(point, start) { stored.append(made) }
      }
      return stored
    }
  }

  /// The first index of `values[range]` where `isAfter` holds (it holds for every value after
  /// the first that it holds for), or `range.upperBound`.
  ///
  /// A binary search without a branch on the comparisons (a selection the compiler makes a
  /// conditional move): each halving keeps the same number of candidates whichever way it goes,
  /// so a mispredicted branch (half the steps on random queries) costs nothing.
  ///
  /// - Complexity: O(log n), n the range's length.
  @inline(__always)
  static func firstIndex<Value>(in values: [Value], _ range: Range<Int>, where isAfter: (Value) -> Bool) -> Int {
    guard !range.isEmpty else { return range.lowerBound }
    // The answer is in base...base + length.
    var base = range.lowerBound
    var length = range.count
    values.withUnsafeBufferPointer { values in
      while length > 1 {
        let half = length / 2
        base = isAfter(values[base + half]) ? base : base + half
        length -= half
      }
    }
    return isAfter(values[base]) ? base : base + 1
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
