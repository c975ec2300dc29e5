public import UStrCore
import UStrICU

extension Inspection {
  /// The most clusters an inspection keeps by default; the rest are counted, not listed.
  public static let defaultGraphemeLimit = 1_000

  /// Inspects decoded input.
  ///
  /// - Parameters:
  ///   - decoding: The input, decoded with its invalid sequences reported.
  ///   - graphemeLimit: The most clusters to list; `nil` lists all.
  ///   - widthPolicy: The policy of each cluster's `width`; `nil` for none.
  ///   - properties: The properties each scalar carries (`inspect --properties`).
  /// - Throws: `ICUError` when ICU fails to normalize.
  /// - Complexity: O(n) in the text's length, plus ICU's normalization.
  public init(
    decoding: UTF8Decoding, graphemeLimit: Int? = Inspection.defaultGraphemeLimit,
    widthPolicy: WidthPolicy? = nil, properties: [ScalarProperty] = []
  ) throws {
    var stream = try InspectionStream(graphemeLimit: graphemeLimit)
    var graphemes: [GraphemeReport] = []
    var lines = ClusterLinePositions()
    let add = { (cluster: GraphemeCluster) in
      graphemes.append(
        GraphemeReport(
          cluster, at: lines.position(of: cluster), widthPolicy: widthPolicy, properties: properties))
    }
    try stream.append(decoding.text, row: add)
    let summary = try stream.finish(invalid: decoding.invalid, row: add)
    var header = stream.header
    header.widthPolicy = widthPolicy
    header.properties = properties.map { PropertySource($0, engines: ScalarPropertyValues.engines) }
    self.init(header: header, graphemes: graphemes, summary: summary)
  }

  /// The inspection made of a stream's parts.
  public init(header: InspectionHeader, graphemes: [GraphemeReport], summary: InspectionSummary) {
    self.init(
      schemaVersion: header.schemaVersion, engines: header.engines,
      widthPolicy: header.widthPolicy, properties: header.properties, graphemes: graphemes,
      isTruncated: summary.isTruncated, counts: summary.counts,
      normalization: summary.normalization, lengths: summary.lengths,
      invalidUTF8Count: summary.invalidUTF8Count, invalidUTF8: summary.invalidUTF8, warnings: summary.warnings)
  }

  /// Inspects a string (which is always valid Unicode).
  public init(text: String, graphemeLimit: Int? = Inspection.defaultGraphemeLimit) throws {
    try self.init(decoding: UTF8Decoding(bytes: Array(text.utf8)), graphemeLimit: graphemeLimit)
  }
}

extension GraphemeReport {
  /// The report of one cluster of a breakdown; with `position` (from
  /// `ClusterLinePositions`), its line and columns; with `widthPolicy`, its `width`; with
  /// `properties`, each scalar's values of them (a scalar's `width` under `widthPolicy`, else
  /// `unicode`).
  public init(
    _ cluster: GraphemeCluster, at position: (line: Int, column: LineColumns)? = nil,
    widthPolicy: WidthPolicy? = nil, properties: [ScalarProperty] = []
  ) {
    self.init(
      cluster: cluster, width: widthPolicy?.cells(of: cluster.character), line: position?.line,
      column: position?.column,
      scalars: cluster.scalars.map { position in
        ScalarReport(
          position: position,
          properties: properties.isEmpty
            ? nil
            : ScalarPropertyValues(position.scalar, properties: properties, widthPolicy: widthPolicy ?? .unicode))
      })
  }

  /// The cluster's text.
  public var text: String { String(cluster.character) }

  /// The cluster as a Swift string literal, ASCII only: `"e\u{301}"`, `"\u{1F600}"`.
  ///
  /// - Complexity: O(k) in the cluster's scalars.
  package var swiftLiteral: String { StringLiteral.source(of: text, language: .swift) }

  /// The cluster as a Java string literal, ASCII only, by UTF-16 unit: `"\uD83D\uDE00"`.
  ///
  /// - Complexity: O(k) in the cluster's scalars.
  package var javaLiteral: String { StringLiteral.source(of: text, language: .java) }
}

extension ScalarReport {
  /// The report of one scalar, with no properties.
  public init(_ position: ScalarPosition) {
    self.init(position: position)
  }

  /// The scalar in code point notation: "U+00E9".
  public var codePoint: String { Hex.codePoint(position.scalar) }

  /// "LATIN SMALL LETTER E WITH ACUTE", or a label such as "<control-001B>".
  public var name: String { ScalarName.of(position.scalar) }

  /// Its General_Category (JSON writes the short name: "Ll", "Mn").
  public var generalCategory: Unicode.GeneralCategory { position.scalar.properties.generalCategory }
}
