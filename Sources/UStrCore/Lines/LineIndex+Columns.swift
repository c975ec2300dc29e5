extension LineIndex {
  /// The UTF-8 offset of the position `column` units of `unit` into line `line` of `text`.
  ///
  ///     let text = "ab\n👍🏽!"   // line 1: U+1F44D U+1F3FD U+0021
  ///     let lines = LineIndex(text)
  ///     lines.utf8Offset(line: 1, column: 4, unit: .utf16, in: text)     // 11, before "!"
  ///     lines.utf8Offset(line: 1, column: 1, unit: .grapheme, in: text)  // 11
  ///     lines.utf8Offset(line: 1, column: 1, unit: .utf16, in: text)     // nil: between surrogates
  ///     lines.utf8Offset(line: 1, column: 9, unit: .scalar, in: text)    // 12, clamped
  ///
  /// Returns `nil` when `line` is outside `0..<lineCount`, `column` is negative, the column falls
  /// inside a scalar (a UTF-8 column inside its bytes, a UTF-16 one between the units of a
  /// surrogate pair) or inside a grapheme cluster, or it is past the line's end and
  /// `pastLineEnd` is `.refuse`. A line's end is the end of its content: the terminator is no
  /// column. Grapheme clusters are the Swift standard library's (Unicode 17.0); no cluster spans
  /// a terminator.
  ///
  /// - Precondition: `text` is the text the index describes.
  /// - Complexity: O(log c) to find the line (c chunks). Then for UTF-16 and scalar columns
  ///   O(min(m, 2 KiB)), m the UTF-8 length of the line up to the column: the walk starts at the
  ///   line's last column checkpoint before the column (64 bytes a step while far from it, then 8);
  ///   for grapheme columns O(m), from the line's start, or O(min(m, 1 KiB)) (plus a cluster) in
  ///   an index that keeps grapheme checkpoints (``keepsGraphemeCheckpoints``).
  @inlinable
  public func utf8Offset(
    line: Int, column: Int, unit: TextView, in text: some StringProtocol, pastLineEnd: ColumnOverflow = .clamp
  ) -> Int? {
    // Inlined so that the caller's compiler reads a `String`'s or `Substring`'s UTF-8 in place,
    // without the generic path's cost (about 300 ns a call, measured in Benchmarks/).
    if unit != .grapheme,
      let offset = text.utf8.withContiguousStorageIfAvailable({
        codeUnitColumnOffset(line: line, column: column, unit: unit, in: UnsafeRawBufferPointer($0), pastLineEnd: pastLineEnd)
      })
    {
      return offset
    }
    return columnOffset(line: line, column: column, unit: unit, in: text, pastLineEnd: pastLineEnd)
  }

  /// ``utf8Offset(line:column:unit:in:pastLineEnd:)`` for any text and unit (a copy of a text
  /// that is not contiguous UTF-8).
  @usableFromInline
  func columnOffset(
    line: Int, column: Int, unit: TextView, in text: some StringProtocol, pastLineEnd: ColumnOverflow
  ) -> Int? {
    guard unit == .grapheme else {
      return withBytes(of: text) {
        codeUnitColumnOffset(line: line, column: column, unit: unit, in: $0, pastLineEnd: pastLineEnd)
      }
    }
    guard column >= 0, let (chunk, range) = location(ofLine: line) else { return nil }
    let search: ColumnSearch = withBytes(of: text) { bytes in
      let content = contentRange(ofLine: line, range, in: bytes)
      let start = graphemePoint(inLineAt: content.lowerBound, chunk: chunk, atOrBefore: content.upperBound, column: column)
      return ClusterScanner.scanning(anyText: text) { Self.clusterSearch($0, content, from: start, column: column) }
    }
    return search.utf8Offset(pastLineEnd: pastLineEnd)
  }

  /// ``utf8Offset(line:column:unit:in:pastLineEnd:)`` for a code-unit view, over the text's
  /// UTF-8 `bytes`.
  @usableFromInline
  func codeUnitColumnOffset(
    line: Int, column: Int, unit: TextView, in bytes: UnsafeRawBufferPointer, pastLineEnd: ColumnOverflow
  ) -> Int? {
    checkUTF8Count(of: bytes)
    guard column >= 0, let (chunk, range) = location(ofLine: line) else { return nil }
    let content = contentRange(ofLine: line, range, in: bytes)
    let search: ColumnSearch
    switch unit {
    case .utf8:
      let offset = content.lowerBound + column
      if offset > content.upperBound {
        search = .pastEnd(content.upperBound)
      } else {
        search = offset < bytes.count && bytes[offset] & 0xC0 == 0x80 ? .inside : .exact(offset)
      }
    case .utf16, .scalar:
      let countsSurrogates = unit == .utf16
      // From the last checkpoint of the line at or before the column, if any.
      var start = (utf8Offset: content.lowerBound, column: 0)
      var density: (bytes: Int, units: Int)?
      let checkpoints = columnCheckpoints[chunk]
      if !checkpoints.isEmpty {
        let lineDistance = content.lowerBound - chunkStarts[chunk]
        let contentDistance = content.upperBound - chunkStarts[chunk]
        // One search: the checkpoints of lines before this one come first, those past its
        // content after, and its own columns grow.
        let after = Self.firstIndex(in: checkpoints, 0..<checkpoints.count) {
          Int($0.utf8Distance) >= contentDistance
            || (Int($0.utf8Distance) > lineDistance && $0.column(countsSurrogates: countsSurrogates) > column)
        }
        if after > 0, Int(checkpoints[after - 1].utf8Distance) > lineDistance {
          let checkpoint = checkpoints[after - 1]
          start = (chunkStarts[chunk] + Int(checkpoint.utf8Distance), checkpoint.column(countsSurrogates: countsSurrogates))
          // The line's bytes a unit so far, to guess how far the column is.
          density = (Int(checkpoint.utf8Distance) - lineDistance, start.column)
        }
      }
      search = Self.codeUnitSearch(
        in: bytes, content, from: start, column: column, countsSurrogates: countsSurrogates, density: density)
    case .grapheme:
      preconditionFailure("LineIndex.codeUnitColumnOffset: graphemes are no code-unit view")
    }
    return search.utf8Offset(pastLineEnd: pastLineEnd)
  }

  /// The UTF-8 offset of `utf8Column` bytes into line `line`; see
  /// ``utf8Offset(line:column:unit:in:pastLineEnd:)``.
  @inlinable
  public func utf8Offset(line: Int, utf8Column: Int, in text: some StringProtocol, pastLineEnd: ColumnOverflow = .clamp) -> Int? {
    utf8Offset(line: line, column: utf8Column, unit: .utf8, in: text, pastLineEnd: pastLineEnd)
  }

  /// The UTF-8 offset of `utf16Column` UTF-16 code units into line `line` (LSP's default
  /// `positionEncoding`); see ``utf8Offset(line:column:unit:in:pastLineEnd:)``.
  @inlinable
  public func utf8Offset(line: Int, utf16Column: Int, in text: some StringProtocol, pastLineEnd: ColumnOverflow = .clamp) -> Int? {
    utf8Offset(line: line, column: utf16Column, unit: .utf16, in: text, pastLineEnd: pastLineEnd)
  }

  /// The UTF-8 offset of `scalarColumn` scalars into line `line` (LSP's `utf-32`); see
  /// ``utf8Offset(line:column:unit:in:pastLineEnd:)``.
  @inlinable
  public func utf8Offset(line: Int, scalarColumn: Int, in text: some StringProtocol, pastLineEnd: ColumnOverflow = .clamp) -> Int? {
    utf8Offset(line: line, column: scalarColumn, unit: .scalar, in: text, pastLineEnd: pastLineEnd)
  }

  /// The UTF-8 offset of `graphemeColumn` grapheme clusters into line `line`; see
  /// ``utf8Offset(line:column:unit:in:pastLineEnd:)``.
  @inlinable
  public func utf8Offset(line: Int, graphemeColumn: Int, in text: some StringProtocol, pastLineEnd: ColumnOverflow = .clamp) -> Int? {
    utf8Offset(line: line, column: graphemeColumn, unit: .grapheme, in: text, pastLineEnd: pastLineEnd)
  }

  /// The index of the position `column` units of `unit` into line `line` of `text`, or `nil` as
  /// ``utf8Offset(line:column:unit:in:pastLineEnd:)`` returns `nil`.
  ///
  ///     let text = "ab\ncd"
  ///     text[LineIndex(text).index(line: 1, column: 1, unit: .utf16, in: text)!]   // "d"
  ///
  /// - Complexity: as ``utf8Offset(line:column:unit:in:pastLineEnd:)``.
  public func index(
    line: Int, column: Int, unit: TextView, in text: some StringProtocol, pastLineEnd: ColumnOverflow = .clamp
  ) -> String.Index? {
    utf8Offset(line: line, column: column, unit: unit, in: text, pastLineEnd: pastLineEnd).map {
      text.utf8.index(text.utf8.startIndex, offsetBy: $0)
    }
  }

  /// The line and the `unit` column of the position `utf8Offset` in `text`.
  ///
  ///     let text = "ab\n👍🏽!"
  ///     LineIndex(text).column(utf8Offset: 11, unit: .utf16, in: text)     // (1, 4)
  ///     LineIndex(text).column(utf8Offset: 7, unit: .grapheme, in: text)   // nil: inside 👍🏽
  ///
  /// Returns `nil` when `utf8Offset` is outside `0...utf8Count`, or is not a boundary of `unit`
  /// (inside a scalar's bytes; for `.grapheme`, inside a cluster). A position between CR and LF
  /// is one column past its line's end in the code-unit views, and inside the CR LF cluster.
  ///
  /// - Precondition: `text` is the text the index describes.
  /// - Complexity: O(log l) to find the line (l lines). Then for UTF-16 and scalar columns
  ///   O(min(m, 2 KiB)), m the UTF-8 length from the line's start to the position, counted from the
  ///   line's last column checkpoint before it (64 bytes a step); for grapheme columns O(m), or
  ///   O(min(m, 1 KiB)) (plus a cluster) in an index that keeps grapheme checkpoints.
  @inlinable
  public func column(utf8Offset: Int, unit: TextView, in text: some StringProtocol) -> (line: Int, column: Int)? {
    // Inlined for the same reason as utf8Offset(line:column:unit:in:pastLineEnd:).
    if unit != .grapheme,
      let found = text.utf8.withContiguousStorageIfAvailable({
        codeUnitColumn(utf8Offset: utf8Offset, unit: unit, in: UnsafeRawBufferPointer($0))
      })
    {
      return found
    }
    return columnReading(utf8Offset: utf8Offset, unit: unit, in: text)
  }

  /// ``column(utf8Offset:unit:in:)`` for any text and unit (a copy of a text that is not
  /// contiguous UTF-8).
  @usableFromInline
  func columnReading(utf8Offset: Int, unit: TextView, in text: some StringProtocol) -> (line: Int, column: Int)? {
    guard unit == .grapheme else { return withBytes(of: text) { codeUnitColumn(utf8Offset: utf8Offset, unit: unit, in: $0) } }
    guard let (line, chunk, lineStart) = location(containingUTF8Offset: utf8Offset) else { return nil }
    let column: Int? = withBytes(of: text) { bytes in
      if utf8Offset < bytes.count, bytes[utf8Offset] & 0xC0 == 0x80 { return nil }
      let start = graphemePoint(inLineAt: lineStart, chunk: chunk, atOrBefore: utf8Offset)
      return ClusterScanner.scanning(anyText: text) { scanner in
        let cluster = scanner.cluster(containingUTF8Offset: utf8Offset, from: start.utf8Offset, graphemeOffset: start.graphemeColumn)
        return cluster.utf8Range.lowerBound == utf8Offset ? cluster.graphemeOffset : nil
      }
    }
    return column.map { (line, $0) }
  }

  /// ``column(utf8Offset:unit:in:)`` for a code-unit view, over the text's UTF-8 `bytes`.
  @usableFromInline
  func codeUnitColumn(utf8Offset: Int, unit: TextView, in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int)? {
    checkUTF8Count(of: bytes)
    guard let (line, chunk, start) = location(containingUTF8Offset: utf8Offset) else { return nil }
    if utf8Offset < bytes.count, bytes[utf8Offset] & 0xC0 == 0x80 {
      return unit == .utf8 ? (line, utf8Offset - start) : nil
    }
    switch unit {
    case .utf8: return (line, utf8Offset - start)
    case .utf16, .scalar:
      let point = columnPoint(atOrBefore: utf8Offset, lineStart: start, chunk: chunk).advanced(to: utf8Offset, in: bytes)
      return (line, unit == .scalar ? point.scalarColumn : point.utf16Column)
    case .grapheme: preconditionFailure("LineIndex.codeUnitColumn: graphemes are no code-unit view")
    }
  }

  /// The last column checkpoint at or before `utf8Offset` in the line that starts at
  /// `lineStart` in chunk `chunk` (and holds `utf8Offset`), or the line's start.
  ///
  /// - Complexity: O(log k), k the checkpoints of the chunk.
  func columnPoint(atOrBefore utf8Offset: Int, lineStart: Int, chunk: Int) -> ColumnPoint {
    let checkpoints = columnCheckpoints[chunk]
    guard !checkpoints.isEmpty else { return ColumnPoint(lineStart: lineStart) }
    let chunkStart = chunkStarts[chunk]
    let after = Self.firstIndex(in: checkpoints, 0..<checkpoints.count) { chunkStart + Int($0.utf8Distance) > utf8Offset }
    // The checkpoint before is this line's when it lies past the line's start.
    guard after > 0, chunkStart + Int(checkpoints[after - 1].utf8Distance) > lineStart else {
      return ColumnPoint(lineStart: lineStart)
    }
    return ColumnPoint(checkpoints[after - 1], chunkStart: chunkStart)
  }

  /// The line of the position `utf8Offset` and its column in every view (`nil` in a view where
  /// it is not a boundary), or `nil` when `utf8Offset` is outside `0...utf8Count`.
  ///
  ///     let text = "ab\n👍🏽!"
  ///     LineIndex(text).lineColumns(utf8Offset: 11, in: text)
  ///     // (line: 1, columns: utf8 8, utf16 4, scalar 2, grapheme 1)
  ///
  /// - Precondition: `text` is the text the index describes.
  /// - Complexity: as ``column(utf8Offset:unit:in:)`` for each view.
  public func lineColumns(utf8Offset: Int, in text: some StringProtocol) -> (line: Int, columns: LineColumns)? {
    guard let (line, utf8Column) = column(utf8Offset: utf8Offset, unit: .utf8, in: text) else { return nil }
    return (
      line,
      LineColumns(
        utf8: utf8Column, utf16: column(utf8Offset: utf8Offset, unit: .utf16, in: text)?.column,
        scalar: column(utf8Offset: utf8Offset, unit: .scalar, in: text)?.column,
        grapheme: column(utf8Offset: utf8Offset, unit: .grapheme, in: text)?.column)
    )
  }
}

extension LineIndex {
  /// Walks `content` from `start` (a scalar boundary in it, `start.column` units past the line's
  /// start) to column `column` in UTF-16 units (`countsSurrogates`) or scalars.
  ///
  /// While the column is 16 units or more ahead, spans of bytes guessed to hold seven eighths of
  /// the units left are counted at once (64 bytes a step, vectorised), so that a walk of 2 KiB
  /// takes a few counts. Then eight bytes a step while the scalars that start in them fit in the
  /// column (their count is the bytes that are no continuation byte, plus one for each 4-byte
  /// leader in UTF-16), then a scalar at a time.
  static func codeUnitSearch(
    in bytes: UnsafeRawBufferPointer, _ content: Range<Int>, from start: (utf8Offset: Int, column: Int), column: Int,
    countsSurrogates: Bool, density: (bytes: Int, units: Int)? = nil
  ) -> ColumnSearch {
    var position = start.utf8Offset
    var count = start.column
    /// The units that start in the `span` bytes from `position`.
    func units(in span: Int) -> Int {
      let point = ColumnPoint(utf8Offset: position, scalarColumn: 0, utf16Column: 0).advanced(to: position + span, in: bytes)
      return countsSurrogates ? point.utf16Column : point.scalarColumn
    }
    // Guesses, each aiming at seven eighths of the units left, at the bytes a unit seen so far
    // (the line's `density` before the checkpoint, then the last span's), and never short of a
    // safe span, the units left minus one in bytes (at most `span` units start in `span` bytes,
    // one more when the last is a 4-byte leader whose pair counts 2). A guess that does not pass
    // the column is kept, which leaves about an eighth to go; one that passes it is dropped for
    // the safe span.
    var bytesPerUnit = density.map { Double($0.bytes) / Double(max(1, $0.units)) } ?? 1
    while column - count >= 16 {
      let remaining = content.upperBound - position
      // No more units than bytes are left in the line (the column may be far past its end).
      let left = Double(min(column - count, remaining))
      let span = Int(min(Double(remaining), max(left - 1, left * bytesPerUnit * 0.875))) & ~7
      guard span >= 32 else { break }
      let found = units(in: span)
      if count + found > column {
        bytesPerUnit = 1
        continue
      }
      count += found
      position += span
      bytesPerUnit = Double(span) / Double(max(1, found))
    }
    let highBits: UInt64 = 0x8080_8080_8080_8080
    while content.upperBound - position >= 8 {
      let word = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)
      var units = 8
      if word & highBits != 0 {
        // Bit 7 of each byte: 10xxxxxx (continuation), 1111xxxx (4-byte leader).
        // Counted by one multiplication that sums the bytes' bits into the top byte (a
        // population count is a dozen instructions on the baseline x86-64 Swift builds for).
        units -= Self.countHighBits(word & ~(word << 1) & highBits)
        if countsSurrogates { units += Self.countHighBits(word & (word << 1) & (word << 2) & (word << 3) & highBits) }
      }
      guard count + units <= column else { break }
      count += units
      position += 8
    }
    // The scalars counted so far may end past the last step: their continuation bytes.
    while position < content.upperBound, bytes[position] & 0xC0 == 0x80 { position += 1 }
    while count < column, position < content.upperBound {
      let width = UTF8.scalarWidth(lead: bytes[position])
      let units = countsSurrogates && width == 4 ? 2 : 1
      if count + units > column { return .inside }
      count += units
      position += width
    }
    return count < column ? .pastEnd(content.upperBound) : .exact(position)
  }

  /// The number of bytes of `bits` whose bit 7 is set (its other bits clear).
  @inline(__always)
  static func countHighBits(_ bits: UInt64) -> Int {
    Int(truncatingIfNeeded: ((bits >> 7) &* 0x0101_0101_0101_0101) >> 56)
  }

  /// Walks `content` from `start` (a cluster boundary in it, with its column) to grapheme
  /// column `column`.
  static func clusterSearch(_ scanner: ClusterScanner, _ content: Range<Int>, from start: GraphemePoint, column: Int) -> ColumnSearch {
    var cursor = ClusterScanner.Cursor(position: start.utf8Offset)
    var count = start.graphemeColumn
    while count < column, cursor.position < content.upperBound {
      if column - count >= 8, content.upperBound - cursor.position >= 8, cursor.skipASCIIRun(in: scanner) {
        count += 8
      } else {
        cursor.advance(in: scanner)
        count += 1
      }
    }
    return count < column ? .pastEnd(content.upperBound) : .exact(cursor.position)
  }
}
