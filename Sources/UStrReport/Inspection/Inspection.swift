public import UStrCore
import UStrICU

/// Everything `ustr inspect` reports about a text, as a Codable value whose keys are the JSON
/// contract (schemaVersion 1, see DESIGN.md). Renderers print it; library users read it.
///
///     let inspection = try Inspection(decoding: UTF8Decoding(bytes: Array("Pokémon".utf8)))
///     inspection.counts        // graphemes 7, scalars 7, utf16 7, utf8 8
///     inspection.graphemes[3].scalars[0].codePoint  // "U+00E9"
public struct Inspection: Codable, Hashable, Sendable {
  /// The JSON contract's version: 1. Keys are added, never renamed.
  public var schemaVersion: Int
  /// The engines that produced the answers and their Unicode versions.
  public var engines: Engines
  /// The grapheme clusters, in order; the first `graphemeLimit` when `isTruncated`.
  public var graphemes: [GraphemeReport]
  /// Whether clusters past the limit were counted but left out of `graphemes`.
  public var isTruncated: Bool
  /// The length of the text in the four views.
  public var counts: ViewCounts
  /// The four normalization forms of the text.
  public var normalization: NormalizationSummary
  /// The length as each runtime reports it.
  public var lengths: [LengthRow]
  /// Every ill-formed UTF-8 sequence in the input, replaced by U+FFFD in `graphemes`.
  public var invalidUTF8: [InvalidUTF8Report]
  /// Things a person should know: not NFC, controls, bidi controls, invisible characters...
  public var warnings: [Warning]
}

/// The engines behind a report, each with the Unicode version it implements.
public struct Engines: Codable, Hashable, Sendable {
  /// The Swift standard library: `Character` segmentation, `==`, scalar properties and names.
  public var swift: SwiftEngine
  /// The system ICU: normalization and the properties the standard library lacks.
  public var icu: ICUEngine

  /// The engines this program runs with.
  public static var current: Engines {
    Engines(
      swift: SwiftEngine(unicodeVersion: StandardLibraryUnicode.version.description),
      icu: ICUEngine(version: ICU.version, unicodeVersion: ICU.unicodeVersion.description))
  }
}

/// The Swift standard library as an engine.
public struct SwiftEngine: Codable, Hashable, Sendable {
  /// "17.0" for Swift 6.3, derived from scalar ages at run time.
  public var unicodeVersion: String
}

/// ICU as an engine.
public struct ICUEngine: Codable, Hashable, Sendable {
  /// ICU's own version, "72.1".
  public var version: String
  /// ICU's Unicode version, "15.0" for ICU 72.
  public var unicodeVersion: String
}

/// One grapheme cluster: its ranges in every view (half-open, `[start, end]`) and its scalars.
public struct GraphemeReport: Codable, Hashable, Sendable {
  /// Its position, in clusters from the start.
  public var graphemeOffset: Int
  /// The cluster's text.
  public var text: String
  public var scalarRange: [Int]
  public var utf16Range: [Int]
  public var utf8Range: [Int]
  public var scalars: [ScalarReport]
  /// The cluster as a Swift string literal, ASCII only: `"e\u{301}"`, `"\u{1F600}"`.
  public var swiftLiteral: String
  /// The cluster as a Java string literal, ASCII only, by UTF-16 unit: `"\uD83D\uDE00"`.
  public var javaLiteral: String
}

/// One scalar: what it is and where it is in every view.
public struct ScalarReport: Codable, Hashable, Sendable {
  /// "U+00E9".
  public var codePoint: String
  /// "LATIN SMALL LETTER E WITH ACUTE", or a label such as "<control-001B>".
  public var name: String
  /// Two letters: "Ll", "Mn".
  public var generalCategory: String
  public var scalarOffset: Int
  public var utf16Offset: Int
  public var utf8Offset: Int
  /// Its UTF-16 code units in hex: ["D83D", "DE00"].
  public var utf16: [String]
  /// Its UTF-8 bytes in hex: ["C3", "A9"].
  public var utf8: [String]
}

/// The length of the text as one runtime reports it.
public struct LengthRow: Codable, Hashable, Sendable {
  /// A stable id: "java.length".
  public var id: String
  /// What a developer types: "s.length()".
  public var expression: String
  /// The unit counted: "utf16", "utf8", "scalar", "grapheme", "utf32".
  public var unit: String
  /// The length in `unit`s; `null` when the engine that counts it is not available
  /// (`icu.graphemes` until ustr reaches ICU's break iterator).
  public var value: Int?
}

/// An ill-formed UTF-8 sequence in the input.
public struct InvalidUTF8Report: Codable, Hashable, Sendable {
  /// Its first byte's offset in the input.
  public var utf8Offset: Int
  /// The bytes in hex: ["ED", "A0", "80"].
  public var bytes: [String]
  /// "overlongEncoding", "encodedSurrogate", ... (`InvalidUTF8Kind`'s raw values).
  public var kind: String
  /// How many U+FFFD replace it in the repaired text.
  public var replacementCount: Int
  /// Where its first U+FFFD is in the repaired text's UTF-8.
  public var repairedUTF8Offset: Int

  /// The report of `sequence`.
  public init(_ sequence: InvalidUTF8Sequence) {
    utf8Offset = sequence.utf8Offset
    bytes = Hex.bytes(sequence.bytes)
    kind = sequence.kind.rawValue
    replacementCount = sequence.replacementCount
    repairedUTF8Offset = sequence.repairedUTF8Offset
  }
}

/// Something about the text a person should know.
public struct Warning: Codable, Hashable, Sendable {
  /// A stable id: "notNFC", "bidiControl", "control", "invisible", "invalidUTF8", ...
  public var id: String
  /// One sentence, terminal-safe (it names characters by code point, never raw).
  public var message: String
  /// Where it applies, in scalars (the first 100 places at most).
  public var scalarOffsets: [Int]
}
