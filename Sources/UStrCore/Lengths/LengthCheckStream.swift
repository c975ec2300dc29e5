/// A ``LengthLimit`` check of a text that arrives a window of whole clusters at a time: the
/// same ``LengthCheck`` as ``LengthLimit/check(_:)-(String)`` of the whole text, holding only the
/// length so far and the first cluster past the limit once found.
///
///     var stream = LengthCheckStream(limit: LengthLimit(maximum: 4, unit: .utf16))
///     stream.append("ab", counts: ViewCounts(of: "ab"), startingAt: .zero)
///     stream.append("c😀", counts: ViewCounts(of: "c😀"), startingAt: ViewCounts(of: "ab"))
///     stream.check.firstClusterPastLimit?.utf16Range  // 3..<5
public struct LengthCheckStream: Sendable {
  /// The limit checked.
  public let limit: LengthLimit
  /// The text's length so far, in the limit's unit.
  public private(set) var length = 0
  var firstClusterPastLimit: GraphemeCluster?

  /// A check with nothing counted.
  public init(limit: LengthLimit) {
    self.limit = limit
  }

  /// Takes the next window of whole clusters.
  ///
  /// - Parameters:
  ///   - window: The window; it starts and ends at cluster boundaries of the whole text.
  ///   - counts: The window's counts.
  ///   - start: The counts of the text before the window.
  /// - Complexity: O(1), plus O(m) in the window's UTF-8 length for the window where the text
  ///   first passes the limit.
  public mutating func append(_ window: String, counts: ViewCounts, startingAt start: ViewCounts) {
    length += counts[limit.unit]
    if firstClusterPastLimit == nil && length > limit.maximum {
      firstClusterPastLimit = limit.firstClusterPastLimit(in: window[...], startingAt: start)
    }
  }

  /// The check of the text so far.
  public var check: LengthCheck {
    LengthCheck(limit: limit, length: length, firstClusterPastLimit: firstClusterPastLimit)
  }
}
