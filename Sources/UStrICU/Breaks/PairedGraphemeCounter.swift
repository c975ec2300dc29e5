import UStrCore

/// The standard library's grapheme clusters of each window and ICU's of the whole text, counted
/// in one walk (``GraphemePairCounter``): what a streamed report that lists no more clusters
/// needs, at the cost of one of the two counts. ICU's count is exactly
/// ``ICUGraphemeCounter``'s; ICU sees only the stretches where its Unicode version may cut
/// otherwise than the standard library's, and of those all but the inside of ASCII runs.
///
///     var counter = try PairedGraphemeCounter()!
///     let swiftClusters = try counter.append(window: "Poke\u{301}mon", countsSwift: true)  // 7
///     let icuClusters = try counter.finish()  // 7
///
/// - Complexity: O(n) in the text's UTF-8 length.
package struct PairedGraphemeCounter {
  /// The stretches the walk leaves to ICU go through this counter (without a reference: the
  /// walk is the reference).
  var icu: ICUGraphemeCounter
  var walk: GraphemePairCounter

  /// A counter for the standard library's and ICU's Unicode versions, or `nil` when the
  /// reference has no table for one of them.
  ///
  /// - Throws: `ICUError` when ICU cannot open a character break iterator.
  package init?() throws(ICUError) {
    guard let pair = GraphemeEnginePair(primary: StandardLibraryUnicode.version, secondary: ICU.unicodeVersion)
    else { return nil }
    icu = try ICUGraphemeCounter(withoutReference: ())
    walk = GraphemePairCounter(pair: pair)
  }

  /// Counts the next window of text (whole clusters of the standard library's) and returns the
  /// standard library's clusters in it, or 0 when `countsSwift` is false (the caller counts
  /// them).
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(m) in the window's UTF-8 length.
  package mutating func append(window utf8: UnsafeBufferPointer<UInt8>, countsSwift: Bool) throws(ICUError) -> Int {
    var icu = self.icu
    defer { self.icu = icu }
    return try walk.append(window: utf8, countsPrimary: countsSwift) { (stretch, isEnd) throws(ICUError) in
      try icu.measure(stretch, isEnd: isEnd)
    }
  }

  /// Ends the text and returns ICU's clusters in it.
  ///
  /// - Throws: `ICUError` when ICU fails.
  package mutating func finish() throws(ICUError) -> Int {
    var icu = self.icu
    defer { self.icu = icu }
    let count = try walk.finish { (stretch, isEnd) throws(ICUError) in try icu.measure(stretch, isEnd: isEnd) }
    return try count + icu.finish()
  }
}
