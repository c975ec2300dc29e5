/// Conversions between a UTF-8 offset counted from the start of a text (a `String`, or a
/// `Substring` counted from its own start) and a `String.Index` of that text: what every
/// `String.Index` form of an integer API is built on.
enum UTF8Position {
  /// The index `utf8Offset` bytes from `text`'s start, or `nil` when the offset is outside
  /// `0...utf8.count`. The offset may fall inside a scalar (a UTF-8 view index).
  ///
  /// - Complexity: O(1) for native UTF-8 text.
  static func index(utf8Offset: Int, in text: some StringProtocol) -> String.Index? {
    guard utf8Offset >= 0 else { return nil }
    let utf8 = text.utf8
    return utf8.index(utf8.startIndex, offsetBy: utf8Offset, limitedBy: utf8.endIndex)
  }

  /// The UTF-8 offset of `index` from `text`'s start, or `nil` when `index` is outside
  /// `startIndex...endIndex` or is no position of the UTF-8 view (the index of a trailing
  /// surrogate, from the UTF-16 view, lies inside a scalar's bytes).
  ///
  /// - Complexity: O(1) for native UTF-8 text.
  static func utf8Offset(of index: String.Index, in text: some StringProtocol) -> Int? {
    let utf8 = text.utf8
    guard index >= utf8.startIndex, index <= utf8.endIndex else { return nil }
    let offset = utf8.distance(from: utf8.startIndex, to: index)
    // A UTF-16 index between the units of a surrogate pair orders after the scalar's first
    // byte but is no byte position: stepping back to the offset does not give it back.
    return utf8.index(utf8.startIndex, offsetBy: offset) == index ? offset : nil
  }

  /// `range`'s UTF-8 offsets in `text`, or `nil` when either bound is not a UTF-8 position.
  static func utf8Range(of range: Range<String.Index>, in text: some StringProtocol) -> Range<Int>? {
    guard let lower = utf8Offset(of: range.lowerBound, in: text), let upper = utf8Offset(of: range.upperBound, in: text)
    else { return nil }
    return lower..<upper
  }

  /// The indices of the UTF-8 offsets `range` of `text`, or `nil` when either is out of range.
  static func range(utf8Range range: Range<Int>, in text: some StringProtocol) -> Range<String.Index>? {
    guard let lower = index(utf8Offset: range.lowerBound, in: text), let upper = index(utf8Offset: range.upperBound, in: text)
    else { return nil }
    return lower..<upper
  }
}
