/// `String.Index` forms of the positions the library reports as offsets: each value's position
/// as an index of the text it was found in (a `String`, or a `Substring` whose offsets count
/// from its start; the index is its base's).
///
///     let text = "e\u{301}😀"
///     text[TextPosition(utf8Offset: 3, utf16Offset: 2, scalarOffset: 2).index(in: text)!...]   // "😀"
///
/// Each returns `nil` when the offset is outside `text` (it is not the text the value came from).
/// Complexity: O(1) for native UTF-8 text (the standard library's UTF-8 view steps in O(1)).
extension TextPosition {
  /// The position as an index of `text`, the text it is a position of.
  public func index(in text: some StringProtocol) -> String.Index? {
    UTF8Position.index(utf8Offset: utf8Offset, in: text)
  }
}

extension BoundaryOffsets {
  /// The boundary as an index of `text`, the text it is a boundary of.
  public func index(in text: some StringProtocol) -> String.Index? {
    UTF8Position.index(utf8Offset: utf8Offset, in: text)
  }
}

extension PositionLookup {
  /// The position as an index of `text`, the text that was looked up: the UTF-8 view's index,
  /// or between the two units of a surrogate pair the UTF-16 view's index (what
  /// `String.Index(utf16Offset:in:)` gives there).
  ///
  ///     let text = "a😀"
  ///     let between = OffsetMap(text).position(2, in: .utf16)!.index(in: text)!
  ///     between == String.Index(utf16Offset: 2, in: text)   // true
  public func index(in text: some StringProtocol) -> String.Index? {
    if let utf8Offset { return UTF8Position.index(utf8Offset: utf8Offset, in: text) }
    guard let scalar = containingScalar, let start = UTF8Position.index(utf8Offset: scalar.utf8Offset, in: text)
    else { return nil }
    return text.utf16.index(after: start)
  }
}

extension ScalarDifference {
  /// Where the texts first differ, as an index of `text`, either of the two texts compared.
  public func index(in text: some StringProtocol) -> String.Index? {
    UTF8Position.index(utf8Offset: utf8Offset, in: text)
  }
}

extension ClusterLengths {
  /// Where the cluster first occurs, as an index of `text`, the text whose lengths these are.
  public func firstIndex(in text: some StringProtocol) -> String.Index? {
    UTF8Position.index(utf8Offset: firstUTF8Offset, in: text)
  }

  /// The cluster's first occurrence, as a range of `text`.
  public func firstRange(in text: some StringProtocol) -> Range<String.Index>? {
    UTF8Position.range(utf8Range: firstUTF8Offset..<(firstUTF8Offset + counts.utf8), in: text)
  }
}

extension LineOverLimit {
  /// Where the line starts, as an index of `text`, the whole text that was checked.
  public func index(in text: some StringProtocol) -> String.Index? {
    UTF8Position.index(utf8Offset: utf8Offset, in: text)
  }
}

extension InvalidUTF8Sequence {
  /// Where its first U+FFFD is, as an index of `repaired`, the repaired text (the input itself
  /// has no `String.Index`: it is not well-formed UTF-8).
  public func repairedIndex(in repaired: some StringProtocol) -> String.Index? {
    UTF8Position.index(utf8Offset: repairedUTF8Offset, in: repaired)
  }
}

extension EscapeError {
  /// Where the escape starts, as an index of `escaped`, the text that was decoded.
  public func index(in escaped: some StringProtocol) -> String.Index? {
    UTF8Position.index(utf8Offset: utf8Offset, in: escaped)
  }
}

extension InvalidInputSequence {
  /// Where its first U+FFFD is, as an index of `repaired`, the decoded and repaired text.
  public func repairedIndex(in repaired: some StringProtocol) -> String.Index? {
    UTF8Position.index(utf8Offset: repairedUTF8Offset, in: repaired)
  }
}
