import UStrCore
import UStrICU

/// What `ustr demojibake` did: the repaired text and every change.
public struct MojibakeRepairReport: Encodable, Sendable {
  /// One change, as JSON shows it.
  public struct Change: Encodable, Hashable, Sendable {
    public var utf8Range: Range<Int>
    public var scalarRange: Range<Int>
    public var original: String
    public var repaired: String
    public var steps: [MojibakeStep]

    public init(_ change: MojibakeChange) {
      utf8Range = change.utf8Range
      scalarRange = change.scalarRange
      original = change.original
      repaired = change.repaired
      steps = change.steps
    }

    enum CodingKeys: String, CodingKey { case utf8Range, scalarRange, original, repaired, steps }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode([utf8Range.lowerBound, utf8Range.upperBound], forKey: .utf8Range)
      try container.encode([scalarRange.lowerBound, scalarRange.upperBound], forKey: .scalarRange)
      try container.encode(original, forKey: .original)
      try container.encode(repaired, forKey: .repaired)
      try container.encode(steps, forKey: .steps)
    }
  }

  public var schemaVersion = ReportSchema.version
  public var engines = Engines.current
  /// The text with every stretch of mojibake repaired, the rest byte for byte as it was.
  public var repaired: String
  public var changeCount: Int
  public var changes: [Change]
  public var invalidUTF8Count: Int
  public var invalidUTF8: [InvalidUTF8Sequence]

  public init(repaired: String, changes: [MojibakeChange], invalid: [InvalidUTF8Sequence]) {
    self.init(repaired: repaired, changes: changes, invalid: InvalidUTF8List(invalid))
  }

  /// The report of a streamed input, whose ill-formed sequences were counted, the first listed.
  public init(repaired: String, changes: [MojibakeChange], invalid: InvalidUTF8List) {
    self.repaired = repaired
    self.changes = changes.map(Change.init)
    changeCount = changes.count
    invalidUTF8Count = invalid.count
    invalidUTF8 = invalid.listed
  }
}
