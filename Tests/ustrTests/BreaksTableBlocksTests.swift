import Foundation
import Testing
import UStrTestSupport

/// `ustr breaks` with more rows than the table holds (`--all`, a large `--limit`): the table is
/// drawn in blocks as the text is read, and lists exactly the rows of the JSON document.
@Suite("ustr breaks, the table drawn in blocks")
struct BreaksTableBlocksTests {
  /// Conjuncts of every script whose linker is newer than some engine, emoji, flags and words:
  /// the engines disagree at some positions on most toolchains, and there are thousands of
  /// clusters.
  static let text = String(
    repeating: "\u{11107}\u{11133}\u{11107} \u{1000}\u{1039}\u{1000} \u{1A20}\u{1A60}\u{1A20} 👩‍👩‍👧 🇺🇸🇫🇷 e\u{301}x Dr. Who? ",
    count: 400)

  /// The lines of the section titled by a line starting with `title` (up to the next blank line).
  static func section(_ output: String, startingWith title: String) -> [Substring] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(title) }) else { return [] }
    return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
  }

  /// The rows of a table's lines that start with a number: their cells, split at runs of spaces.
  static func numberedRows(_ lines: [Substring]) -> [[Substring]] {
    lines.map { $0.split(separator: " ") }.filter { $0.first.map { Int($0) != nil } ?? false }
  }

  static func json(_ arguments: [String]) throws -> [String: Any] {
    let result = try UStrBinary.run(["breaks", "--format", "json"] + arguments + [text])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
  }

  static func range(_ value: Any?) -> String {
    guard let pair = value as? [Int], pair.count == 2 else { return "?" }
    return "\(pair[0])..<\(pair[1])"
  }

  @Test func everyClusterAndDisagreementIsListedOnceInTextOrder() throws {
    let table = try UStrBinary.run(["breaks", "--all", Self.text])
    #expect(table.exitCode == 0, "\(table.stderrText)")
    let out = table.stdoutText
    let document = try Self.json([])
    let segmentations = try #require(document["segmentations"] as? [[String: Any]])
    let first = try #require(segmentations.first)
    let segments = try #require(first["segments"] as? [[String: Any]])
    #expect(segments.count > 4_000, "the text must need blocks")
    // (Where the engines disagree at the linkers, 1200 disagreements: more than a block.)
    // Segments: the first engine's, every one, with its three ranges.
    let title = "segments (\(first["engine"]!) \(first["unicodeVersion"]!))"
    let rows = Self.numberedRows(Self.section(out, startingWith: title))
    #expect(rows.count == segments.count)
    for (row, segment) in zip(rows, segments) {
      #expect(Int(row[0]) == segment["segmentOffset"] as? Int)
      #expect(row.suffix(3).map(String.init) == ["scalarRange", "utf16Range", "utf8Range"].map { Self.range(segment[$0]) })
    }
    // Disagreements: every one, with each engine's answer on its own line.
    let disagreements = try #require(document["disagreements"] as? [[String: Any]])
    let disagreementCount = try #require(document["disagreementCount"] as? Int)
    #expect(disagreements.count == disagreementCount)
    if disagreementCount == 0 {
      #expect(out.contains("\ndisagreements: none\n"))
    } else {
      let listed = Self.section(out, startingWith: "disagreements: \(disagreementCount) position")
      let offsets = Self.numberedRows(listed).map { Int($0[0]) }
      #expect(offsets == disagreements.map { $0["scalarOffset"] as? Int })
      let reasons = listed.filter { $0.contains("scalar ") && $0.contains(":") && !$0.hasPrefix("  scalar  ") }
      #expect(reasons.count == disagreementCount)
      #expect(out.contains("the other engines' boundaries differ from"))
    }
    // The marked text closes the table, with each group's count over the whole text.
    let groups = try #require(document["identicalEngines"] as? [[String]])
    let marked = Self.section(out, startingWith: "grapheme clusters")
    #expect(marked.count == groups.count)
    for (line, group) in zip(marked, groups) {
      let segmentation = try #require(segmentations.first { $0["engine"] as? String == group[0] })
      let count = try #require(segmentation["segmentCount"] as? Int)
      #expect(line.contains("\(count) clusters"), "\(line)")
      #expect(line.hasPrefix("  \(group[0]) "), "\(line)")
    }
    #expect(out.components(separatedBy: "\n\n").last?.hasPrefix("engines: ") == true)
  }

  @Test func everyPositionIsExplainedOnceInTextOrder() throws {
    let table = try UStrBinary.run(["breaks", "--all", "--explain", "--engine", "reference", Self.text])
    #expect(table.exitCode == 0, "\(table.stderrText)")
    let document = try Self.json(["--explain", "--engine", "reference"])
    let positions = try #require(document["positions"] as? [[String: Any]])
    let rows = Self.numberedRows(Self.section(table.stdoutText, startingWith: "rules (reference"))
    #expect(rows.count == positions.count)
    #expect(rows.map { Int($0[0]) } == positions.map { $0["scalarOffset"] as? Int })
    #expect(rows.map { String($0[4]) } == positions.map { $0["rule"] as? String })
    // One engine: its segments are simply "segments", and nothing says the others differ.
    #expect(table.stdoutText.hasPrefix("segments\n"))
    #expect(!table.stdoutText.contains("the other engines"))
  }

  /// A text with more segments than the table lists is drawn in blocks as soon as it goes past
  /// them: from a pipe held open, the first 1000 segments come before the input ends, and the
  /// marked text with the counts (known at the end) does not.
  @Test func theFirstSegmentsOfALargeTextComeBeforeItEnds() throws {
    let lastRow = " 999\n"
    let output = try PipeFeed.outputBeforeInputEnds(
      ["breaks", "--columns", "index"], input: Data(String(repeating: "ab\n", count: 3000).utf8),
      until: lastRow, waitingAtMost: 120)
    #expect(output.contains(lastRow), "\(output.suffix(300))")
    #expect(!output.contains("grapheme clusters"))
  }

  /// The layout depends on the text, not on how it was read: a text whose segments past the
  /// listing are found only at its end (the last cluster of "abc", `--limit 2`) is drawn in
  /// blocks too, its segments before its marked text; a text listed whole is drawn whole.
  @Test func aTextCutByTheLimitIsDrawnInBlocksHoweverItIsRead() throws {
    let cut = try UStrBinary.run(["breaks", "--engine", "swift", "--limit", "2", "abc"]).stdoutText
    let segments = try #require(cut.range(of: "segments\n"), "\(cut)")
    let marked = try #require(cut.range(of: "grapheme clusters\n"), "\(cut)")
    #expect(segments.lowerBound < marked.lowerBound, "\(cut)")
    #expect(cut.contains("… showing the first 2 of 3 segments"))
    let whole = try UStrBinary.run(["breaks", "--engine", "swift", "--limit", "3", "abc"]).stdoutText
    #expect(whole.hasPrefix("grapheme clusters\n"), "\(whole)")
  }

  @Test func wordsAreListedWithTheirCategories() throws {
    let table = try UStrBinary.run(["breaks", "--kind", "word", "--limit", "3000", Self.text])
    #expect(table.exitCode == 0, "\(table.stderrText)")
    let document = try Self.json(["--kind", "word", "--limit", "3000"])
    let segmentation = try #require((document["segmentations"] as? [[String: Any]])?.first)
    let segments = try #require(segmentation["segments"] as? [[String: Any]])
    let rows = Self.numberedRows(Self.section(table.stdoutText, startingWith: "segments"))
    #expect(segments.count == 3_000)
    #expect(rows.count == segments.count)
    #expect(rows.map { $0.last.map(String.init) } == segments.map { $0["category"] as? String })
    let count = try #require(segmentation["segmentCount"] as? Int)
    #expect(table.stdoutText.contains("… showing the first 3000 of \(count) segments; use --all"))
  }

  /// The blocks are written as the text is read: from a pipe that stays open, the first rows
  /// come before it ends, in the table, JSON Lines and the JSON document (whose first engine's
  /// boundaries are written as they are found). A program that waited for the end would give
  /// none before it is stopped.
  @Test(arguments: ["table", "jsonl", "json"])
  func theFirstRowsComeBeforeAPipeEnds(format: String) throws {
    let firstLines = ["table": "segments", "jsonl": "{\"type\":\"header\"", "json": "{\n  \"schemaVersion\": "]
    let output = try PipeFeed.outputBeforeInputEnds(
      ["breaks", "--all", "--format", format], input: Data(String(repeating: Self.text, count: 10).utf8),
      until: firstLines[format]!)
    #expect(output.hasPrefix(firstLines[format]!), "\(format): \(output.prefix(300))")
  }
}
