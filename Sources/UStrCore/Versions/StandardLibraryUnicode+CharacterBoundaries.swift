extension StandardLibraryUnicode {
  /// The boundaries between the standard library's `Character`s in `text`, both ends included
  /// (`[.zero]` for ""), at the standard library's Unicode version (`version`).
  ///
  ///     // "e\u{301}😀" = U+0065 U+0301 U+1F600
  ///     StandardLibraryUnicode.characterBoundaries(in: "e\u{301}😀").map(\.utf16Offset)  // [0, 2, 4]
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  public static func characterBoundaries(in text: String) -> [TextPosition] {
    var boundaries: [TextPosition] = [.zero]
    var position = TextPosition.zero
    for character in text {
      for scalar in character.unicodeScalars { position = position.advanced(past: scalar) }
      boundaries.append(position)
    }
    return boundaries
  }
}
