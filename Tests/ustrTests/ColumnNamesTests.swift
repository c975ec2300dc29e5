import Testing

@testable import ustr

/// The `--columns` value is read as the tables' keys, and a name no table has is named with the
/// nearest one.
@Suite("Column names")
struct ColumnNamesTests {
  @Test func namesAreSplitAtCommasWithoutSpacesAndLowerCased() {
    #expect(ColumnNames.parse("Index, code point,UTF8") == ["index", "codepoint", "utf8"])
    #expect(ColumnNames.parse("a,,b") == ["a", "", "b"])
  }

  @Test func knownNamesPass() {
    #expect(ColumnNames.error(picked: ["name", "index"], valid: ["index", "name"]) == nil)
  }

  @Test func aSlipIsNamedWithTheColumnMeant() {
    #expect(
      ColumnNames.error(picked: ["index", "utf61"], valid: ["index", "utf16", "utf8"])
        == "unknown column 'utf61' for --columns. Did you mean 'utf16'? (columns: index, utf16, utf8)")
  }

  @Test func aFarNameListsTheColumnsOnly() {
    #expect(
      ColumnNames.error(picked: ["everything"], valid: ["index", "name"])
        == "unknown column 'everything' for --columns (columns: index, name)")
  }

  @Test func keysJoinTablesOnceEach() {
    let first: [TextTable.Column] = [.init("#", key: "index"), .init("utf8")]
    let second: [TextTable.Column] = [.init("utf8"), .init("rule")]
    #expect(ColumnNames.keys(first, second) == ["index", "utf8", "rule"])
  }

  @Test func everyPickableTableHasDistinctKeys() {
    for columns in [
      InspectionTableRenderer.scalarColumns, CharacterRowTableRenderer.columns,
      SelftestTableRenderer.runColumns, NormalizationCheckTableRenderer.columns,
      CompareTableRenderer.differenceColumns, BreaksTableRenderer.segmentColumns,
      BreaksTableRenderer.explanationColumns,
    ] {
      let keys = columns.map(\.key)
      #expect(Set(keys).count == keys.count, "\(keys)")
      #expect(!keys.contains(""), "\(keys)")
    }
  }
}
