/// What a slice does with an end that falls inside a grapheme cluster (or inside a scalar).
public enum SliceRounding: String, Codable, CaseIterable, Hashable, Sendable {
  /// Refuse: the slice fails with a ``SliceRefusal`` that says what the end cuts.
  case refuse
  /// Widen to whole clusters: the lower end rounds down, the upper end rounds up.
  case outward
  /// Narrow to whole clusters: the lower end rounds up, the upper end rounds down (an empty
  /// slice at the lower end's rounded-up boundary when nothing whole is left).
  case inward
}
