public import UStrCore
public import UStrICU

/// Everything `ustr compare A B` reports about two texts, as a Codable value whose keys are the
/// JSON contract (`ReportSchema`, see DESIGN.md).
///
///     let report = try CompareReport(a: "Pok\u{E9}mon", b: "Poke\u{301}mon")
///     report.equal.utf8, report.equal.swift       // false, true
///     report.firstDifference?.kind                // "composition"
///     report.order.scalar                         // 1: U+00E9 sorts after U+0065
public struct CompareReport: Codable, Hashable, Sendable {
  /// The JSON contract's version, `ReportSchema.version`.
  public var schemaVersion: Int
  /// The engines behind the answers and their Unicode versions.
  public var engines: Engines
  /// Whether the texts are equal at each level.
  public var equal: TextEquality
  /// How A sorts against B in each order: -1, 0 or 1.
  public var order: OrderSigns
  /// Each pair of orders that disagree, with the reason; empty when all three agree.
  public var orderDisagreements: [OrderDisagreementReport]
  /// Where the texts first differ, or `nil` when they have the same scalars.
  public var firstDifference: DifferenceReport?
  /// Why Swift's `==` and ICU's canonical equivalence disagree, or `nil` when they agree.
  public var engineDisagreement: EngineDisagreementReport?
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

/// The first difference between two texts.
public struct DifferenceReport: Codable, Hashable, Sendable {
  /// `DifferenceKind`'s raw value: "composition", "compatibility", "invisible", "caseOnly"...
  public var kind: String
  /// The kind for people: "precomposed vs decomposed".
  public var explanation: String
  /// The difference in A.
  public var a: DifferenceSide
  /// The difference in B.
  public var b: DifferenceSide
}

/// The first differing cluster in one text, with its neighbours.
public struct DifferenceSide: Codable, Hashable, Sendable {
  /// Where the differing cluster starts (where the text ends, when `cluster` is `nil`).
  public var graphemeOffset: Int
  public var scalarOffset: Int
  public var utf16Offset: Int
  public var utf8Offset: Int
  /// The differing cluster, or `nil` when this text ends there.
  public var cluster: ClusterText?
  /// The cluster before it, or `nil` at the start.
  public var clusterBefore: ClusterText?
  /// The cluster after it, or `nil` at the end.
  public var clusterAfter: ClusterText?
}

/// A grapheme cluster, encoded with its scalars: `{"text": "é", "codePoints": ["U+0065",
/// "U+0301"]}`.
///
/// The scalars are written from the text when encoded, not held as strings: a differing cluster
/// can be a million marks long.
public struct ClusterText: Codable, Hashable, Sendable {
  /// The cluster.
  public var text: String

  /// Its scalars: ["U+0065", "U+0301"].
  ///
  /// - Complexity: O(n) in the cluster's scalars, each time.
  public var codePoints: [String] { text.unicodeScalars.map(Hex.codePoint) }

  /// The text and scalars of `character`.
  public init(_ character: Character) {
    text = String(character)
  }

  enum CodingKeys: String, CodingKey { case text, codePoints }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(String.self, forKey: .text)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    var codePoints = container.nestedUnkeyedContainer(forKey: .codePoints)
    for scalar in text.unicodeScalars { try codePoints.encode(Hex.codePoint(scalar)) }
  }
}

/// Why Swift and ICU disagree on canonical equivalence.
public struct EngineDisagreementReport: Codable, Hashable, Sendable {
  /// Swift's `==`.
  public var swiftEqual: Bool
  /// ICU's NFD equality.
  public var icuEqual: Bool
  /// The scalars the engines see differently: ["U+1611E"].
  public var codePoints: [String]
  /// One sentence: which engine says what, and why (which scalars, which Unicode versions).
  public var explanation: String
}
