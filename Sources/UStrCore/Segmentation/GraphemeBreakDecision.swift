/// What the extended grapheme cluster rules say at one position between scalars, and why.
///
/// For "\r\n" (U+000D U+000A) the decision at scalar offset 1 is:
///
///     isBreak: false, rule: .gb3 ("CR × LF"),
///     scalarBefore: U+000D (GCB=CR), scalarAfter: U+000A (GCB=LF)
public struct GraphemeBreakDecision: Hashable, Sendable {
  /// Where the decision applies, in every code-unit view.
  public var position: TextPosition
  /// Whether a grapheme cluster boundary is here.
  public var isBreak: Bool { rule.isBreak }
  /// The first rule of UAX #29 that matched here.
  public var rule: GraphemeBreakRule
  /// The scalar just before the position; `nil` at the start of text.
  public var scalarBefore: Unicode.Scalar?
  /// Its properties; `nil` at the start of text.
  public var propertiesBefore: GraphemeBreakProperties?
  /// The scalar just after the position; `nil` at the end of text.
  public var scalarAfter: Unicode.Scalar?
  /// Its properties; `nil` at the end of text.
  public var propertiesAfter: GraphemeBreakProperties?

  /// Creates a decision.
  public init(
    position: TextPosition, rule: GraphemeBreakRule,
    scalarBefore: Unicode.Scalar?, propertiesBefore: GraphemeBreakProperties?,
    scalarAfter: Unicode.Scalar?, propertiesAfter: GraphemeBreakProperties?
  ) {
    self.position = position
    self.rule = rule
    self.scalarBefore = scalarBefore
    self.propertiesBefore = propertiesBefore
    self.scalarAfter = scalarAfter
    self.propertiesAfter = propertiesAfter
  }
}
