import Foundation
import Testing
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// `normalize --check` lists changed clusters as the text streams: JSON and JSON Lines every one
/// by default, `--limit N` the first N of each form, the table each form's first and, with
/// `--limit` or `--all`, a table of the changes in the text's order.
@Suite("normalize --check lists changed clusters")
struct NormalizeCheckListingTests {
  /// Clusters each form treats differently ("é" decomposed, "ﬁ", a Hangul syllable and its
  /// jamo, "Å" as U+212B, ASCII), repeated past the 64 KiB pieces the check is cut into, so
  /// changes come from many windows.
  static let unit = "e\u{301}x \u{FB01}\u{AC00}\u{1100}\u{1161}\u{212B}abc "
  static let text = String(repeating: unit, count: 6_000)
  static let input = Data(text.utf8)

  /// The changes each form makes, found the simple way: every cluster normalized alone.
  static let expected: [NormalizationForm: [(graphemeOffset: Int, utf8Offset: Int, after: String)]] = {
    var changes: [NormalizationForm: [(Int, Int, String)]] = [:]
    for form in NormalizationForm.allCases {
      let normalizer = try! Normalizer(form)
      var utf8Offset = 0
      var list: [(Int, Int, String)] = []
      for (index, cluster) in text.enumerated() {
        let normalized = try! normalizer.normalize(String(cluster))
        if !normalized.unicodeScalars.elementsEqual(String(cluster).unicodeScalars) {
          list.append((index, utf8Offset, normalized))
        }
        utf8Offset += cluster.utf8.count
      }
      changes[form] = list
    }
    return changes
  }()

  static func document(_ options: [String]) throws -> [String: [String: Any]] {
    let output = try UStrBinary.run(["normalize", "--check", "--format", "json"] + options, input: input)
    #expect(output.exitCode == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: output.stdout) as? [String: Any])
    return try #require(json["normalization"] as? [String: [String: Any]])
  }

  static func messages(_ options: [String]) throws -> [[String: Any]] {
    let output = try UStrBinary.run(["normalize", "--check", "--format", "jsonl"] + options, input: input)
    #expect(output.exitCode == 1)
    return try output.stdoutText.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test func theJSONDocumentListsEveryChangeOfEveryFormByDefault() throws {
    let forms = try Self.document([])
    for form in NormalizationForm.allCases {
      let expected = try #require(Self.expected[form])
      let summary = try #require(forms[form.rawValue])
      let changes = try #require(summary["changedClusters"] as? [[String: Any]])
      #expect(summary["changedClusterCount"] as? Int == expected.count, "\(form)")
      #expect(changes.count == expected.count, "\(form)")
      #expect(changes.map { $0["graphemeOffset"] as? Int } == expected.map(\.graphemeOffset), "\(form)")
      #expect(changes.map { $0["utf8Offset"] as? Int } == expected.map(\.utf8Offset), "\(form)")
      #expect(changes.map { $0["after"] as? String } == expected.map(\.after), "\(form)")
      #expect(summary["changedGraphemeOffsets"] as? [Int] == expected.map(\.graphemeOffset), "\(form)")
    }
    #expect(Self.expected[.nfkd]!.count > 10_000)
  }

  /// The document, its lists read back from spools, is byte for byte what encoding the library's
  /// report of the whole text writes (before the `input` record only the command has).
  @Test func theJSONDocumentIsWhatEncodingTheWholeReportWrites() throws {
    final class Collected { var bytes: [UInt8] = [] }
    let output = try UStrBinary.run(["normalize", "--check", "--format", "json"], input: Self.input)
    let report = try NormalizationCheckReport(decoding: UTF8Decoding(bytes: Array(Self.input)), form: .nfc)
    let encoded = Collected()
    let encoder = JSONStreamEncoder(output: ByteOutput { encoded.bytes += $0 })
    encoder.openObject()
    try encoder.members(of: report)
    try encoder.output.flush()
    let expected = String(decoding: encoded.bytes, as: UTF8.self) + ",\n  \"input\""
    #expect(output.stdoutText.hasPrefix(expected), "\(output.stdoutText.prefix(2000))")
    #expect(output.stdout.count > 10_000_000)
  }

  @Test func jsonLinesWritesEveryChangeInTheTextsOrder() throws {
    let messages = try Self.messages([])
    let rows = messages.filter { $0["type"] as? String == "changedCluster" }
    let order = NormalizationForm.allCases.map(\.rawValue)
    let keys = rows.map { row in
      ((row["data"] as? [String: Any])?["utf8Offset"] as? Int ?? -1, order.firstIndex(of: row["form"] as? String ?? "") ?? -1)
    }
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "by offset, then form")
    for form in NormalizationForm.allCases {
      let offsets = rows.filter { $0["form"] as? String == form.rawValue }.map {
        ($0["data"] as? [String: Any])?["graphemeOffset"] as? Int
      }
      #expect(offsets == Self.expected[form]!.map(\.graphemeOffset), "\(form)")
    }
    let summary = try #require(messages.last?["data"] as? [String: Any])
    let forms = try #require(summary["normalization"] as? [String: [String: Any]])
    #expect(forms["nfkd"]?["changedClusterCount"] as? Int == Self.expected[.nfkd]!.count)
  }

  @Test(arguments: [0, 1, 7])
  func limitListsTheFirstChangesOfEachFormAndCountsThemAll(limit: Int) throws {
    let forms = try Self.document(["--limit", String(limit)])
    let rows = try Self.messages(["--limit", String(limit)]).filter { $0["type"] as? String == "changedCluster" }
    for form in NormalizationForm.allCases {
      let expected = Self.expected[form]!
      let changes = try #require(forms[form.rawValue]?["changedClusters"] as? [[String: Any]])
      #expect(changes.map { $0["graphemeOffset"] as? Int } == expected.prefix(limit).map(\.graphemeOffset), "\(form)")
      #expect(forms[form.rawValue]?["changedClusterCount"] as? Int == expected.count, "\(form)")
      #expect(rows.filter { $0["form"] as? String == form.rawValue }.count == min(limit, expected.count), "\(form)")
    }
  }

  /// The rows of the changes table: lines that start with two spaces and a form's name.
  static func tableRows(_ output: String) -> [Substring] {
    output.split(separator: "\n").filter { line in
      ["NFC ", "NFD ", "NFKC", "NFKD"].contains { line.hasPrefix("  \($0)") } && !line.contains("  yes  ")
        && !line.contains("  no  ")
    }
  }

  @Test func theTableListsChangesOnlyWhenAskedAndLinesThemUp() throws {
    let plain = try UStrBinary.run(["normalize", "--check"], input: Self.input)
    #expect(plain.exitCode == 1)
    #expect(!plain.stdoutText.contains("  form  grapheme  scalar"), "no changes table by default")
    #expect(!plain.stdoutText.contains("showing the first"))

    let limited = try UStrBinary.run(["normalize", "--check", "--limit", "2"], input: Self.input)
    #expect(limited.stdoutText.contains("  form  grapheme  scalar"), "the changes table's titles")
    let total = Self.expected.values.map(\.count).reduce(0, +)
    #expect(Self.tableRows(limited.stdoutText).count == 8)
    #expect(limited.stdoutText.contains("… showing the first 2 changed clusters of each form, 8 of \(total) in all"))

    let all = try UStrBinary.run(["normalize", "--check", "--all"], input: Self.input)
    let rows = Self.tableRows(all.stdoutText)
    #expect(rows.count == total)
    #expect(!all.stdoutText.contains("showing the first"))
    // Drawn in blocks of 1000 rows, every block's offset columns as wide: the change column
    // starts at the same place on every row.
    #expect(rows.count > 2 * 1000)
    #expect(Set(rows.map(Self.changeColumnStart)).count == 1)
    // The first rows: "é" under NFC, NFKC, then "ﬁ" under NFKC, NFKD.
    #expect(rows.prefix(4).map { $0.split(separator: " ").first! } == ["NFC", "NFKC", "NFKC", "NFKD"])
  }

  /// Where a row's change cell starts: after its form and four offsets.
  static func changeColumnStart(_ row: Substring) -> Int {
    var tokens = 0
    var inToken = false
    for (index, character) in row.enumerated() {
      if character == " " {
        if inToken { tokens += 1 }
        inToken = false
      } else {
        if !inToken && tokens == 5 { return index }
        inToken = true
      }
    }
    return -1
  }

  @Test func limitAndAllNeedCheck() throws {
    #expect(try UStrBinary.run(["normalize", "--limit", "3", "x"]).exitCode == 64)
    #expect(try UStrBinary.run(["normalize", "--all", "x"]).exitCode == 64)
    let negative = try UStrBinary.run(["normalize", "--check", "--limit=-1", "x"])
    #expect(negative.exitCode == 64)
    #expect(negative.stderrText.contains("--limit must be 0 or more"))
  }

  /// The changes are written as the text is read: from a pipe that stays open, JSON Lines
  /// writes the first changed clusters before it ends.
  @Test func jsonLinesWritesTheFirstChangesBeforeAPipeEnds() throws {
    let marker = "{\"type\":\"changedCluster\""
    let output = try PipeFeed.outputBeforeInputEnds(
      ["normalize", "--check", "--format", "jsonl"], input: Self.input, until: marker)
    #expect(output.contains(marker), "\(output.prefix(300))")
  }
}
