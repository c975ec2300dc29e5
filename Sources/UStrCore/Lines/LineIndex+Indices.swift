/// `String.Index` forms of ``LineIndex``'s UTF-8 offset functions: the same answers, as indices
/// of the text the index describes (a `String`, or a `Substring` whose offsets count from its
/// start; its indices are its base's).
extension LineIndex {
  /// The index where line `line` starts, or `nil` when `line` is outside `0..<lineCount`.
  ///
  ///     let text = "ab\ncd"
  ///     text[LineIndex(text).index(ofLine: 1, in: text)!...]   // "cd"
  ///
  /// - Precondition: `text` is the text the index describes.
  /// - Complexity: as ``utf8Offset(ofLine:)``.
  public func index(ofLine line: Int, in text: some StringProtocol) -> String.Index? {
    utf8Offset(ofLine: line).flatMap { UTF8Position.index(utf8Offset: $0, in: text) }
  }

  /// The line that holds the position `index`, as ``line(containingUTF8Offset:)`` answers for
  /// its offset; `nil` when `index` is outside `text` or is no UTF-8 position of it (the index
  /// of a trailing surrogate).
  ///
  ///     let text = "ab\ncd"
  ///     LineIndex(text).line(containing: text.firstIndex(of: "d")!, in: text)   // 1
  ///
  /// - Precondition: `text` is the text the index describes.
  /// - Complexity: as ``line(containingUTF8Offset:)``.
  public func line(containing index: String.Index, in text: some StringProtocol) -> Int? {
    UTF8Position.utf8Offset(of: index, in: text).flatMap { line(containingUTF8Offset: $0) }
  }

  /// The range of line `line` with its terminator, or `nil` when `line` is outside
  /// `0..<lineCount`.
  ///
  ///     let text = "ab\r\ncd"
  ///     text[LineIndex(text).rangeWithTerminator(ofLine: 0, in: text)!]   // "ab\r\n"
  ///
  /// - Precondition: `text` is the text the index describes.
  /// - Complexity: as ``utf8RangeWithTerminator(ofLine:)``.
  public func rangeWithTerminator(ofLine line: Int, in text: some StringProtocol) -> Range<String.Index>? {
    utf8RangeWithTerminator(ofLine: line).flatMap { UTF8Position.range(utf8Range: $0, in: text) }
  }

  /// The range of line `line`'s content, without its terminator, or `nil` when `line` is
  /// outside `0..<lineCount`.
  ///
  ///     let text = "ab\r\ncd"
  ///     text[LineIndex(text).range(ofLine: 0, in: text)!]   // "ab"
  ///
  /// - Precondition: `text` is the text the index describes.
  /// - Complexity: as ``utf8Range(ofLine:in:)``.
  public func range(ofLine line: Int, in text: some StringProtocol) -> Range<String.Index>? {
    utf8Range(ofLine: line, in: text).flatMap { UTF8Position.range(utf8Range: $0, in: text) }
  }

  /// The line and the `unit` column of the position `index`, as
  /// ``column(utf8Offset:unit:in:)`` answers for its offset; `nil` also when `index` is outside
  /// `text` or no UTF-8 position of it.
  ///
  ///     let text = "ab\n👍🏽!"
  ///     LineIndex(text).column(of: text.firstIndex(of: "!")!, unit: .utf16, in: text)   // (1, 4)
  ///
  /// - Precondition: `text` is the text the index describes.
  /// - Complexity: as ``column(utf8Offset:unit:in:)``.
  public func column(of index: String.Index, unit: TextView, in text: some StringProtocol) -> (line: Int, column: Int)? {
    UTF8Position.utf8Offset(of: index, in: text).flatMap { column(utf8Offset: $0, unit: unit, in: text) }
  }

  /// The line of the position `index` and its column in every view, as
  /// ``lineColumns(utf8Offset:in:)`` answers for its offset; `nil` also when `index` is outside
  /// `text` or no UTF-8 position of it.
  ///
  /// - Precondition: `text` is the text the index describes.
  /// - Complexity: as ``lineColumns(utf8Offset:in:)``.
  public func lineColumns(of index: String.Index, in text: some StringProtocol) -> (line: Int, columns: LineColumns)? {
    UTF8Position.utf8Offset(of: index, in: text).flatMap { lineColumns(utf8Offset: $0, in: text) }
  }

  /// Replaces `range` of `text` with `replacement` and updates the index to match, as
  /// `replaceSubrange(_:with:in:)` does for the range's UTF-8 offsets.
  ///
  ///     var text = "ab\ncd"
  ///     var lines = LineIndex(text)
  ///     lines.replaceSubrange(text.firstIndex(of: "\n")!..<text.endIndex, with: "\r", in: &text)
  ///     lines.lineStarts   // [0, 3]
  ///
  /// - Precondition: `text` is the text the index describes; `range`'s bounds are scalar
  ///   boundaries of it.
  /// - Complexity: as the offset form.
  public mutating func replaceSubrange(_ range: Range<String.Index>, with replacement: String, in text: inout String) {
    guard let utf8Range = UTF8Position.utf8Range(of: range, in: text) else {
      preconditionFailure("LineIndex.replaceSubrange: \(range) is not a range of the text's UTF-8")
    }
    replaceSubrange(utf8Range, with: replacement, in: &text)
  }
}
