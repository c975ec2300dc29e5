import UStrCore
import UStrICU

/// The encodings this build's ICU can decode, for `ustr encodings`: each by its standard name,
/// ICU's name, every alias, and whether it is ASCII-compatible.
///
///     EncodingsReport().encodings.first { $0.name == "Shift_JIS" }?.aliases  // [..., "sjis", ...]
///
/// - Complexity: O(converters × aliases) with `matching`, else O(converters); writing the
///   report opens each converter once (`Encoding/isASCIICompatible`).
public struct EncodingsReport: Encodable, Sendable {
  public var schemaVersion: Int
  public var engines: Engines
  public var count: Int
  /// The encodings, in ICU's converter order; each encodes as `name`, `icuName`, `aliases`,
  /// `asciiCompatible`.
  public var encodings: [Encoding]

  /// Every converter, or those with a name or alias containing `matching` (case ignored).
  public init(matching filter: String? = nil) {
    schemaVersion = ReportSchema.version
    engines = .current
    let needle = filter?.lowercased()
    encodings = EncodingCatalog.all.filter { encoding in
      guard let needle else { return true }
      return (encoding.aliases + [encoding.name]).contains { $0.lowercased().contains(needle) }
    }
    count = encodings.count
  }
}
