/// A text cut as a stream hands it over: pieces of `size` scalars, then what is left, which may
/// be empty (a stream must take an empty piece too).
///
///     ScalarChunks.of("Poke\u{301}mon", size: 3)  // ["Pok", "e\u{301}m", "on"]
///     ScalarChunks.of("abc", size: 3)              // ["abc", ""]
public enum ScalarChunks {
  /// The pieces of `text`, each `size` scalars but the last.
  ///
  /// - Complexity: O(n) in the text's scalars.
  public static func of(_ text: String, size: Int) -> [String] {
    var pieces: [String] = []
    var chunk = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      chunk.append(scalar)
      if chunk.count == size {
        pieces.append(String(chunk))
        chunk = String.UnicodeScalarView()
      }
    }
    pieces.append(String(chunk))
    return pieces
  }
}
