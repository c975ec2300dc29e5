import UStrCharacters
import UStrCore
import UStrICU
import UStrReport

/// Draws an `Inspection` as the table a person reads at a glance: one row per scalar grouped by
/// cluster, then counts, normalization forms, lengths, warnings and engines.
struct InspectionTableRenderer {
  /// The most scalar rows drawn for one cluster ("a" + 10 000 marks is one cluster).
  var scalarRowLimit = 32
  /// The character properties each scalar row shows (`--properties`), a column each after
  /// "cat".
  var properties: [ScalarProperty] = [] {
    didSet { propertyCellCache = PropertyCellCache() }
  }
  /// The property cells of the scalars met so far (a text repeats the same few thousand).
  private var propertyCellCache = PropertyCellCache()
  /// The other cells of the scalars and clusters met so far.
  private let rowCells = InspectionRowCells()

  /// Scalars' property cells, kept by the renderers that share it; starts over past `limit`.
  private final class PropertyCellCache {
    var cells = BoundedMemo<UInt32, (cells: [String], styles: [TextStyle?])>(limit: 1 << 14)
  }

  init(properties: [ScalarProperty] = []) {
    self.properties = properties
  }

  /// The whole table: counts, the rows of `clusters`, then the trailer. With `inputOffsets`
  /// (input that was not UTF-8: for each cluster, its shown scalars' offsets in the input), the
  /// rows have an "input" column.
  func render(_ inspection: Inspection, clusters: [GraphemeCluster], inputOffsets: [[Int?]]? = nil) -> String {
    [summary(inspection), scalarTable(clusters, inputOffsets: inputOffsets), trailer(inspection, listed: clusters.count)]
      .joined(separator: "\n\n")
  }

  /// Everything after the rows: what was left out, invalid input, the forms, the lengths, the
  /// warnings and the engines; `listed` is how many clusters the rows showed.
  func trailer(_ inspection: Inspection, listed: Int) -> String {
    var sections: [String] = []
    if inspection.isTruncated {
      sections.append(
        "… showing the first \(listed) of \(inspection.counts.graphemes) clusters; use --all to show every cluster")
    }
    if !inspection.invalidUTF8.isEmpty { sections.append(invalidUTF8(inspection)) }
    sections.append(normalization(inspection))
    sections.append(lengths(inspection))
    sections.append(warnings(inspection))
    sections.append(engines(inspection))
    return sections.joined(separator: "\n\n")
  }

  func summary(_ inspection: Inspection) -> String {
    let counts = inspection.counts
    return
      "\(counts.graphemes) \(plural(counts.graphemes, "grapheme")), \(counts.scalars) \(plural(counts.scalars, "scalar")), \(counts.utf16) UTF-16 \(plural(counts.utf16, "unit")), \(counts.utf8) UTF-8 \(plural(counts.utf8, "byte"))"
  }

  /// One row per scalar, at most `scalarRowLimit` per cluster. Drawn straight from the model:
  /// hex, names and literals are made for the scalars shown only (a cluster can hold a million).
  /// With `inputOffsets` (one array per cluster: its shown scalars' byte offsets in an input
  /// that was not UTF-8), an "input" column after the UTF-8 offsets shows them. With `block`,
  /// one block of a table drawn in blocks: the columns have the widths `blockWidths` gives (the
  /// same for every block), and the note on hidden columns follows the last block only.
  func scalarTable(
    _ clusters: [GraphemeCluster], inputOffsets: [[Int?]]? = nil, block: TableBlock? = nil
  ) -> String {
    scalarRows(clusters, inputOffsets: inputOffsets, block: block).render()
  }

  /// ``scalarTable(_:inputOffsets:block:)`` as a table not yet drawn.
  func scalarRows(
    _ clusters: [GraphemeCluster], inputOffsets: [[Int?]]? = nil, block: TableBlock? = nil
  ) -> TextTable {
    var table = emptyScalarTable(showingInput: inputOffsets != nil, block: block)
    writeScalarRows(clusters, inputOffsets: inputOffsets, to: &table)
    return table
  }

  /// Appends the lines of ``scalarTable(_:inputOffsets:block:)`` for one block of a table drawn
  /// in blocks to `bytes`, each line written as its cells come (``TableLineWriter``).
  func writeScalarRows(
    _ clusters: [GraphemeCluster], inputOffsets: [[Int?]]? = nil, block: TableBlock, into bytes: inout [UInt8]
  ) {
    let table = emptyScalarTable(showingInput: inputOffsets != nil, block: block)
    guard var writer = TableLineWriter(table) else {
      return scalarRows(clusters, inputOffsets: inputOffsets, block: block).write(into: &bytes)
    }
    swap(&writer.bytes, &bytes)
    writer.writeTitles()
    writeScalarRows(clusters, inputOffsets: inputOffsets, to: &writer)
    writer.writeHiddenNote()
    swap(&writer.bytes, &bytes)
  }

  /// The table of the rows, without rows: its columns, laid out as `block`.
  private func emptyScalarTable(showingInput: Bool, block: TableBlock?) -> TextTable {
    var table = TextTable(
      columns: Self.scalarColumns(showingInput: showingInput, properties: properties), dropOrder: Self.dropOrder)
    table.lay(as: block) { Self.blockWidths(offsetBound: $0, showingInput: showingInput, properties: properties) }
    return table
  }

  /// Writes the rows of `clusters` to `rows`, in the order of
  /// ``scalarColumns(showingInput:properties:)``: the properties after "cat", the input's
  /// offset after "utf8".
  private func writeScalarRows(_ clusters: [GraphemeCluster], inputOffsets: [[Int?]]?, to rows: inout some TableRows) {
    for (clusterIndex, cluster) in clusters.enumerated() {
      let clusterInputOffsets = inputOffsets.map { clusterIndex < $0.count ? $0[clusterIndex] : [] }
      let shown = cluster.scalars.prefix(scalarRowLimit)
      // The cluster's cells show fewer scalars than the rows do, and a literal escapes scalar by
      // scalar: the shown scalars' text draws the same cells as the whole cluster's.
      var text = ""
      if shown.count == cluster.scalars.count {
        text = String(cluster.character)
      } else {
        text.unicodeScalars.append(contentsOf: shown.lazy.map(\.scalar))
      }
      let clusterCells = rowCells.cells(of: cluster, shownText: text, isWhole: shown.count == cluster.scalars.count)
      for (index, position) in shown.enumerated() {
        let first = index == 0
        let scalarCells = rowCells.cells(of: position.scalar)
        let (propertyCells, propertyStyles) = self.propertyCells(of: position.scalar)
        if first {
          rows.number(cluster.graphemeOffset, style: .clusterBoundary)
          rows.cell(clusterCells.shown, style: clusterCells.style)
          rows.cell(clusterCells.width)
        } else {
          rows.cell("")
          rows.cell("")
          rows.cell("")
        }
        rows.cell(scalarCells.codePoint, style: scalarCells.style)
        rows.cell(scalarCells.name, style: scalarCells.style)
        rows.cell(scalarCells.category)
        for (cell, style) in zip(propertyCells, propertyStyles) { rows.cell(cell, style: style) }
        rows.cell(scalarCells.utf16)
        rows.cell(scalarCells.utf8)
        rows.number(position.scalarOffset)
        rows.number(position.utf16Offset)
        rows.number(position.utf8Offset)
        if let offsets = clusterInputOffsets {
          if index < offsets.count, let offset = offsets[index] { rows.number(offset) } else { rows.cell("") }
        }
        rows.cell(first ? clusterCells.swift : "")
        rows.cell(first ? clusterCells.java : "")
        rows.endRow()
      }
      if cluster.scalars.count > scalarRowLimit {
        let hidden = cluster.scalars.count - scalarRowLimit
        for cell in ["", "", "", "…", "\(hidden) more \(plural(hidden, "scalar")) in this cluster"] { rows.cell(cell) }
        rows.endRow()
      }
    }
  }

  /// The property cells of `scalar`'s row and their styles: each value as the engine the JSON
  /// header names answers it ("-" for none), and where another engine differs, its answer too,
  /// marked: "Zyyy (icu: Zzzz)".
  func propertyCells(of scalar: Unicode.Scalar) -> (cells: [String], styles: [TextStyle?]) {
    guard !properties.isEmpty else { return ([], []) }
    return propertyCellCache.cells.value(for: scalar.value) { makePropertyCells(of: scalar) }
  }

  /// ``propertyCells(of:)`` made anew.
  private func makePropertyCells(of scalar: Unicode.Scalar) -> (cells: [String], styles: [TextStyle?]) {
    let values = ScalarPropertyValues(scalar, properties: properties, widthPolicy: CellWidth.policy)
    var cells: [String] = []
    var styles: [TextStyle?] = []
    for entry in values.values {
      var cell = TerminalText.safe(entry.value.text)
      var style: TextStyle?
      if let disagreement = values.disagreements.first(where: { $0.property.scalarProperty == entry.property }),
        let shown = disagreement.answers.first
      {
        let others = disagreement.answers.dropFirst().filter { $0.value != shown.value }
          .map { "\($0.engine): \($0.value.isEmpty ? "-" : TerminalText.safe($0.value))" }
        if !others.isEmpty {
          cell += " (" + others.joined(separator: ", ") + ")"
          style = .warning
        }
      }
      cells.append(cell)
      styles.append(style)
    }
    return (cells, styles)
  }

  /// The rows' columns: ``scalarColumns``, with ``inputColumn`` after the UTF-8 offsets when
  /// the input was not UTF-8.
  static func scalarColumns(showingInput: Bool, properties: [ScalarProperty] = []) -> [TextTable.Column] {
    var columns = scalarColumns
    if let category = columns.firstIndex(where: { $0.key == "cat" }) {
      columns.insert(contentsOf: properties.map(propertyColumn), at: category + 1)
    }
    guard showingInput, let utf8 = columns.firstIndex(where: { $0.key == "utf8" }) else { return columns }
    columns.insert(inputColumn, at: utf8 + 1)
    return columns
  }

  /// The column of a property (`--properties`): titled with its short name, as wide as its
  /// longest value with another engine's answer beside it.
  static func propertyColumn(_ property: ScalarProperty) -> TextTable.Column {
    let widest: Int =
      switch property {
      case .block: 40
      case .scriptExtensions, .emoji: 24
      case .script, .bidiClass, .age, .eastAsianWidth, .canonicalCombiningClass: 20
      case .graphemeClusterBreak: 11
      case .numericValue, .wordBreak, .indicConjunctBreak: 10
      case .decompositionType, .width: 5
      case .bidiMirrored, .sentenceBreak, .lineBreak, .hangulSyllableType: 3
      }
    return TextTable.Column(property.columnKey, maximumWidth: widest, minimumWidth: min(widest, 8))
  }

  /// The column of each scalar's byte offset in an input that was not UTF-8.
  static let inputColumn = TextTable.Column("input", alignment: .right)

  /// The names `--columns` takes: every column the rows can have.
  static var columnNames: [String] {
    ColumnNames.keys(scalarColumns(showingInput: true, properties: ScalarProperty.allCases))
  }

  /// The columns of the rows, one row per scalar, for input that was UTF-8.
  static let scalarColumns: [TextTable.Column] = [
    .init("#", alignment: .right, key: "index"), .init("cluster", maximumWidth: 24, minimumWidth: 8),
    .init("width", alignment: .right), .init("code point"), .init("name", maximumWidth: 44, minimumWidth: 16), .init("cat"),
    .init("UTF-16", key: "utf16-units"), .init("UTF-8", key: "utf8-bytes"),
    .init("scalar", alignment: .right), .init("utf16", alignment: .right),
    .init("utf8", alignment: .right), .init("Swift", maximumWidth: 28),
    .init("Java", maximumWidth: 28),
  ]

  /// The widths of the rows' columns in a table drawn in blocks (`--all`, or a `--limit` past
  /// one block), from bounds known before the text is read, so that every block has the same
  /// columns without the rows of the whole text being held: `#` and the offsets as many digits
  /// as `offsetBound` (``TextInputOptions/offsetBound``), the text columns their limits
  /// (cluster 24, name 44, the literals 28 cells: a longer cell is cut with "…"), the others
  /// the widest any scalar takes ("U+10FFFF", "DBFF DFFF", "F4 8F BF BF"), each at least its title.
  ///
  ///     blockWidths(offsetBound: 300_000_000)  // # 9, cluster 24, width 5, code point 10, name 44, ...
  static func blockWidths(
    offsetBound: Int, showingInput: Bool = false, properties: [ScalarProperty] = []
  ) -> [Int?] {
    let digits = TextTable.digitCount(below: offsetBound)
    let widest: [String: Int] = [
      "index": digits, "scalar": digits, "utf16": digits, "utf8": digits, "input": digits, "width": 5,
      "code-point": 8, "cat": 2, "utf16-units": 9, "utf8-bytes": 11,
    ]
    return scalarColumns(showingInput: showingInput, properties: properties).map { column in
      max(column.title.count, column.maximumWidth ?? widest[column.key] ?? 0)
    }
  }

  /// The columns of the rows hidden first when the terminal is narrow: the literals, then the
  /// offsets (the input's last: a reader of a file that is not UTF-8 looks for its bytes), the
  /// properties asked for (in the reverse of `--properties all`'s order), the cluster's width, the category and the
  /// UTF-16 units.
  static let dropOrder =
    ["java", "swift", "scalar", "utf16", "utf8", "input"] + ScalarProperty.allCases.reversed().map(\.columnKey)
    + ["width", "cat", "utf16-units"]

  func invalidUTF8(_ inspection: Inspection) -> String {
    var table = TextTable(
      columns: [.init("byte", alignment: .right), .init("bytes"), .init("kind"), .init("became")],
      indent: 2)
    for sequence in inspection.invalidUTF8 {
      table.append([
        String(sequence.utf8Offset), sequence.hexBytes.joined(separator: " "),
        sequence.kind.explanation,
        "\(sequence.replacementCount) × U+FFFD",
      ], styles: [nil, .invalid])
    }
    let listed = inspection.invalidUTF8.count
    let more =
      inspection.invalidUTF8Count > listed
      ? "\n  (the first \(listed) of \(inspection.invalidUTF8Count) ill-formed sequences)" : ""
    return TextStyle.invalid.apply("invalid UTF-8 (repaired with U+FFFD)") + "\n" + table.render() + more
  }

  /// The most changed clusters listed under the forms.
  var changeRowLimit = 8

  func normalization(_ inspection: Inspection) -> String {
    var table = TextTable(
      columns: [
        .init("form"), .init("already"), .init("quick check"),
        .init("graphemes", alignment: .right), .init("scalars", alignment: .right),
        .init("UTF-16", alignment: .right), .init("UTF-8", alignment: .right),
        .init("text", maximumWidth: 40, minimumWidth: 8),
      ], indent: 2)
    for form in NormalizationForm.allCases {
      let summary = inspection.normalization[form]
      table.append([
        form.description, summary.isNormalized ? "yes" : "no", summary.quickCheck.description,
        String(summary.counts.graphemes), String(summary.counts.scalars),
        String(summary.counts.utf16), String(summary.counts.utf8),
        summary.text.map(TerminalText.safe) ?? "(not shown: over 64 KiB)",
      ], styles: [nil, summary.isNormalized ? nil : .changed])
    }
    let icu = inspection.engines.icu
    return TextStyle.heading.apply("normalization (ICU \(icu.version), Unicode \(icu.unicodeVersion))") + "\n"
      + table.render()
      + changes(inspection.normalization)
  }

  /// The clusters that change, one row per cluster and result, naming the forms that change it
  /// that way: "3  é U+00E9 → é U+0065 U+0301  NFD, NFKD".
  func changes(_ normalization: NormalizationReport) -> String {
    var rows: [(change: ClusterChange, forms: [NormalizationForm])] = []
    for form in NormalizationForm.allCases {
      for change in normalization[form].changedClusters {
        if let index = rows.firstIndex(where: {
          $0.change.graphemeOffset == change.graphemeOffset
            && Self.isSameText($0.change.after, change.after)
        }) {
          rows[index].forms.append(form)
        } else {
          rows.append((change, [form]))
        }
      }
    }
    guard !rows.isEmpty else { return "" }
    rows.sort { $0.change.graphemeOffset < $1.change.graphemeOffset }
    var table = TextTable(
      columns: [
        .init("#", alignment: .right), .init("before → after", maximumWidth: 64, minimumWidth: 24),
        .init("in"),
      ],
      indent: 4)
    for row in rows.prefix(changeRowLimit) {
      table.append([
        String(row.change.graphemeOffset), ClusterChangeText.describe(row.change),
        row.forms.map(\.description).joined(separator: ", "),
      ], styles: [nil, .changed])
    }
    let total = NormalizationForm.allCases.map { normalization[$0].changedClusterCount }.max() ?? 0
    var text = "\n  " + TextStyle.heading.apply("clusters that change") + "\n" + table.render()
    if rows.count > changeRowLimit || total > changeRowLimit {
      text += "\n    … the first \(changeRowLimit) shown; up to \(total) clusters change in one form"
    }
    return text
  }

  /// Whether two forms' results are the same scalars, so one row names both forms. Not Swift's
  /// `==`: that is canonical equivalence, which every two forms' results of one cluster share
  /// (a row would then show one form's scalars for another's), and it normalizes both sides,
  /// quadratic in a run of marks.
  static func isSameText(_ first: String, _ second: String) -> Bool {
    first.utf8.elementsEqual(second.utf8)
  }

  func lengths(_ inspection: Inspection) -> String {
    TextStyle.heading.apply("lengths") + "\n" + LengthsTableRenderer.lengthTable(inspection.lengths, indent: 2, titles: false)
  }

  func warnings(_ inspection: Inspection) -> String {
    guard !inspection.warnings.isEmpty else { return TextStyle.heading.apply("warnings: none") }
    return TextStyle.heading.apply("warnings") + "\n"
      + inspection.warnings.map { TextStyle.warning.apply("  ! \(TerminalText.safe($0.message))") }
      .joined(separator: "\n")
  }

  func engines(_ inspection: Inspection) -> String {
    let engines = inspection.engines
    var table = TextTable(
      columns: [.init("engine"), .init("unicode"), .init("answers", minimumWidth: 16, wraps: true)], indent: 2, showsTitles: false)
    func answered(by engine: BreakEngine) -> String {
      let keys = properties.filter { $0.engine == engine }.map(\.columnKey)
      return keys.isEmpty ? "" : "; properties " + keys.joined(separator: ", ")
    }
    table.append([
      "Swift standard library", "Unicode \(engines.swift.unicodeVersion)",
      "clusters, scalars, names, categories" + answered(by: .swift),
    ])
    table.append([
      "ICU \(engines.icu.version)", "Unicode \(engines.icu.unicodeVersion)",
      "normalization, icu.graphemes" + answered(by: .icu),
    ])
    table.append([
      "reference tables", "Unicode \(ReferenceDatabase.unicodeVersion)",
      "cell widths (East_Asian_Width; the \(CellWidth.policy.argumentName) width policy)" + answered(by: .reference),
    ])
    return TextStyle.heading.apply("engines") + "\n" + table.render()
  }

}
