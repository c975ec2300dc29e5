extension UTF8CodeUnitCounts {
  /// Counts the views of `text`'s UTF-8.
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  public init(of text: Substring) {
    if let counts = text.utf8.withContiguousStorageIfAvailable(UTF8CodeUnitCounts.init(validUTF8:))
    {
      self = counts
    } else {
      self.init(of: String(text))
    }
  }

  /// The count in `view`, or `nil` for `.grapheme`, which bytes alone cannot tell.
  public subscript(view: TextView) -> Int? {
    switch view {
    case .utf8: utf8
    case .utf16: utf16
    case .scalar: scalars
    case .grapheme: nil
    }
  }
}
