import Testing

@testable import ustr

/// A table written a cell at a time straight into bytes (`TableLineWriter`, what `--all`
/// blocks use) is the table `TextTable` renders from the same cells, byte for byte: padding,
/// alignment, cuts, hidden columns and the note on them.
@Suite("Table line writer")
struct TableLineWriterTests {
  /// One row's cells, by kind: a number, or text (terminal-safe already, as every cell is).
  enum Cell {
    case number(Int)
    case text(String)
    case range(Range<Int>)
  }

  /// Rows with tricky cells: wide ("漢字"), combining ("é" = U+0065 U+0301, a base and 20
  /// marks), control pictures ("␀" = U+2400, "␊" = U+240A), an emoji sequence ("👩🏽‍🚀" =
  /// U+1F469 U+1F3FD U+200D U+1F680), numbers wider than their column, empty cells and rows
  /// shorter than the table.
  static let rows: [[Cell]] = [
    [.number(0), .text("a"), .text("1"), .range(0..<1), .text("LATIN SMALL LETTER A")],
    [.number(12), .text("e\u{301}"), .text("1"), .range(1..<3), .text("")],
    [.number(123_456), .text("漢字漢字漢字"), .text("12"), .range(3..<123_456_789), .text("CJK UNIFIED IDEOGRAPH-6F22")],
    [.text(""), .text("\u{2400}\u{240A}"), .text(""), .range(9..<10), .text("SYMBOL FOR NULL, SYMBOL FOR LINE FEED")],
    [.number(7), .text("\u{1F469}\u{1F3FD}\u{200D}\u{1F680}"), .text("2")],
    [.number(8), .text("a" + String(repeating: "\u{301}", count: 20)), .text("1"), .range(4..<5), .text("é U+00E9 → é U+0065 U+0301 and more words than fit")],
    [],
  ]

  static func table(showsTitles: Bool = true, showsHiddenNote: Bool = true) -> TextTable {
    var table = TextTable(
      columns: [
        .init("#", alignment: .right, key: "index"), .init("cluster", maximumWidth: 8),
        .init("width", alignment: .right), .init("utf8"), .init("name", maximumWidth: 24, minimumWidth: 12),
      ], indent: 2, showsTitles: showsTitles, dropOrder: ["utf8", "width"])
    table.fixedWidths = [5, 8, 5, 12, 24]
    table.showsHiddenNote = showsHiddenNote
    return table
  }

  static func write(_ cells: [[Cell]], to rows: inout some TableRows) {
    for row in cells {
      for cell in row {
        switch cell {
        case .number(let value): rows.number(value)
        case .text(let text): rows.cell(text)
        case .range(let range): rows.range(range)
        }
      }
      rows.endRow()
    }
  }

  /// Layouts: a pipe; terminals narrow enough to drop columns and narrow the name; `--columns`.
  static var layouts: [TableLayout] {
    [
      TableLayout(), TableLayout(width: 50), TableLayout(width: 30), TableLayout(width: 12),
      TableLayout(pickedColumns: ["name", "index"]), TableLayout(widthPolicy: .wcwidth),
    ]
  }

  @Test(arguments: 0..<6, [true, false])
  func writtenLinesEqualTheRenderedTable(layoutIndex: Int, showsTitles: Bool) throws {
    let layout = Self.layouts[layoutIndex]
    var table = Self.table(showsTitles: showsTitles)
    Self.write(Self.rows, to: &table)
    var writer = try #require(TableLineWriter(Self.table(showsTitles: showsTitles), layout: layout))
    writer.writeTitles()
    Self.write(Self.rows, to: &writer)
    writer.writeHiddenNote()
    let written = String(decoding: writer.bytes, as: UTF8.self)
    #expect(written == table.render(layout: layout))
    #expect(writer.bytes.elementsEqual(table.render(layout: layout).utf8))
  }

  @Test func aBlockWithoutItsNoteLeavesItOut() throws {
    let layout = TableLayout(width: 30)
    var table = Self.table(showsHiddenNote: false)
    Self.write(Self.rows, to: &table)
    var writer = try #require(TableLineWriter(Self.table(showsHiddenNote: false), layout: layout))
    writer.writeTitles()
    Self.write(Self.rows, to: &writer)
    writer.writeHiddenNote()
    #expect(writer.bytes.elementsEqual(table.render(layout: layout).utf8))
    #expect(!table.render(layout: layout).contains("hidden"))
  }

  @Test func aTableWhoseWidthsComeFromItsRowsHasNoWriter() {
    var table = Self.table()
    table.fixedWidths = [5, nil, 5, 12, 24]
    #expect(TableLineWriter(table, layout: TableLayout()) == nil)
    // A last column's width fits a terminal only as its rows say.
    table.fixedWidths = [5, 8, 5, 12, nil]
    #expect(TableLineWriter(table, layout: TableLayout(width: 50)) == nil)
  }

  /// A last column aligned left pads nothing after its cell: in a pipe its width need not be
  /// known (`normalize --check`'s changes, measured from each block's rows before).
  @Test(arguments: [false, true])
  func anUnsetLastColumnWidthWritesTheRenderedTable(picksColumns: Bool) throws {
    let layout = TableLayout(pickedColumns: picksColumns ? ["name", "cluster"] : nil)
    var table = Self.table()
    table.fixedWidths = [5, 8, 5, 12, nil]
    Self.write(Self.rows, to: &table)
    var unset = Self.table()
    unset.fixedWidths = [5, 8, 5, 12, nil]
    var writer = try #require(TableLineWriter(unset, layout: layout))
    writer.writeTitles()
    Self.write(Self.rows, to: &writer)
    writer.writeHiddenNote()
    #expect(writer.bytes.elementsEqual(table.render(layout: layout).utf8))
  }

  /// A spooled row's cells come back as UTF-8: printable ASCII is copied, the rest measured.
  @Test func utf8CellsWriteAsTheirText() throws {
    var table = Self.table()
    var writer = try #require(TableLineWriter(Self.table(), layout: TableLayout()))
    writer.writeTitles()
    for rows in [["12", "e\u{301}", "3", "", "a name far too long for its column of 24"], ["123456", "漢", "", "x"]] {
      for cell in rows {
        table.cell(cell)
        writer.cell(utf8: Array(cell.utf8)[...], style: nil)
      }
      table.endRow()
      writer.endRow()
    }
    #expect(writer.bytes.elementsEqual(table.render(layout: TableLayout()).utf8))
  }

  @Test func numbersAreWrittenAsTheirDigits() {
    #expect(TableLineWriter.digitCount(0) == 1)
    #expect(TableLineWriter.digitCount(9) == 1)
    #expect(TableLineWriter.digitCount(10) == 2)
    #expect(TableLineWriter.digitCount(Int.max) == String(Int.max).count)
  }
}
