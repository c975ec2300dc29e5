/// A value of the Script property, with its ISO 15924 code and its long name
/// (PropertyValueAliases.txt): `Latn` / `Latin`, `Zyyy` / `Common`, `Zzzz` / `Unknown`.
public struct Script: Hashable, Sendable, CustomStringConvertible {
  let index: Int

  /// The ISO 15924 code: "Latn".
  public var code: String { scriptCodes[index] }
  /// The long name: "Latin", "Old_Italic".
  public var name: String { scriptNames[index] }
  /// The code.
  public var description: String { code }

  init(index: Int) { self.index = index }

  /// The script named `text`: its code or long name, case-insensitive, with spaces, hyphens
  /// or underscores alike ("greek", "Grek", "old italic"); `nil` when none is.
  public init?(named text: String) {
    let key = PropertyName.loose(text)
    guard let index = scriptCodes.indices.first(where: {
      PropertyName.loose(scriptCodes[$0]) == key || PropertyName.loose(scriptNames[$0]) == key
    }) else { return nil }
    self.index = index
  }

  /// Every script of the tables, in PropertyValueAliases order.
  public static var all: [Script] { scriptCodes.indices.map(Script.init(index:)) }
}
