/// A value of the Script property, with its ISO 15924 code and its long name
/// (PropertyValueAliases.txt): `Latn` / `Latin`, `Zyyy` / `Common`, `Zzzz` / `Unknown`.
///
/// Unicode adds scripts in most versions, so a script is either one of the tables' (with its
/// long name) or a code they do not have, carried as it came (``init(code:)``, a JSON document
/// of a newer ustr): never lost, never mapped to Unknown. JSON writes the code.
public struct Script: Codable, Hashable, Sendable, CustomStringConvertible {
  private enum Value: Hashable, Sendable {
    /// The tables' row.
    case table(Int)
    /// A code the tables do not have.
    case other(String)
  }

  private let value: Value

  /// The ISO 15924 code: "Latn".
  public var code: String {
    switch value {
    case .table(let index): scriptCodes[index]
    case .other(let code): code
    }
  }
  /// The long name: "Latin", "Old_Italic"; the code for a script the tables do not have.
  public var name: String {
    switch value {
    case .table(let index): scriptNames[index]
    case .other(let code): code
    }
  }
  /// The code.
  public var description: String { code }

  init(index: Int) { value = .table(index) }

  /// The script whose ISO 15924 code is exactly `code` ("Grek"); a code the tables do not have
  /// ("Kawi" in tables older than Unicode 15.0) is kept as it is.
  ///
  /// - Complexity: O(s) for the s scripts of the tables.
  public init(code: String) {
    if let index = scriptCodes.firstIndex(of: code) {
      value = .table(index)
    } else {
      value = .other(code)
    }
  }

  /// The script named `text`: its code or long name, case-insensitive, with spaces, hyphens
  /// or underscores alike ("greek", "Grek", "old italic"); `nil` when none is.
  public init?(named text: String) {
    let key = PropertyName.loose(text)
    guard let index = scriptCodes.indices.first(where: {
      PropertyName.loose(scriptCodes[$0]) == key || PropertyName.loose(scriptNames[$0]) == key
    }) else { return nil }
    value = .table(index)
  }

  /// Every script of the tables, in PropertyValueAliases order.
  public static var all: [Script] { scriptCodes.indices.map(Script.init(index:)) }

  /// Reads a script from its code ("Latn"), known to the tables or not.
  ///
  /// - Throws: `DecodingError` when the value is not a string.
  public init(from decoder: any Decoder) throws {
    self.init(code: try decoder.singleValueContainer().decode(String.self))
  }

  /// Writes the code: "Latn".
  ///
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
