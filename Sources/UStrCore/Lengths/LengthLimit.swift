/// A maximum length in one unit: "at most 280 UTF-16 code units", as a form, a database column
/// or an API checks it.
///
///     let limit = LengthLimit(maximum: 4, unit: .utf16)
///     let check = limit.check("abc😀")      // "😀" = U+1F600, 2 UTF-16 units
///     check.fits                           // false
///     check.length                         // 5
///     check.firstClusterPastLimit?.utf16Range  // 3..<5
public struct LengthLimit: Hashable, Sendable {
  /// The largest length that fits, in `unit`s.
  public var maximum: Int
  /// The unit `maximum` counts.
  public var unit: TextView

  /// Creates a limit.
  ///
  /// - Precondition: `maximum >= 0`.
  public init(maximum: Int, unit: TextView) {
    precondition(maximum >= 0, "a length limit cannot be negative: \(maximum)")
    self.maximum = maximum
    self.unit = unit
  }

  /// Checks whether `text` fits, and if not, which cluster is the first that does not.
  ///
  /// - Complexity: O(n) in the UTF-8 length. For `.utf8`, `.utf16` and `.scalar`, a text that
  ///   fits is only counted, without grapheme segmentation.
  public func check(_ text: Substring) -> LengthCheck {
    let length: Int
    switch unit {
    case .grapheme: length = text.count
    case .scalar, .utf16, .utf8: length = UTF8CodeUnitCounts(of: text)[unit]!
    }
    let past = length > maximum ? firstClusterPastLimit(in: text) : nil
    return LengthCheck(limit: self, length: length, firstClusterPastLimit: past)
  }

  /// Checks whether `text` fits; see ``check(_:)-(Substring)``.
  public func check(_ text: String) -> LengthCheck {
    check(text[...])
  }

  /// The first cluster whose end lies past `maximum` in `unit`: the first that does not fit
  /// entirely. A cluster that straddles the limit (a 4-unit 👍🏽 starting at unit 279 of 280) is
  /// past it: cutting there would split the cluster.
  ///
  /// `start` is where `text` starts in a longer text checked a window at a time (the counts of
  /// what came before it): the cluster's offsets count from there, and so does the limit.
  ///
  /// - Complexity: O(m), m the UTF-8 length up to the end of the cluster found.
  func firstClusterPastLimit(in text: Substring, startingAt start: ViewCounts = .zero) -> GraphemeCluster? {
    var ends = start
    for character in text {
      let start = ends
      ends.add(ViewCounts(of: character))
      guard ends[unit] > maximum else { continue }
      return GraphemeCluster(
        character: character, graphemeOffset: start.graphemes,
        scalarRange: start.scalars..<ends.scalars, utf16Range: start.utf16..<ends.utf16,
        utf8Range: start.utf8..<ends.utf8)
    }
    return nil
  }
}

/// The result of checking a text against a ``LengthLimit``.
public struct LengthCheck: Hashable, Sendable {
  /// The limit checked.
  public var limit: LengthLimit
  /// The text's length in the limit's unit.
  public var length: Int
  /// The first grapheme cluster that does not fit entirely within the limit, with its offsets in
  /// every view from the start of the checked text; `nil` when the text fits.
  public var firstClusterPastLimit: GraphemeCluster?

  /// Whether the text's length is at most the limit's maximum.
  public var fits: Bool { length <= limit.maximum }

  /// By how many units the text exceeds the limit: 0 when it fits.
  public var excess: Int { max(0, length - limit.maximum) }

  /// A check's result from its parts.
  ///
  /// - Parameters:
  ///   - limit: The limit checked.
  ///   - length: The text's length in the limit's unit.
  ///   - firstClusterPastLimit: The first cluster that does not fit entirely; `nil` when the
  ///     text fits.
  public init(limit: LengthLimit, length: Int, firstClusterPastLimit: GraphemeCluster?) {
    self.limit = limit
    self.length = length
    self.firstClusterPastLimit = firstClusterPastLimit
  }
}

extension LengthLimit {
  /// Checks each line of `text` on its own, for `--each-line`: lines split as
  /// ``TextLine/lines(of:)`` says (at "\n" or "\r\n", terminators excluded).
  ///
  ///     LengthLimit(maximum: 3, unit: .grapheme).checkEachLine("abc\r\nabcd\n")
  ///       .filter { !$0.check.fits }.map(\.line.lineOffset)  // [1]
  ///
  /// Offsets in each check count from the start of its line; add ``TextLine/utf8Offset`` for
  /// the position in the whole text.
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  public func checkEachLine(_ text: String) -> [LineLengthCheck] {
    TextLine.lines(of: text).map { LineLengthCheck(line: $0, check: check($0.text)) }
  }
}

/// One line's ``LengthCheck``.
public struct LineLengthCheck: Hashable, Sendable {
  /// The line checked.
  public var line: TextLine
  /// The result; its offsets count from the start of the line.
  public var check: LengthCheck
}
