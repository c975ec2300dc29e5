import Testing
import UStrCore
import UStrTestSupport

/// Node (UTF-16 strings, as LSP counts) and Python (code points, UTF-8) as oracles for lines and
/// columns: each finds the line terminators with its own regular expression and reports every
/// line's start and length in its units; every column of every line must convert as they say.
@Suite("Line index against Node and Python")
struct LineIndexPeerTests {
  static let texts = LineSamples.randomTexts(count: 200, seed: 0x9EE2)

  /// One input line for the peers: the terminator set, then the text's code points in hex.
  static let input: [String] = LineTerminators.allCases.flatMap { terminators in
    texts.map { terminators.rawValue + "\t" + $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
  }

  /// The start of a Node script that reads the input and, for each text, finds its lines: `s`
  /// the text, `starts` and `ends` each line's start and content end in UTF-16 units. The
  /// script goes on inside the loop and closes it.
  static let nodeLines = """
    const lines = require('fs').readFileSync(0, 'utf8').split('\\n').filter(l => l.length > 0);
    for (const line of lines) {
      const [mode, codes] = line.split('\\t');
      const s = codes ? String.fromCodePoint(...codes.split(' ').map(h => parseInt(h, 16))) : '';
      const re = mode === 'lsp' ? /\\r\\n|\\r|\\n/g : /\\r\\n|[\\n\\v\\f\\r\\u0085\\u2028\\u2029]/g;
      const starts = [0], ends = [];
      for (const m of s.matchAll(re)) { ends.push(m.index); starts.push(m.index + m[0].length); }
      ends.push(s.length);

    """

  static let nodeScript = nodeLines + """
      const out = starts.map((start, i) => {
        const inside = [];
        for (let j = start + 1; j < ends[i]; j++) {
          const c = s.charCodeAt(j);
          if (c >= 0xDC00 && c <= 0xDFFF) inside.push(j - start);
        }
        return [start, ends[i] - start, inside.join(';')].join(',');
      });
      console.log(out.join(' '));
    }
    """

  @Test(.enabled(if: PeerAvailability.available("node"), PeerAvailability.skipReason("node")))
  func utf16ColumnsAgreeWithNode() throws {
    let rows = try PeerAvailability.tabSeparatedRows(of: "node", ["-e", Self.nodeScript], input: Self.input)
    try #require(rows.count == Self.input.count)
    for (row, (terminators, text)) in zip(rows, Self.cases) {
      let lines = LineIndex(text, terminators: terminators)
      let peerLines = row[0].split(separator: " ", omittingEmptySubsequences: false)
      #expect(lines.lineCount == peerLines.count, "\(terminators) \(text.utf16Hex)")
      for (line, peerLine) in peerLines.enumerated() where line < lines.lineCount {
        let fields = peerLine.split(separator: ",", omittingEmptySubsequences: false)
        let start = Int(fields[0])!
        let length = Int(fields[1])!
        let inside = Set(fields[2].split(separator: ";").map { Int($0)! })
        #expect(utf16Offset(lines.utf8Offset(ofLine: line)!, in: text) == start)
        for column in 0...length + 1 {
          let offset = lines.utf8Offset(line: line, utf16Column: column, in: text, pastLineEnd: .refuse)
          let expected = column > length || inside.contains(column) ? nil : utf8Offset(utf16Offset: start + column, in: text)
          #expect(offset == expected, "\(terminators) \(text.utf16Hex): line \(line) utf16 column \(column)")
        }
      }
    }
  }

  static let pythonScript = """
    import re, sys
    for line in sys.stdin.buffer.read().decode('utf-8').split('\\n'):
        if not line: continue
        mode, codes = line.split('\\t')
        s = ''.join(chr(int(h, 16)) for h in codes.split(' ')) if codes else ''
        pattern = r'\\r\\n|[\\n\\r]' if mode == 'lsp' else r'\\r\\n|[\\n\\x0b\\x0c\\r\\x85\\u2028\\u2029]'
        starts, ends = [0], []
        for m in re.finditer(pattern, s):
            ends.append(m.start()); starts.append(m.end())
        ends.append(len(s))
        out = []
        for start, end in zip(starts, ends):
            widths = ';'.join(str(len(c.encode('utf-8'))) for c in s[start:end])
            out.append(f"{start},{len(s[:start].encode('utf-8'))},{widths}")
        print(' '.join(out))
    """

  @Test(.enabled(if: PeerAvailability.available("python3"), PeerAvailability.skipReason("python3")))
  func scalarAndUTF8ColumnsAgreeWithPython() throws {
    let rows = try PeerAvailability.tabSeparatedRows(of: "python3", ["-c", Self.pythonScript], input: Self.input)
    try #require(rows.count == Self.input.count)
    for (row, (terminators, text)) in zip(rows, Self.cases) {
      let lines = LineIndex(text, terminators: terminators)
      let peerLines = row[0].split(separator: " ", omittingEmptySubsequences: false)
      #expect(lines.lineCount == peerLines.count, "\(terminators) \(text.utf16Hex)")
      for (line, peerLine) in peerLines.enumerated() where line < lines.lineCount {
        let fields = peerLine.split(separator: ",", omittingEmptySubsequences: false)
        let startUTF8 = Int(fields[1])!
        let widths = fields[2].split(separator: ";").map { Int($0)! }
        #expect(lines.utf8Offset(ofLine: line) == startUTF8)
        #expect(text.unicodeScalars.count >= Int(fields[0])!)
        var scalarStarts = [startUTF8]
        for width in widths { scalarStarts.append(scalarStarts.last! + width) }
        for (column, offset) in scalarStarts.enumerated() {
          #expect(lines.utf8Offset(line: line, scalarColumn: column, in: text, pastLineEnd: .refuse) == offset)
          #expect(lines.column(utf8Offset: offset, unit: .scalar, in: text)?.column == column)
        }
        #expect(lines.utf8Offset(line: line, scalarColumn: widths.count + 1, in: text, pastLineEnd: .refuse) == nil)
        let exact = Set(scalarStarts)
        for column in 0...(scalarStarts.last! - startUTF8) {
          let expected = exact.contains(startUTF8 + column) ? startUTF8 + column : nil
          #expect(lines.utf8Offset(line: line, utf8Column: column, in: text, pastLineEnd: .refuse) == expected)
        }
      }
    }
  }

  static let cases: [(LineTerminators, String)] = LineTerminators.allCases.flatMap { terminators in
    texts.map { (terminators, $0) }
  }

  private func utf16Offset(_ utf8Offset: Int, in text: String) -> Int {
    text.utf8.index(text.startIndex, offsetBy: utf8Offset).utf16Offset(in: text)
  }

  private func utf8Offset(utf16Offset: Int, in text: String) -> Int {
    text.utf8.distance(from: text.startIndex, to: String.Index(utf16Offset: utf16Offset, in: text))
  }
}
