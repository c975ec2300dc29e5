/// The Bidi_Class property of a code point (UAX #9), by its short name: "L", "AL", "NSM".
///
/// An ``OpenPropertyValue``, not an enum: Unicode adds Bidi_Class values with new directional
/// controls (LRI, RLI, FSI and PDI came in 6.3), so a newer engine may name one this build
/// lacks.
public struct BidiClass: OpenPropertyValue {
  /// The short name: "AL".
  public var rawValue: String

  /// The value named `rawValue`, whatever the name.
  public init(rawValue: String) { self.rawValue = rawValue }
}
