extension ReferenceGraphemeSegmenter {
  /// The reference's decisions one scalar at a time, carrying the rules' state, so a caller can
  /// walk a text of any length in step with other engines without an array of decisions.
  ///
  ///     var cursor = ReferenceGraphemeSegmenter().cursor()
  ///     // "e\u{301}" = U+0065 U+0301
  ///     cursor.advance(past: "e").rule      // GB1, at scalar offset 0
  ///     cursor.advance(past: "\u{301}").rule  // GB9, at scalar offset 1
  ///     cursor.decisionAtEnd().rule          // GB2, at scalar offset 2
  ///
  /// The decisions are exactly those of `decisions(of:)`.
  public struct Cursor: Sendable {
    let table: GraphemeBreakTable
    var state: GraphemeBreakState
    /// The position before the next scalar.
    public private(set) var position = TextPosition.zero
    /// The last scalar passed; `nil` at the start.
    public private(set) var scalarBefore: Unicode.Scalar?

    /// The decision at `position`, before `scalar`; then moves past it.
    public mutating func advance(past scalar: Unicode.Scalar) -> GraphemeBreakDecision {
      let properties = table.properties(of: scalar)
      let propertiesBefore = state.previous
      let rule = state.advance(to: properties)
      let decision = GraphemeBreakDecision(
        position: position, rule: rule, scalarBefore: scalarBefore,
        propertiesBefore: propertiesBefore, scalarAfter: scalar, propertiesAfter: properties)
      position = position.advanced(past: scalar)
      scalarBefore = scalar
      return decision
    }

    /// Whether there is a boundary before `scalar` (the decision's `isBreak`, cheaper); then
    /// moves past it.
    public mutating func advanceIsBreak(past scalar: Unicode.Scalar) -> Bool {
      let isBreak = state.advance(to: table.properties(of: scalar)).isBreak
      position = position.advanced(past: scalar)
      scalarBefore = scalar
      return isBreak
    }

    /// The decision at the end of the text (GB2; GB1 for an empty text).
    public func decisionAtEnd() -> GraphemeBreakDecision {
      guard let scalarBefore else {
        return GraphemeBreakDecision(
          position: .zero, rule: .gb1, scalarBefore: nil, propertiesBefore: nil, scalarAfter: nil,
          propertiesAfter: nil)
      }
      return GraphemeBreakDecision(
        position: position, rule: state.ruleAtEnd, scalarBefore: scalarBefore,
        propertiesBefore: state.previous, scalarAfter: nil, propertiesAfter: nil)
    }
  }

  /// A cursor at the start of a text.
  public func cursor() -> Cursor {
    Cursor(table: table, state: GraphemeBreakState(hasConjunctRule: hasConjunctRule))
  }
}
