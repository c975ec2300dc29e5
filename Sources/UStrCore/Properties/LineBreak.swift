/// The Line_Break property of a code point (UAX #14), by its short name: "AL", "BA", "ID".
///
/// An ``OpenPropertyValue``, not an enum: Unicode adds Line_Break values (AK, AP, AS, VF and VI
/// in 15.1), so a newer engine may name one this build lacks.
public struct LineBreak: OpenPropertyValue {
  /// The short name: "BA".
  public var rawValue: String

  /// The value named `rawValue`, whatever the name.
  public init(rawValue: String) { self.rawValue = rawValue }
}
