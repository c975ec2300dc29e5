/// The Decomposition_Type property of a code point, by its short name: "Can" (canonical),
/// "Com" (compat), "Font", "Sup", "None".
///
/// An ``OpenPropertyValue``, not an enum: no stability rule closes the set, so a newer engine
/// may name a value this build lacks.
public struct DecompositionType: OpenPropertyValue {
  /// The short name: "Can".
  public var rawValue: String

  /// The value named `rawValue`, whatever the name.
  public init(rawValue: String) { self.rawValue = rawValue }
}
