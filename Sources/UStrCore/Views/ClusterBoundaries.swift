/// The grapheme cluster boundaries of a string, walked forward from a known boundary: the
/// standard library's clusters, found by ustr's scanner (break classes and the UAX #29 rules
/// over the UTF-8, eight ASCII bytes a step) instead of `String.index(after:)`.
///
///     let text = "ab👩‍👩‍👧e\u{301}"
///     var ranges: [Range<Int>] = []
///     ClusterBoundaries.walk(text, fromUTF8Offset: 2) { utf8Range in
///       ranges.append(utf8Range)
///       return true
///     }
///     // ranges: [2..<20 (the family), 20..<23 (e and U+0301)]
///
/// Start at a boundary (the text's start, or an offset a walk or `String.Index` reported): the
/// clusters after a boundary do not depend on the text before it, which is what lets an editor
/// re-walk only the text near an edit.
public enum ClusterBoundaries {
  /// Hands `body` the UTF-8 range of each cluster from `utf8Offset`, a cluster boundary of
  /// `text`, until `body` returns `false` or the text ends. A `Substring`'s offsets count from
  /// its own start, and it is walked without copying.
  ///
  /// - Complexity: O(k) in the bytes walked (plus one copy of `text` when it is not contiguous
  ///   UTF-8, as a bridged string may be).
  public static func walk(
    _ text: some StringProtocol, fromUTF8Offset utf8Offset: Int, _ body: (_ utf8Range: Range<Int>) -> Bool
  ) {
    ClusterScanner.scanning(anyText: text) { scanner in
      var start = utf8Offset
      while start < scanner.bytes.count {
        let end = scanner.boundary(after: start)
        guard body(start..<end) else { return }
        start = end
      }
    }
  }

  /// Hands `body` the range of each cluster from `index`, a cluster boundary of `text`, until
  /// `body` returns `false` or the text ends: the same clusters as
  /// ``walk(_:fromUTF8Offset:_:)`` from `index`'s UTF-8 offset, as indices of `text`.
  ///
  ///     let text = "ab👩‍👩‍👧e\u{301}"[...].dropFirst()   // a Substring from "b"
  ///     var clusters: [Substring] = []
  ///     ClusterBoundaries.walk(text, from: text.startIndex) { range in
  ///       clusters.append(text[range])
  ///       return true
  ///     }
  ///     // clusters: ["b", "👩‍👩‍👧", "é"]
  ///
  /// - Precondition: `index` is a position of `text`'s UTF-8 (in `startIndex...endIndex`, not
  ///   between the halves of a surrogate pair).
  /// - Complexity: as ``walk(_:fromUTF8Offset:_:)``; each index is O(1) for native UTF-8 text.
  public static func walk(
    _ text: some StringProtocol, from index: String.Index, _ body: (_ range: Range<String.Index>) -> Bool
  ) {
    guard let utf8Offset = UTF8Position.utf8Offset(of: index, in: text) else {
      preconditionFailure("ClusterBoundaries.walk: \(index) is no UTF-8 position of the text")
    }
    let utf8 = text.utf8
    var lower = utf8.index(utf8.startIndex, offsetBy: utf8Offset)
    walk(text, fromUTF8Offset: utf8Offset) { utf8Range in
      let upper = utf8.index(lower, offsetBy: utf8Range.count)
      defer { lower = upper }
      return body(lower..<upper)
    }
  }
}
