import UStrCore
import UStrICU

/// What `ustr demojibake` did: the repaired text and every change.
public struct MojibakeRepairReport: Encodable, Sendable {
  public var schemaVersion = ReportSchema.version
  public var engines = Engines.current
  /// The text with every stretch of mojibake repaired, the rest byte for byte as it was.
  public var repaired: String
  public var changeCount: Int
  public var changes: [MojibakeChange]
  public var invalidUTF8Count: Int
  public var invalidUTF8: [InvalidUTF8Sequence]

  public init(repaired: String, changes: [MojibakeChange], invalid: [InvalidUTF8Sequence]) {
    self.init(repaired: repaired, changes: changes, invalid: InvalidUTF8List(invalid))
  }

  /// The report of a streamed input, whose ill-formed sequences were counted, the first listed.
  public init(repaired: String, changes: [MojibakeChange], invalid: InvalidUTF8List) {
    self.repaired = repaired
    self.changes = changes
    changeCount = changes.count
    invalidUTF8Count = invalid.count
    invalidUTF8 = invalid.listed
  }
}
