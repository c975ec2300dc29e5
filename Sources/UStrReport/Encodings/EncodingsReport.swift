import UStrCore
import UStrICU

/// The encodings this build's ICU can decode, for `ustr encodings`: each by its standard name,
/// ICU's name, every alias, and whether it is ASCII-compatible.
///
///     EncodingsReport().encodings.first { $0.name == "Shift_JIS" }?.aliases  // [..., "sjis", ...]
///
/// - Complexity: O(converters × aliases); each converter is opened once.
public struct EncodingsReport: Encodable, Sendable {
  /// One encoding.
  public struct Entry: Encodable, Hashable, Sendable {
    /// The standard (MIME or IANA) name: what `--encoding` and the JSON `input` say.
    public var name: String
    /// ICU's own converter name.
    public var icuName: String
    /// Every name `--encoding` accepts for it.
    public var aliases: [String]
    /// Whether bytes 00–7F always mean ASCII (`Encoding.isASCIICompatible`).
    public var asciiCompatible: Bool
  }

  public var schemaVersion: Int
  public var engines: Engines
  public var count: Int
  public var encodings: [Entry]

  /// Every converter, or those with a name or alias containing `matching` (case ignored).
  public init(matching filter: String? = nil) {
    schemaVersion = ReportSchema.version
    engines = .current
    let needle = filter?.lowercased()
    encodings = EncodingCatalog.all.compactMap { encoding in
      let aliases = encoding.aliases
      if let needle, !(aliases + [encoding.name]).contains(where: { $0.lowercased().contains(needle) }) {
        return nil
      }
      return Entry(
        name: encoding.name, icuName: encoding.icuName, aliases: aliases,
        asciiCompatible: encoding.isASCIICompatible)
    }
    count = encodings.count
  }
}
