/// A value of a Unicode property whose set of values grows with Unicode versions, by the short
/// name the engine gives it (PropertyValueAliases.txt: "AL", "LE", "Can").
///
///     let value = LineBreak(rawValue: "AK")   // Aksara, new in Unicode 15.1
///     value.description                       // "AK"
///
/// A struct holding the name, not an enum: the engines name the values of their own Unicode
/// version at run time (ICU's property tables, the generated reference tables), a newer engine
/// can name a value this build has never seen, and a JSON document written by a newer ustr
/// must still decode. So any name is carried and written back exactly as it came, never
/// mapped to a fallback. Each property has its own type, so a Line_Break value is never taken
/// for a Word_Break one. The JSON contract writes the name as a string.
public protocol OpenPropertyValue: RawRepresentable<String>, Codable, Hashable, Sendable,
  CustomStringConvertible
{
  /// The value named `rawValue`, whatever the name (known to this build or not).
  init(rawValue: String)
}

extension OpenPropertyValue {
  /// The short name: "AL".
  public var description: String { rawValue }
}
