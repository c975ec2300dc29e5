/// ustr's own implementation of UAX #29 extended grapheme clusters, for a chosen Unicode version,
/// that explains every decision.
///
/// The standard library's `Character` and ICU's character iterator each implement one Unicode
/// version and say nothing about why. This segmenter carries the property tables of several
/// versions (generated from the UCD by `Scripts/generate-segmentation-tables.py`) and names the
/// rule behind each break or non-break:
///
///     let reference = ReferenceGraphemeSegmenter(unicodeVersion: UnicodeVersion(major: 17, minor: 0))!
///     // "e\u{301}\r\n" = U+0065 U+0301 U+000D U+000A
///     reference.decisions(in: "e\u{301}\r\n").map(\.rule)  // [GB1, GB9, GB5, GB3, GB2]
///     reference.boundaries(in: "e\u{301}\r\n").map(\.utf8Offset)  // [0, 3, 5]
///     reference.graphemeCount(of: "🇯🇵🇺🇸")  // 2
///
/// It passes every line of `GraphemeBreakTest.txt` of each supported version, rules included.
public struct ReferenceGraphemeSegmenter: Sendable {
  /// The Unicode version whose properties and rules this segmenter applies.
  public let unicodeVersion: UnicodeVersion
  let table: GraphemeBreakTable

  /// The versions with tables, oldest first: 15.0, 16.0, 17.0.
  public static let supportedVersions: [UnicodeVersion] = [
    UnicodeVersion(major: 15, minor: 0), UnicodeVersion(major: 16, minor: 0),
    UnicodeVersion(major: 17, minor: 0),
  ]

  /// The newest supported version not newer than `version`, or `nil` when `version` is older
  /// than every supported one.
  ///
  ///     closestSupportedVersion(atMost: UnicodeVersion(major: 15, minor: 1))  // 15.0
  ///     closestSupportedVersion(atMost: UnicodeVersion(major: 14, minor: 0))  // nil
  public static func closestSupportedVersion(atMost version: UnicodeVersion) -> UnicodeVersion? {
    supportedVersions.last { $0 <= version }
  }

  /// The version used when none is given: the closest supported one not newer than the standard
  /// library's (`StandardLibraryUnicode.version`), so that the reference and `Character` speak
  /// of the same Unicode; the oldest supported one if the standard library is older still.
  public static var defaultVersion: UnicodeVersion {
    closestSupportedVersion(atMost: StandardLibraryUnicode.version) ?? supportedVersions[0]
  }

  /// A segmenter for `unicodeVersion`, or `nil` when that version has no table (see
  /// `supportedVersions`; 15.1 is not one of them: use `closestSupportedVersion(atMost:)`).
  public init?(unicodeVersion: UnicodeVersion) {
    switch (unicodeVersion.major, unicodeVersion.minor, unicodeVersion.update) {
    case (15, 0, 0): table = .unicode15_0
    case (16, 0, 0): table = .unicode16_0
    case (17, 0, 0): table = .unicode17_0
    default: return nil
    }
    self.unicodeVersion = unicodeVersion
  }

  /// A segmenter for `defaultVersion`.
  public init() {
    self.init(unicodeVersion: Self.defaultVersion)!
  }

  /// Whether rule GB9c (Indic conjuncts) exists at this version: from Unicode 15.1.
  public var hasConjunctRule: Bool { unicodeVersion >= UnicodeVersion(major: 15, minor: 1) }

  /// The grapheme break properties of `scalar` at this version.
  ///
  ///     properties(of: "\u{094D}")  // GCB=Extend InCB=Linker (16.0, 17.0); GCB=Extend (15.0)
  public func properties(of scalar: Unicode.Scalar) -> GraphemeBreakProperties {
    table.properties(of: scalar)
  }

  /// The decision at every position of `scalars`, from before the first scalar to after the
  /// last: n + 1 decisions for n scalars (one, GB1, for an empty text).
  ///
  /// - Complexity: O(n).
  public func decisions(of scalars: some Sequence<Unicode.Scalar>) -> [GraphemeBreakDecision] {
    var state = GraphemeBreakState(hasConjunctRule: hasConjunctRule)
    var decisions: [GraphemeBreakDecision] = []
    decisions.reserveCapacity(scalars.underestimatedCount + 1)
    var position = TextPosition.zero
    var scalarBefore: Unicode.Scalar?
    for scalar in scalars {
      let properties = table.properties(of: scalar)
      let propertiesBefore = state.previous
      let rule = state.advance(to: properties)
      decisions.append(
        GraphemeBreakDecision(
          position: position, rule: rule, scalarBefore: scalarBefore,
          propertiesBefore: propertiesBefore, scalarAfter: scalar, propertiesAfter: properties))
      position = position.advanced(past: scalar)
      scalarBefore = scalar
    }
    if let scalarBefore {
      decisions.append(
        GraphemeBreakDecision(
          position: position, rule: state.ruleAtEnd, scalarBefore: scalarBefore,
          propertiesBefore: state.previous, scalarAfter: nil, propertiesAfter: nil))
    } else {
      decisions.append(
        GraphemeBreakDecision(
          position: .zero, rule: .gb1, scalarBefore: nil, propertiesBefore: nil, scalarAfter: nil,
          propertiesAfter: nil))
    }
    return decisions
  }

  /// The decision at every position of `text`, explained.
  ///
  ///     // "क्ष" = U+0915 U+094D U+0937 (17.0)
  ///     decisions(in: "क्ष").map(\.rule)  // [GB1, GB9, GB9c, GB2]
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  public func decisions(in text: String) -> [GraphemeBreakDecision] {
    decisions(of: text.unicodeScalars)
  }

  /// The grapheme cluster boundaries of `text`, both ends included (`[.zero]` for "").
  ///
  ///     // "👨‍👩‍👧‍👦!" = U+1F468 ZWJ U+1F469 ZWJ U+1F467 ZWJ U+1F466 U+0021
  ///     boundaries(in: "👨‍👩‍👧‍👦!").map(\.scalarOffset)  // [0, 7, 8]
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  public func boundaries(in text: String) -> [TextPosition] {
    var boundaries: [TextPosition] = [.zero]
    forEachBoundary(in: text) { boundaries.append($0) }
    return boundaries
  }

  /// The number of extended grapheme clusters in `text` at this version: `text.count` when the
  /// standard library implements the same version without deviations.
  ///
  ///     graphemeCount(of: "Poke\u{301}mon")  // 7
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  public func graphemeCount(of text: String) -> Int {
    var count = 0
    forEachBoundary(in: text) { _ in count += 1 }
    return count
  }
}
