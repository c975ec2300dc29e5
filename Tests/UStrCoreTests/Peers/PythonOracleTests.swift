import Foundation
import Testing
import UStrCore
import UStrTestSupport

/// Python 3 as the oracle: `len`, and our Python literals read back with `eval`.
@Suite(
  "Python oracle",
  .enabled(if: PeerAvailability.available("python3"), PeerAvailability.skipReason("python3")))
struct PythonOracleTests {
  static let script = """
    import sys
    for line in sys.stdin.buffer.read().decode('utf-8').split('\\n'):
        if not line: continue
        codes, literal, minimal = line.split('\\t')
        s = ''.join(chr(int(h, 16)) for h in codes.split(' ')) if codes else ''
        print(len(s), eval(literal) == s, eval(minimal) == s, sep='\\t')
    """

  @Test func lenAndLiteralsMatchPython() throws {
    let texts = RandomText.oracleCorpus
    let lines = texts.map { text in
      [
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "),
        StringLiteral(text, language: .python).source,
        StringLiteral(text, language: .python, escaping: .minimal).source,
      ].joined(separator: "\t")
    }
    let rows = try PeerAvailability.tabSeparatedRows(
      of: "python3", ["-c", Self.script], input: lines)
    try #require(rows.count == texts.count)
    for (text, row) in zip(texts, rows) {
      #expect(LengthTable(counts: ViewCounts(of: text))["python.len"]?.value == Int(row[0]))
      #expect(row[1] == "True" && row[2] == "True", "\(text.utf16Hex)")
    }
  }
}
