import Testing

@testable import ustr

/// `TextTable.fit` and `render`: a table wider than the terminal is narrowed first, then loses
/// columns in its drop order; a note names what was hidden; `--wide` (no width) and `--columns`
/// override the fit.
@Suite("Table fitting")
struct TextTableFitTests {
  /// Natural widths: index 1, name 20 (narrowable to 6), x 2, y 4: 33 cells with the gaps.
  static func table() -> TextTable {
    var table = TextTable(
      columns: [
        .init("#", alignment: .right, key: "index"), .init("name", minimumWidth: 6), .init("x"),
        .init("y"),
      ], dropOrder: ["y", "x"])
    table.append(["0", "LATIN SMALL LETTER A", "xx", "yyyy"])
    return table
  }

  static func layout(_ width: Int?, picked: [String]? = nil) -> TableLayout {
    TableLayout(width: width, pickedColumns: picked, widthPolicy: .unicode)
  }

  @Test func aTableThatFitsIsLeftAlone() {
    let fitting = Self.table().fit(Self.layout(33))
    #expect(fitting.shown == [0, 1, 2, 3])
    #expect(fitting.widths == [nil, nil, nil, nil])
    #expect(fitting.hidden.isEmpty)
  }

  @Test func narrowingComesBeforeDroppingAndGivesBackTheSpareCells() {
    // Narrowed to its minimum the name makes the line 19 cells; at 30 it gets 11 cells back.
    let fitting = Self.table().fit(Self.layout(30))
    #expect(fitting.shown == [0, 1, 2, 3])
    #expect(fitting.widths == [nil, 17, nil, nil])
    #expect(fitting.hidden.isEmpty)
  }

  @Test func columnsAreDroppedInTheDropOrderWhenNarrowingIsNotEnough() {
    let one = Self.table().fit(Self.layout(15))
    #expect(one.shown == [0, 1, 2])
    #expect(one.hidden == ["y"])
    #expect(one.widths[1] == 8)  // 1 + 6 + 2 + 2 gaps = 13: two spare cells
    let two = Self.table().fit(Self.layout(10))
    #expect(two.shown == [0, 1])
    #expect(two.hidden == ["y", "x"])
    #expect(two.widths[1] == 7)
  }

  @Test func aColumnIsNeverNarrowedBelowItsMinimumEvenWhenTheLineStaysTooWide() {
    // Nothing left to drop: the line is 9 cells at 5, the best the table can do.
    let fitting = Self.table().fit(Self.layout(5))
    #expect(fitting.shown == [0, 1])
    #expect(fitting.widths[1] == 6)
    #expect(fitting.hidden == ["y", "x"])
  }

  @Test func theRenderedTableFitsAndANoteNamesTheHiddenColumns() {
    let lines = Self.table().render(layout: Self.layout(15)).split(separator: "\n")
    #expect(
      lines == [
        "#  name      x", "0  LATIN S…  xx", "(hidden to fit 15 columns: y;",
        " --wide shows every column, --columns NAME,... picks them)",
      ])
    #expect(lines.prefix(2).allSatisfy { $0.count <= 15 })
  }

  @Test func noWidthShowsEveryColumnWhole() {
    // `--wide`, a pipe or a file.
    let fitting = Self.table().fit(Self.layout(nil))
    #expect(fitting.shown == [0, 1, 2, 3])
    #expect(fitting.widths == [nil, nil, nil, nil])
    #expect(!Self.table().render(layout: Self.layout(nil)).contains("hidden"))
  }

  @Test func pickedColumnsAreShownWholeWhateverTheWidth() {
    let fitting = Self.table().fit(Self.layout(10, picked: ["index", "name"]))
    #expect(fitting.shown == [0, 1])
    #expect(fitting.widths == [nil, nil, nil, nil])
    #expect(fitting.hidden.isEmpty)
    #expect(Self.table().render(layout: Self.layout(10, picked: ["y", "index"])) == "#  y\n0  yyyy")
  }

  @Test func aTableWithoutADropOrderOnlyNarrowsAndIgnoresPickedColumns() {
    var table = TextTable(columns: [.init("a"), .init("b", minimumWidth: 3)])
    table.append(["aaaa", "bbbbbbbbbb"])
    let fitting = table.fit(Self.layout(10, picked: ["a"]))
    #expect(fitting.shown == [0, 1])
    #expect(fitting.widths == [nil, 4])
    #expect(table.render(layout: Self.layout(10)) == "a     b\naaaa  bbb…")
  }

  @Test func aColumnsMaximumWidthCapsItsNaturalWidth() {
    var table = TextTable(columns: [.init("a", maximumWidth: 5), .init("b")])
    table.append(["abcdefgh", "b"])
    #expect(table.render(layout: Self.layout(nil)) == "a      b\nabcd…  b")
  }

  @Test func wideCharactersCountTwoCellsInTheFit() {
    // "漢字漢字漢字" is 12 cells: at 10 the column narrows to 8 cells, cut between clusters.
    var table = TextTable(columns: [.init("#", key: "index"), .init("text", minimumWidth: 4)], dropOrder: ["index"])
    table.append(["0", "漢字漢字漢字"])
    let fitting = table.fit(Self.layout(11))
    #expect(fitting.widths[1] == 8)
    #expect(table.render(layout: Self.layout(11)) == "#  text\n0  漢字漢…")
  }

  @Test func indentCountsAgainstTheWidth() {
    var table = TextTable(columns: [.init("a", minimumWidth: 2)], indent: 4)
    table.append(["abcdefghij"])
    #expect(table.fit(Self.layout(10)).widths == [6])
    #expect(table.render(layout: Self.layout(10)) == "    a\n    abcde…")
  }
}
