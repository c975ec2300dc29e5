import Testing
import UStrCore
import UStrTestSupport

/// Node's `Intl.Segmenter` (ICU's grapheme clusters, in UTF-16 units) as the oracle for grapheme
/// columns: it finds the line terminators with its own regular expression and reports each line's
/// start and its clusters' lengths; every grapheme column of every line must convert both ways as
/// it says, in short random texts and in long lines that have grapheme checkpoints.
@Suite("Line index grapheme columns against Node")
struct LineIndexGraphemePeerTests {
  static let texts: [String] = {
    var generator = SeededGenerator(seed: 0x6C_9)
    let long = (0..<4).map { _ in LineIndexGraphemeCheckpointTests.randomText(using: &generator, lines: 3) }
    return LineSamples.randomTexts(count: 150, seed: 0x6C_8) + long
  }()

  static let cases: [(LineTerminators, String)] = LineTerminators.allCases.flatMap { terminators in
    texts.map { (terminators, $0) }
  }

  static let nodeScript = """
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

    """ + LineIndexPeerTests.nodeLines + """
      const out = starts.map((start, i) => {
        const lengths = [...segmenter.segment(s.slice(start, ends[i]))].map(g => g.segment.length);
        return start + ',' + lengths.join(';');
      });
      console.log(out.join(' '));
    }
    """

  @Test(.enabled(if: PeerAvailability.available("node"), PeerAvailability.skipReason("node")))
  func graphemeColumnsAgreeWithNode() throws {
    let input = Self.cases.map { terminators, text in
      terminators.rawValue + "\t" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }
    let rows = try PeerAvailability.tabSeparatedRows(of: "node", ["-e", Self.nodeScript], input: input)
    try #require(rows.count == input.count)
    for (row, (terminators, text)) in zip(rows, Self.cases) {
      let lines = LineIndex(text, terminators: terminators, graphemeCheckpoints: true)
      let peerLines = row[0].split(separator: " ", omittingEmptySubsequences: false)
      #expect(lines.lineCount == peerLines.count, "\(terminators) \(text.utf16Hex)")
      var mismatches: [String] = []
      for (line, peerLine) in peerLines.enumerated() where line < lines.lineCount {
        let fields = peerLine.split(separator: ",", omittingEmptySubsequences: false)
        let lengths = fields[1].split(separator: ";").map { Int($0)! }
        var utf16Offset = Int(fields[0])!
        for column in 0...lengths.count {
          let expected = text.utf8.distance(
            from: text.startIndex, to: text.utf16.index(text.startIndex, offsetBy: utf16Offset))
          if lines.utf8Offset(line: line, graphemeColumn: column, in: text, pastLineEnd: .refuse) != expected
            || lines.column(utf8Offset: expected, unit: .grapheme, in: text).map({ [$0.line, $0.column] }) != [line, column]
          {
            mismatches.append("line \(line) column \(column)")
          }
          if column < lengths.count { utf16Offset += lengths[column] }
        }
        if lines.utf8Offset(line: line, graphemeColumn: lengths.count + 1, in: text, pastLineEnd: .refuse) != nil {
          mismatches.append("line \(line) past its end")
        }
      }
      #expect(mismatches.isEmpty, "\(terminators) \(text.utf16Hex): \(mismatches.prefix(5))")
    }
  }
}
