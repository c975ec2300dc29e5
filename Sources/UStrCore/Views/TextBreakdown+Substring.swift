extension TextBreakdown {
  /// Takes `text`, a substring, apart as ``init(of:graphemeLimit:startingAt:)`` takes a string
  /// apart, with offsets counted from the substring's start, without copying it (when its base
  /// is native UTF-8). The substring's bounds are cluster boundaries, as the standard library's
  /// `Substring` treats them.
  ///
  ///     let text = "ab\nPoke\u{301}mon"
  ///     let line = text[text.index(text.startIndex, offsetBy: 3)...]
  ///     TextBreakdown(of: line).graphemes[3].utf8Range   // 3..<6: e + U+0301
  ///
  /// - Parameters:
  ///   - text: The substring.
  ///   - graphemeLimit: The most clusters to materialize; the rest are only counted.
  /// - Complexity: O(n) in the substring's UTF-8 length.
  public init(of text: Substring, graphemeLimit: Int? = nil) {
    var graphemes: [GraphemeCluster] = []
    var position = ViewCounts.zero
    let limit = graphemeLimit ?? .max
    for character in text {
      guard graphemes.count < limit else { break }
      let cluster = GraphemeCluster(character, at: position)
      position = ViewCounts(
        graphemes: position.graphemes + 1, scalars: cluster.scalarRange.upperBound,
        utf16: cluster.utf16Range.upperBound, utf8: cluster.utf8Range.upperBound)
      graphemes.append(cluster)
    }
    let utf8 = text.utf8
    let rest = text[utf8.index(utf8.startIndex, offsetBy: position.utf8)...]
    self.graphemes = graphemes
    counts = rest.isEmpty ? position : position + ViewCounts(of: rest)
  }
}

extension GraphemeCluster {
  /// `character` with its place in every view, starting at `position`. Its ``scalars`` are
  /// worked out from `character` when they are walked.
  ///
  /// - Complexity: O(k) in the cluster's scalars, to count them; no allocation.
  public init(_ character: Character, at position: ViewCounts) {
    // A long cluster (a million marks on one base) is counted a vector at a time.
    let counts: ViewCounts
    if character.utf8.count > 64 {
      let units = UTF8CodeUnitCounts(of: String(character))
      counts = ViewCounts(graphemes: 1, scalars: units.scalars, utf16: units.utf16, utf8: units.utf8)
    } else {
      counts = ViewCounts(of: character)
    }
    self.init(
      character: character, graphemeOffset: position.graphemes,
      scalarRange: position.scalars..<(position.scalars + counts.scalars),
      utf16Range: position.utf16..<(position.utf16 + counts.utf16),
      utf8Range: position.utf8..<(position.utf8 + counts.utf8))
  }

  /// The cluster's range as indices of `text`, the string (or a substring that starts where the
  /// offsets start) it was taken from.
  ///
  ///     let text = "Poke\u{301}mon"
  ///     let e = TextBreakdown(of: text).graphemes[3]
  ///     text[e.range(in: text)]   // "é"
  ///
  /// - Precondition: The offsets are `text`'s.
  /// - Complexity: O(1) for native UTF-8 text (the standard library's UTF-8 view steps in O(1)).
  public func range(in text: some StringProtocol) -> Range<String.Index> {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound)
    let upper = utf8.index(lower, offsetBy: utf8Range.count)
    return lower..<upper
  }
}

extension ScalarPosition {
  /// The scalar's index in `text`, the string (or a substring that starts where the offsets
  /// start) it was taken from.
  ///
  /// - Precondition: The offsets are `text`'s.
  /// - Complexity: O(1) for native UTF-8 text.
  public func index(in text: some StringProtocol) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
  }
}
