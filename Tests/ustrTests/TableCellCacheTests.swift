import Testing
import UStrCore
import UStrReport

@testable import ustr

/// What tables remember to draw long tables fast (`--all`) answers as measuring anew would:
/// cluster widths (`CellMeasure`), cut cells (`CellCuts`), `inspect`'s row cells
/// (`InspectionRowCells`), all keyed by exact bytes (`ExactText`), never by canonical
/// equivalence.
@Suite("Table cell caches")
struct TableCellCacheTests {
  /// Clusters of one to five scalars: "é" = U+00E9; "é" = U+0065 U+0301; "أ" = U+0627 U+0654;
  /// "👍🏽" = U+1F44D U+1F3FD; "👩🏽‍🚀" = U+1F469 U+1F3FD U+200D U+1F680; "🇫🇷" = U+1F1EB U+1F1F7;
  /// "a" + four marks; a lone mark; CR LF.
  static let clusters: [Character] = [
    "a", "\u{E9}", "e\u{301}", "\u{627}\u{654}", "\u{1F44D}\u{1F3FD}", "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}",
    "\u{1F1EB}\u{1F1F7}", "a\u{301}\u{302}\u{303}\u{304}", "\u{301}", "\r\n", "漢", "\u{200B}",
  ]

  @Test(arguments: WidthPolicy.allCases)
  func rememberedClusterWidthsEqualTheMeasure(policy: WidthPolicy) {
    var measure = CellMeasure(policy: policy)
    for _ in 0..<2 {
      for cluster in Self.clusters {
        #expect(measure.cells(of: cluster) == policy.cells(of: cluster), "\(cluster.unicodeScalars.map(\.value))")
      }
    }
  }

  @Test func clusterKeysTellApartCanonicallyEquivalentAndReorderedClusters() {
    #expect(CellMeasure.key(of: "\u{E9}") != CellMeasure.key(of: "e\u{301}"))
    #expect(CellMeasure.key(of: "a\u{301}\u{302}") != CellMeasure.key(of: "a\u{302}\u{301}"))
    #expect(CellMeasure.key(of: "e\u{301}") == 0x66 | 0x302 << 21)
    // Four scalars and more are not kept.
    #expect(CellMeasure.key(of: "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}") == nil)
  }

  @Test func exactTextIsEqualByBytesOnly() {
    #expect(ExactText("\u{E9}") != ExactText("e\u{301}"))
    #expect(ExactText("e\u{301}") == ExactText("e" + "\u{301}"))
    #expect(ExactText("abc").hashValue == ExactText("ab" + "c").hashValue)
    #expect(Set([ExactText("\u{E9}"), ExactText("e\u{301}")]).count == 2)
  }

  /// Texts past the short and ASCII fast paths, some cut, some with a long cluster.
  static let cells = [
    "\u{E9} U+00E9 \u{2192} e\u{301} U+0065 U+0301", "e\u{301} U+0065 U+0301 \u{2192} \u{E9} U+00E9",
    "漢字漢字漢字漢字漢字漢字漢字漢字", "a" + String(repeating: "\u{301}", count: 20) + " long cluster",
    "REGIONAL INDICATOR SYMBOL LETTER F", "\u{1F469}\u{1F3FD}\u{200D}\u{1F680} astronaut, medium skin tone",
  ]

  @Test(arguments: [nil, 1, 5, 10, 24, 60] as [Int?])
  func rememberedCutsEqualTheCut(width: Int?) {
    var measure = CellMeasure(policy: .unicode)
    var cuts = CellCuts()
    for _ in 0..<2 {
      for cell in Self.cells {
        var fresh = CellMeasure(policy: .unicode)
        let expected = TextTable.cut(cell, to: width, measure: &fresh)
        let cut = cuts.cut(cell, to: width, measure: &measure)
        #expect(cut.text.utf8.elementsEqual(expected.text.utf8))
        #expect(cut.cells == expected.cells)
        #expect(cut.cells == WidthPolicy.unicode.cells(of: cut.text))
      }
    }
  }

  @Test func aCutTextTakesTheCellsItIsCountedFor() {
    var measure = CellMeasure(policy: .unicode)
    let cut = TextTable.cut("漢字漢字", to: 5, measure: &measure)
    #expect(cut.text == "漢字…")
    #expect(cut.cells == 5)
  }

  @Test func inspectRowCellsEqualTheCellsMadeAnew() throws {
    let cells = InspectionRowCells()
    // "é" twice over, as U+00E9 then as U+0065 U+0301: one cluster each, same under `==`.
    let text = "\u{E9}e\u{301}\u{E9}e\u{301}"
    _ = TextBreakdown.forEachCluster(of: text, limit: nil) { cluster in
      let shown = String(cluster.character)
      let made = cells.cells(of: cluster, shownText: shown, isWhole: true)
      #expect(made.swift == StringLiteral.source(of: shown, language: .swift))
      #expect(made.java == StringLiteral.source(of: shown, language: .java))
      #expect(made.shown.unicodeScalars.elementsEqual(TerminalText.cluster(shown).unicodeScalars))
      #expect(made.width == String(CellWidth.of(cluster.character)))
      for position in cluster.scalars {
        let scalarCells = cells.cells(of: position.scalar)
        #expect(scalarCells.codePoint == Hex.codePoint(position.scalar))
        #expect(scalarCells.utf8 == Hex.bytes(position.utf8).joined(separator: " "))
        #expect(scalarCells.utf16 == Hex.units(position.utf16).joined(separator: " "))
        #expect(scalarCells.style == TextStyle.of(position.scalar))
      }
    }
    let precomposed = try #require(Self.firstCluster(of: "\u{E9}"))
    let decomposed = try #require(Self.firstCluster(of: "e\u{301}"))
    #expect(
      cells.cells(of: precomposed, shownText: "\u{E9}", isWhole: true).swift
        != cells.cells(of: decomposed, shownText: "e\u{301}", isWhole: true).swift)
  }

  static func firstCluster(of text: String) -> GraphemeCluster? {
    var first: GraphemeCluster?
    _ = TextBreakdown.forEachCluster(of: text, limit: 1) { first = $0 }
    return first
  }
}
