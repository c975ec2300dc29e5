import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

/// ICU's grapheme count (the `icu.graphemes` length) against Node's `Intl.Segmenter`, which
/// carries its own, newer ICU. They must agree wherever both engines' Unicode versions segment
/// the text alike, as the reference segmenter at each version says (new scalars and new rules,
/// such as 17.0's Myanmar conjuncts, both count); where the versions differ, the differences are
/// shown, not hidden.
@Suite(
  "ICU graphemes against Node's Intl.Segmenter",
  .enabled(if: PeerAvailability.available("node"), PeerAvailability.skipReason("node")))
struct ICUNodeGraphemeTests {
  static let script = """
    const lines = require('fs').readFileSync(0, 'utf8').split('\\n').filter(l => l.length > 0);
    const seg = new Intl.Segmenter('en', {granularity: 'grapheme'});
    console.log([process.versions.icu, process.versions.unicode].join('\\t'));
    for (const line of lines) {
      const s = line === '-' ? '' : String.fromCharCode(...line.split(' ').map(h => parseInt(h, 16)));
      console.log([...seg.segment(s)].length);
    }
    """

  @Test func icuGraphemeCountsMatchNodeWhereBothVersionsSegmentAlike() throws {
    var texts = RandomText.oracleCorpus + RandomText.corpus(count: 300, seed: 0x1C0)
    texts += ["क्ष", "👨‍👩‍👧‍👦", "🇯🇵🇺🇸", "\r\n", "e\u{301}", "\u{1100}\u{1161}\u{11A8}"]
    // U+1000 U+1039 U+1000: a Myanmar conjunct, one cluster from Unicode 17.0 on (GB9c).
    // U+1FAE9 (added in 16.0) + U+1F3FD: unassigned to ICU 72 but already Extended_Pictographic
    // there (the property reserves future emoji blocks), so both join the tone: no difference.
    texts += ["\u{1000}\u{1039}\u{1000}", "\u{1FAE9}\u{1F3FD}"]
    let lines = texts.map { $0.isEmpty ? "-" : $0.utf16Hex }
    let rows = try PeerAvailability.tabSeparatedRows(of: "node", ["-e", Self.script], input: lines)
    try #require(rows.count == texts.count + 1)
    let nodeUnicode = try #require(UnicodeVersion(String(rows[0][1])))
    let icuReference = try #require(ReferenceGraphemeSegmenter(unicodeVersion: ICU.unicodeVersion))
    let nodeReference = try #require(ReferenceGraphemeSegmenter(unicodeVersion: nodeUnicode))
    var compared = 0
    var differences: [String] = []
    for (text, row) in zip(texts, rows.dropFirst()) {
      let ours = try ICU.graphemeCount(of: text)
      let node = Int(row[0])
      let versionsAgree = icuReference.boundaries(in: text) == nodeReference.boundaries(in: text)
      if versionsAgree {
        compared += 1
        #expect(ours == node, "ICU \(ICU.version) and Node disagree on \(text.utf16Hex)")
      } else if ours != node {
        differences.append("\(text.utf16Hex): ICU \(ICU.version) \(ours), Node \(node ?? -1)")
      }
    }
    #expect(compared > 300, "too few texts segmented alike by both versions")
    #expect(!differences.isEmpty, "the Myanmar conjunct should differ between 15.0 and 17.0")
    print(
      "ICU \(ICU.version) (Unicode \(ICU.unicodeVersion)) vs Node ICU \(rows[0][0]) (Unicode \(nodeUnicode)): \(compared) texts agree; \(differences.count) differ where Unicode \(ICU.unicodeVersion) and \(nodeUnicode) segment differently"
        + (differences.isEmpty ? "" : ":\n  " + differences.prefix(10).joined(separator: "\n  ")))
  }
}
