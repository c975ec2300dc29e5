import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

/// `lengths` read a megabyte at a time: the same answer as the whole text.
@Suite("lengths streaming, end to end")
struct LengthsStreamingCommandTests {
  /// A 2.5 MiB text where a long line and a cluster cross the first 1 MiB read boundary and a
  /// CR LF straddles the second.
  static let text: String = {
    let boundary = 1 << 20
    var text = String(repeating: "ab\u{E9}\n", count: (boundary - 3000) / 5)  // 5-byte lines
    text += String(repeating: "x", count: boundary - 8 - text.utf8.count)
    // "👩🏽‍🚀" = U+1F469 U+1F3FD U+200D U+1F680 (15 bytes), across the boundary
    text += "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}" + String(repeating: "e\u{301}", count: 500) + "\n"
    text += String(repeating: "\u{1F600}y\n", count: (2 * boundary - 1 - text.utf8.count) / 6)
    text += String(repeating: "z", count: 2 * boundary - 1 - text.utf8.count) + "\r\n"
    text += String(repeating: "\u{915}\u{94D}\u{937}\u{93F} ", count: 50_000)
    return text
  }()

  func json(_ arguments: [String]) throws -> [String: Any] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-lengths-\(UUID().uuidString).txt")
    try Data(Self.text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try UStrBinary.run(["lengths", "--format", "json", "--file", url.path] + arguments)
    #expect(result.stderrText == "")
    return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
  }

  @Test func countsAndDifferingClustersAreTheWholeTexts() throws {
    let text = Self.text
    #expect(text.utf8.count > 2 << 20)
    let report = try json([])
    let counts = try #require(report["counts"] as? [String: Int])
    let whole = ViewCounts(of: text)
    #expect(counts == ["grapheme": whole.graphemes, "scalar": whole.scalars, "utf16": whole.utf16, "utf8": whole.utf8])
    let rows = try #require(report["lengths"] as? [[String: Any]])
    let icu = rows.first { $0["id"] as? String == "icu.graphemes" }?["value"] as? Int
    #expect(icu == (try ICU.graphemeCount(of: text)))
    let difference = try #require(report["swiftJavaDifference"] as? [String: Any])
    let expected = LengthDifference(of: text)
    #expect(difference["distinctClusterCount"] as? Int == expected.clusters.count)
    #expect(difference["distinctClusterCountIsExact"] as? Bool == true)
    let clusters = try #require(difference["clusters"] as? [[String: Any]])
    #expect(clusters.map { $0["occurrences"] as? Int } == expected.clusters.map(\.occurrences))
    #expect(clusters.map { $0["firstUTF8Offset"] as? Int } == expected.clusters.map(\.firstUTF8Offset))
    #expect(clusters.map { $0["firstUTF16Offset"] as? Int } == expected.clusters.map(\.firstUTF16Offset))
    #expect(clusters.map { $0["firstGraphemeOffset"] as? Int } == expected.clusters.map(\.firstGraphemeOffset))
  }

  @Test func theCheckFindsTheClusterPastTheLimitAcrossTheReadBoundary() throws {
    let limit = LengthLimit(maximum: (1 << 20) - 5, unit: .utf8)
    let expected = try #require(limit.check(Self.text).firstClusterPastLimit)
    let check = try #require(try json(["--max", String(limit.maximum), "--unit", "utf8"])["check"] as? [String: Any])
    let cluster = try #require(check["firstClusterPastLimit"] as? [String: Any])
    #expect(cluster["utf8Range"] as? [Int] == [expected.utf8Range.lowerBound, expected.utf8Range.upperBound])
    #expect(cluster["graphemeOffset"] as? Int == expected.graphemeOffset)
    #expect(cluster["utf16Range"] as? [Int] == [expected.utf16Range.lowerBound, expected.utf16Range.upperBound])
  }

  @Test func aLineAcrossTheReadBoundaryIsCheckedWhole() throws {
    let limit = LengthLimit(maximum: 100, unit: .grapheme)
    let expected = limit.checkEachLine(Self.text).filter { !$0.check.fits }
    let checks = try #require(try json(["--max", "100", "--each-line", "--all"])["lineChecks"] as? [String: Any])
    #expect(checks["lineCount"] as? Int == TextLine.lines(of: Self.text).count)
    #expect(checks["linesOverCount"] as? Int == expected.count)
    let over = try #require(checks["linesOver"] as? [[String: Any]])
    #expect(over.map { $0["lineNumber"] as? Int } == expected.map { $0.line.lineOffset + 1 })
    #expect(over.map { $0["utf8Offset"] as? Int } == expected.map(\.line.utf8Offset))
    #expect(over.map { $0["length"] as? Int } == expected.map(\.check.length))
    let firstPast = over.map { ($0["firstClusterPastLimit"] as? [String: Any])?["utf8Range"] as? [Int] }
    #expect(firstPast == expected.map { $0.check.firstClusterPastLimit.map { [$0.utf8Range.lowerBound, $0.utf8Range.upperBound] } })
    // The line across the first boundary is one of them.
    #expect(expected.contains { $0.line.utf8Offset < 1 << 20 && $0.line.utf8Offset + $0.line.text.utf8.count > 1 << 20 })
  }
}
