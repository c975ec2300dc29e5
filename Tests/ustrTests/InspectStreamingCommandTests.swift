import Foundation
import Testing
import UStrCore
import UStrReport
import UStrTestSupport

@testable import ustr

/// `inspect` read a megabyte at a time: the same answer as the whole text, in every format.
@Suite("inspect streaming, end to end")
struct InspectStreamingCommandTests {
  func temporaryFile(_ bytes: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-stream-\(UUID().uuidString).txt")
    try Data(bytes).write(to: url)
    return url
  }

  func json(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func jsonLinesCarryTheRowsAndSummaryOfTheJSONDocument() throws {
    let text = "Poke\u{301}mon 👩🏽‍🚀 🇯🇵 ﬁ \u{202E}"
    let document = try json(UStrBinary.run(["inspect", "--format", "json", text]).stdout)
    let lines = try UStrBinary.run(["inspect", "--format", "jsonl", text]).stdoutText
      .split(separator: "\n").map { try json(Data($0.utf8)) }
    #expect(lines.map { $0["type"] as? String } == ["header"] + Array(repeating: "grapheme", count: text.count) + ["summary"])
    let header = try #require(lines.first?["data"] as? [String: Any])
    #expect(header["schemaVersion"] as? Int == document["schemaVersion"] as? Int)
    let rows = lines.dropFirst().dropLast().map { $0["data"] as! NSDictionary }
    #expect(rows == (document["graphemes"] as! [NSDictionary]))
    let summary = try #require(lines.last?["data"] as? NSDictionary)
    let keys = ["isTruncated", "counts", "normalization", "lengths", "invalidUTF8Count", "invalidUTF8", "warnings", "input"]
    var expected: [String: Any] = [:]
    for key in keys { expected[key] = document[key] }
    #expect(summary == expected as NSDictionary)
  }

  @Test func anIllFormedSequenceCutByTheReadChunkIsReportedOnceAtItsOffset() throws {
    // 3 MiB of text with "C3 28" (a lead byte, then not a continuation) and "E2 82" + "A"
    // straddling the 1 MiB and 2 MiB read boundaries.
    var bytes = Array(repeating: UInt8(ascii: "a"), count: 3 << 20)
    bytes[(1 << 20) - 1] = 0xC3
    bytes[1 << 20] = 0x28
    bytes[(2 << 20) - 1] = 0xE2
    bytes[2 << 20] = 0x82
    let url = try temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try UStrBinary.run(["inspect", "--format", "json", "--limit", "0", "--file", url.path])
    #expect(result.exitCode == 0)
    let report = try json(result.stdout)
    let invalid = try #require(report["invalidUTF8"] as? [[String: Any]])
    let whole = UTF8Decoding(bytes: bytes)
    #expect(invalid.map { $0["utf8Offset"] as? Int } == whole.invalid.map(\.utf8Offset))
    #expect(invalid.map { $0["bytes"] as? [String] } == [["C3"], ["E2", "82"]])
    let counts = try #require(report["counts"] as? [String: Int])
    let expected = ViewCounts(of: whole.text)
    #expect(counts == ["grapheme": expected.graphemes, "scalar": expected.scalars, "utf16": expected.utf16, "utf8": expected.utf8])
  }

  @Test func aTableOfEveryClusterIsDrawnInBlocksWithTheCountsAfterTheRows() throws {
    let url = try temporaryFile(Array(String(repeating: "ab\n", count: 1500).utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let lines = try UStrBinary.run(["inspect", "--all", "--file", url.path]).stdoutText
      .split(separator: "\n", omittingEmptySubsequences: false)
    // Every cluster has its row, and the counts line comes after the last one.
    let rows = lines.filter { $0.drop { $0 == " " }.first?.isNumber == true && $0.contains(" U+00") }
    #expect(rows.count == 4500)
    let countsLine = try #require(lines.firstIndex { $0.hasPrefix("4500 graphemes, 4500 scalars") })
    #expect(countsLine > lines.lastIndex { $0.drop { $0 == " " }.hasPrefix("4499 ") }!)
  }

  /// The counts head the table only when every cluster is listed; a text with clusters past the
  /// listed ones has them after its rows, whether that is known before the text ends (a file of
  /// 7 clusters, `--limit 2`) or only at its end (the last cluster of "abc" past `--limit 2`).
  @Test func theCountsFollowTheRowsOfATableThatListsSomeClusters() throws {
    let url = try temporaryFile(Array("abcdefg".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    for (arguments, counts) in [
      (["--limit", "2", "--file", url.path], "7 graphemes, 7 scalars"),
      (["--limit", "2", "abc"], "3 graphemes, 3 scalars"),
    ] {
      let lines = try UStrBinary.run(["inspect"] + arguments).stdoutText.split(separator: "\n")
      #expect(lines.first?.hasPrefix("#  cluster") == true, "\(arguments)")
      let countsLine = try #require(lines.firstIndex { $0.hasPrefix(counts) }, "\(arguments)")
      #expect(countsLine > lines.firstIndex { $0.hasPrefix("1  b") }!, "\(arguments)")
    }
    let whole = try UStrBinary.run(["inspect", "--limit", "3", "abc"]).stdoutText
    #expect(whole.hasPrefix("3 graphemes, 3 scalars"))
  }

  /// A text longer than the table's listing has its rows drawn as soon as the text goes past
  /// them: from a pipe held open, the table comes before the input ends (its counts cannot).
  @Test func theFirstRowsOfALargeTextComeBeforeItEnds() throws {
    // 3000 lines of "ab": 9000 clusters, of which the table lists the first 1000.
    let lastRow = "\n999\n"
    let output = try PipeFeed.outputBeforeInputEnds(
      ["inspect", "--columns", "index"], input: Data(String(repeating: "ab\n", count: 3000).utf8),
      until: lastRow, waitingAtMost: 120)
    #expect(output.contains(lastRow), "\(output.suffix(300))")
    #expect(!output.contains("graphemes,"))
  }

  /// Blocks drawn as they fill share one set of column widths, though the later ones hold
  /// wider cells (a wide character, a long name, 4-byte scalars, bigger offsets) than the first.
  @Test func everyBlockOfATableDrawnInBlocksHasTheSameColumns() throws {
    let text = String(repeating: "a", count: 2500) + "漢\u{1F469}\u{1F3FD}\u{200D}\u{1F680}\u{FBF9}"
      + String(repeating: "b", count: 1500)
    let url = try temporaryFile(Array(text.utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let lines = try UStrBinary.run(["inspect", "--all", "--file", url.path]).stdoutText
      .split(separator: "\n", omittingEmptySubsequences: false)
    let titles = lines.filter { $0.drop { $0 == " " }.hasPrefix("#  cluster") }
    #expect(titles.count == 4, "a title line a block")
    #expect(Set(titles).count == 1)
    // Where each row's code point and UTF-8 offset start, in cells: the same in every row.
    let rows = lines.filter { $0.contains(" U+") && !$0.contains("→") }  // not the forms' changes
    #expect(rows.count == 4000 + 5 + 1)  // ASCII, 漢, the astronaut's 4 scalars, U+FBF9
    let codePointStarts = Set(rows.map { WidthPolicy.unicode.cells(of: $0[..<$0.range(of: " U+")!.lowerBound]) })
    #expect(codePointStarts.count == 1, "\(codePointStarts)")
    let lineLengths = Set(rows.filter { $0.hasSuffix("\"b\"") }.map { WidthPolicy.unicode.cells(of: $0) })
    #expect(lineLengths.count == 1, "\(lineLengths)")
    // A long name (U+FBF9, 83 characters) is cut to the name column's 44 cells.
    let name = "ARABIC LIGATURE UIGHUR KIRGHIZ YEH WITH HAMZA ABOVE WITH ALEF MAKSURA ISOLATED FORM"
    #expect(rows.contains { $0.contains(name.prefix(43) + "…  Lo") }, "\(rows.filter { $0.contains("FBF9") })")
  }

  @Test func blockWidthsComeFromTheOffsetBound() {
    let widths = InspectionTableRenderer.blockWidths(offsetBound: 300_000_000)
    let keys = InspectionTableRenderer.scalarColumns.map(\.key)
    #expect(Dictionary(uniqueKeysWithValues: zip(keys, widths)) == [
      "index": 9, "cluster": 24, "width": 5, "code-point": 10, "name": 44, "cat": 3, "utf16-units": 9,
      "utf8-bytes": 11, "scalar": 9, "utf16": 9, "utf8": 9, "swift": 28, "java": 28,
    ])
    #expect(InspectionTableRenderer.blockWidths(offsetBound: 30)[0] == 2)
  }

  @Test func standardInputStreamsLikeAFile() throws {
    let text = String(repeating: "e\u{301}🇯🇵", count: 3000)
    let fromArgument = try UStrBinary.run(["inspect", "--format", "json", "--limit", "5", text]).stdout
    let fromInput = try UStrBinary.run(["inspect", "--format", "json", "--limit", "5"], input: Data(text.utf8)).stdout
    #expect(fromInput == fromArgument)
  }

  /// Every `grapheme` row of JSON and JSON Lines carries the line and columns a plain count of
  /// the standard library's characters gives (LSP's terminators: LF, CR LF, CR), on random text
  /// with every terminator read from standard input.
  @Test func rowsCarryTheLineAndColumnsAPlainCountGives() throws {
    var generator = SeededGenerator(seed: 0x11B0)
    for _ in 0..<4 {
      let text = LSPLineReference.randomText(pieces: 30, using: &generator)
      let expected = LSPLineReference.clusterStarts(of: text).map { start -> NSDictionary in
        [
          "line": start.line,
          "column": ["utf8": start.utf8, "utf16": start.utf16, "scalar": start.scalar, "grapheme": start.grapheme],
        ]
      }
      let document = try json(UStrBinary.run(["inspect", "--format", "json", "--all"], input: Data(text.utf8)).stdout)
      let rows = try #require(document["graphemes"] as? [[String: Any]])
      let jsonLines = try UStrBinary.run(["inspect", "--format", "jsonl", "--all"], input: Data(text.utf8)).stdoutText
        .split(separator: "\n").map { try json(Data($0.utf8)) }
        .filter { $0["type"] as? String == "grapheme" }.map { $0["data"] as! [String: Any] }
      for found in [rows, jsonLines] {
        let positions = found.map { ["line": $0["line"] as Any, "column": $0["column"] as Any] as NSDictionary }
        #expect(positions == expected, "\(text.debugDescription)")
      }
    }
  }
}
