public import UStrCore
public import UStrICU

/// Everything `ustr compare A B` reports about two texts, as an Encodable value whose keys are
/// the JSON contract (`ReportSchema`, see DESIGN.md).
///
///     let report = try CompareReport(a: "Pok\u{E9}mon", b: "Poke\u{301}mon")
///     report.equal.utf8, report.equal.swift       // false, true
///     report.firstDifference?.kind                // .composition
///     report.order.scalar                         // 1: U+00E9 sorts after U+0065
///
/// Encodable only, as its `engineDisagreement` is (`EngineDisagreement`'s JSON carries the
/// engines' versions and ages only in a sentence).
public struct CompareReport: Encodable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines behind the answers and their Unicode versions.
  public var engines: Engines
  /// Whether the texts are equal at each level.
  public var equal: TextEquality
  /// How A sorts against B in each order: -1, 0 or 1.
  public var order: OrderSigns
  /// Each pair of orders that disagree, with the reason; empty when all three agree.
  public var orderDisagreements: [OrderDisagreement]
  /// Where the texts first differ, or `nil` when they have the same scalars.
  public var firstDifference: FirstDifference?
  /// Why Swift's `==` and ICU's canonical equivalence disagree, or `nil` when they agree.
  public var engineDisagreement: EngineDisagreement?
  /// The first text: its counts and invalid input.
  public var a: CompareInput
  /// The second text: its counts and invalid input.
  public var b: CompareInput
  /// When one side is the other's mojibake (both at most 1 MiB), else `nil`.
  public var mojibake: MojibakeRelation? = nil
}

/// One of the two texts compared: its length in the four views and its ill-formed UTF-8, each
/// repaired with U+FFFD before comparing (the same keys as every other command's input).
public struct CompareInput: Codable, Hashable, Sendable {
  /// The length of the text in the four views.
  public var counts: ViewCounts
  /// How many ill-formed UTF-8 sequences the input had.
  public var invalidUTF8Count: Int
  /// The input's ill-formed UTF-8 sequences.
  public var invalidUTF8: [InvalidUTF8Sequence]

  /// A text of `counts` whose input had the ill-formed sequences `invalid`.
  public init(counts: ViewCounts, invalid: [InvalidUTF8Sequence]) {
    self.counts = counts
    invalidUTF8Count = invalid.count
    invalidUTF8 = invalid
  }

  /// A text of `counts` whose input's ill-formed sequences were counted and the first listed.
  public init(counts: ViewCounts, invalid: InvalidUTF8List) {
    self.counts = counts
    invalidUTF8Count = invalid.count
    invalidUTF8 = invalid.listed
  }
}
