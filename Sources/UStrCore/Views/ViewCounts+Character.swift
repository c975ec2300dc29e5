extension ViewCounts {
  /// Counts one grapheme cluster in all four views (`graphemes` is 1).
  ///
  ///     ViewCounts(of: "👍🏽" as Character)  // graphemes 1, scalars 2, utf16 4, utf8 8
  ///
  /// - Complexity: O(n) in the cluster's scalars.
  public init(of character: Character) {
    var scalars = 0
    var utf16 = 0
    var utf8 = 0
    for scalar in character.unicodeScalars {
      scalars += 1
      utf16 += UTF16.width(scalar)
      utf8 += UTF8.width(scalar)
    }
    self.init(graphemes: 1, scalars: scalars, utf16: utf16, utf8: utf8)
  }

  /// Adds `other`'s counts to these, view by view.
  mutating func add(_ other: ViewCounts) {
    graphemes += other.graphemes
    scalars += other.scalars
    utf16 += other.utf16
    utf8 += other.utf8
  }
}
