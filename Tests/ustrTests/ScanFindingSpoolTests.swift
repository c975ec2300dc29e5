import Testing
import UStrCore
import UStrReport
import UStrTestSupport

@testable import ustr

/// ``ScanFindingSpool`` hands back a file's findings in the order they came in (the order
/// `ustr scan` writes them, as a file whose turn has come writes them when they are made),
/// whether they stayed in memory or went to its temporary file.
@Suite("Scan finding spool")
struct ScanFindingSpoolTests {
  static func finding(line: Int, column: Int, number: Int) -> ScanFinding {
    ScanFinding(
      path: "x.txt", lineNumber: line, columnNumber: LineColumns(utf8: column, utf16: column, scalar: column, grapheme: column),
      utf8Offset: number, rule: .invisible, severity: .warning, codePoints: ["\u{200B}"],
      message: "finding \(number)",
      excerpt: ScanExcerpt(text: "a\u{200B}b", scalarOffset: 1, scalarCount: 1))
  }

  /// Mostly in order, as a scan makes them, with some out of order (as the mixed-line-endings
  /// finding is) and many on one place.
  static func findings(using generator: inout SeededGenerator) -> [ScanFinding] {
    var line = 1
    var column = 1
    return (0..<5_000).map { number in
      if Int.random(in: 0..<100, using: &generator) == 0 {
        return finding(line: Int.random(in: 1...line, using: &generator), column: 1, number: number)
      }
      if Bool.random(using: &generator) {
        line += 1
        column = 1
      }
      column += Int.random(in: 0...1, using: &generator)
      return finding(line: line, column: column, number: number)
    }
  }

  @Test(arguments: [0, 1 << 12, 1 << 30])
  func findingsComeBackInTheOrderTheyCameIn(memoryLimit: Int) throws {
    var generator = SeededGenerator(seed: 0x5CA7 + UInt64(memoryLimit))
    let findings = Self.findings(using: &generator)
    let spool = ScanFindingSpool(memoryLimit: memoryLimit)
    for finding in findings { spool.append(finding) }
    #expect(spool.findingCount == findings.count)
    var back: [ScanFinding] = []
    try spool.forEach { back.append($0) }
    #expect(back == findings)
  }

  @Test func anEmptySpoolHasNoFindings() throws {
    var calls = 0
    try ScanFindingSpool().forEach { _ in calls += 1 }
    #expect(calls == 0)
  }
}
