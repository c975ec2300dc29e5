import Foundation
import Testing
import UStrCore
import UStrTestSupport

/// Node as the oracle: `.length`, `[...s].length`, and our JSON and JavaScript literals read
/// back with `JSON.parse` and `eval`.
@Suite(
  "Node oracle",
  .enabled(if: PeerAvailability.available("node"), PeerAvailability.skipReason("node")))
struct NodeOracleTests {
  static let script = """
    const lines = require('fs').readFileSync(0, 'utf8').split('\\n').filter(l => l.length > 0);
    const hex = s => Array.from({length: s.length}, (_, i) => s.charCodeAt(i).toString(16).toUpperCase()).join(' ');
    for (const line of lines) {
      const [units, json, js, jsMinimal] = line.split('\\t');
      const s = units === '' ? '' : String.fromCharCode(...units.split(' ').map(h => parseInt(h, 16)));
      console.log([s.length, [...s].length, hex(JSON.parse(json)), hex(eval(js)), hex(eval(jsMinimal))].join('\\t'));
    }
    """

  @Test func lengthsAndLiteralsMatchNode() throws {
    let texts = RandomText.oracleCorpus
    let lines = texts.map { text in
      [
        text.utf16Hex, StringLiteral(text, language: .json).source,
        StringLiteral(text, language: .js).source,
        StringLiteral(text, language: .js, escaping: .minimal).source,
      ].joined(separator: "\t")
    }
    let rows = try PeerAvailability.tabSeparatedRows(of: "node", ["-e", Self.script], input: lines)
    try #require(rows.count == texts.count)
    for (text, row) in zip(texts, rows) {
      let table = LengthTable(counts: ViewCounts(of: text))
      #expect(table["js.length"]?.value == Int(row[0]), "\(text.utf16Hex)")
      #expect(table["js.codePoints"]?.value == Int(row[1]), "\(text.utf16Hex)")
      #expect(row[2...4].allSatisfy { $0 == text.utf16Hex }, "\(text.utf16Hex) → \(row[2...4])")
    }
  }
}
