import Testing
@testable import UStrCore
import UStrTestSupport

@Suite("Line index")
struct LineIndexTests {
  @Test(arguments: [
    ("", [0]), ("\n", [0, 1]), ("a", [0]), ("a\n", [0, 2]), ("a\r\nb", [0, 3]), ("a\rb", [0, 2]),
    ("\r\r\n\n", [0, 1, 3, 4]), ("a\u{85}b\u{2028}c\u{2029}d\u{0B}e\u{0C}f", [0]),
  ])
  func lspTerminatorsAreLFCRLFAndCR(text: String, starts: [Int]) {
    #expect(LineIndex(text).lineStarts == starts)
  }

  @Test func unicodeTerminatorsAddNELLSPSVTAndFF() {
    // a NEL(C2 85) b LS(E2 80 A8) c PS(E2 80 A9) d VT e FF f
    let text = "a\u{85}b\u{2028}c\u{2029}d\u{0B}e\u{0C}f"
    #expect(LineIndex(text, terminators: .unicode).lineStarts == [0, 3, 7, 11, 13, 15])
    // U+2027 (E2 80 A7) and U+00C2 (C3 82) are no terminators.
    #expect(LineIndex("\u{2027}\u{C2}", terminators: .unicode).lineCount == 1)
  }

  @Test func documentedExampleHolds() {
    // "ab" CR LF, then 👍🏽 = U+1F44D U+1F3FD, a lone CR, "c".
    let text = "ab\r\n\u{1F44D}\u{1F3FD}\rc"
    let lines = LineIndex(text)
    #expect(lines.lineCount == 3)
    #expect(lines.utf8Offset(ofLine: 1) == 4)
    #expect(lines.utf8Offset(ofLine: 3) == nil)
    #expect(lines.line(containingUTF8Offset: 13) == 2)
    #expect(lines.line(containingUTF8Offset: 3) == 0)  // between CR and LF
    #expect(lines.utf8Offset(line: 1, utf16Column: 2, in: text) == 8)
    #expect(lines.utf8Offset(line: 1, utf16Column: 1, in: text) == nil)
    #expect(lines.utf8Offset(line: 1, graphemeColumn: 1, in: text) == 12)
    #expect(lines.utf8Range(ofLine: 0, in: text) == 0..<2)
    #expect(lines.utf8RangeWithTerminator(ofLine: 0) == 0..<4)
    let position = lines.lineColumns(utf8Offset: 12, in: text)
    #expect(position?.line == 1)
    #expect(position?.columns == LineColumns(utf8: 8, utf16: 4, scalar: 2, grapheme: 1))
  }

  @Test func aColumnPastTheLineEndIsClampedOrRefused() {
    let text = "ab\r\ncd"
    let lines = LineIndex(text)
    for unit in TextView.allCases {
      #expect(lines.utf8Offset(line: 0, column: 3, unit: unit, in: text) == 2, "\(unit)")
      #expect(lines.utf8Offset(line: 0, column: 3, unit: unit, in: text, pastLineEnd: .refuse) == nil, "\(unit)")
      #expect(lines.utf8Offset(line: 0, column: 2, unit: unit, in: text, pastLineEnd: .refuse) == 2, "\(unit)")
      #expect(lines.utf8Offset(line: 1, column: 99, unit: unit, in: text) == 6, "\(unit)")
      #expect(lines.utf8Offset(line: 2, column: 0, unit: unit, in: text) == nil, "\(unit)")
      #expect(lines.utf8Offset(line: 0, column: -1, unit: unit, in: text) == nil, "\(unit)")
    }
  }

  @Test func aColumnInsideAScalarOrClusterIsNil() {
    // "é" as e + U+0301 (65 CC 81), then 😀 (F0 9F 98 80).
    let text = "e\u{301}\u{1F600}"
    let lines = LineIndex(text)
    #expect(lines.utf8Offset(line: 0, utf8Column: 2, in: text) == nil)  // inside U+0301
    #expect(lines.utf8Offset(line: 0, scalarColumn: 1, in: text) == 1)  // inside the cluster, a scalar boundary
    #expect(lines.utf8Offset(line: 0, utf16Column: 3, in: text) == nil)  // between surrogates
    #expect(lines.utf8Offset(line: 0, graphemeColumn: 1, in: text) == 3)
    #expect(lines.column(utf8Offset: 1, unit: .grapheme, in: text) == nil)
    #expect(lines.column(utf8Offset: 5, unit: .utf16, in: text) == nil)
    #expect(lines.column(utf8Offset: 5, unit: .utf8, in: text)?.column == 5)
  }

  @Test func stringIndexFormAgreesWithTheOffset() {
    let text = "ab\ncd"
    let index = LineIndex(text).index(line: 1, column: 1, unit: .utf16, in: text)
    #expect(index.map { text[$0] } == "d")
  }

  /// A `Substring` is indexed in place, with offsets from its own start, exactly as a copy of
  /// it as a `String`; its `String.Index` results are indices of the base string.
  @Test func aSubstringAnswersAsItsCopy() {
    for text in LineSamples.randomTexts(count: 60, seed: 0x5B57) {
      let framed = "pre\r\n\u{E9}" + text + "\npost"
      let start = framed.utf8.index(framed.startIndex, offsetBy: 7)
      let end = framed.utf8.index(framed.endIndex, offsetBy: -5)
      let slice = framed[start..<end]
      let copy = String(slice)
      let sliceLines = LineIndex(slice)
      let copyLines = LineIndex(copy)
      #expect(sliceLines == copyLines)
      for offset in 0...copy.utf8.count {
        #expect(sliceLines.lineColumns(utf8Offset: offset, in: slice)?.columns == copyLines.lineColumns(utf8Offset: offset, in: copy)?.columns)
      }
      for line in 0..<copyLines.lineCount {
        for column in 0..<4 {
          let inSlice = sliceLines.index(line: line, column: column, unit: .utf16, in: slice)
          let inCopy = copyLines.index(line: line, column: column, unit: .utf16, in: copy)
          #expect(inSlice.map { framed.utf8.distance(from: start, to: $0) } == inCopy.map { copy.utf8.distance(from: copy.startIndex, to: $0) })
        }
      }
    }
  }

  /// Every (line, column) in every unit converts to an offset and back; every scalar boundary
  /// converts to a (line, column) and back; the columns agree with the standard library's
  /// views of each line's content.
  @Test(arguments: LineTerminators.allCases)
  func everyColumnConvertsThereAndBack(terminators: LineTerminators) {
    for text in LineSamples.randomTexts(count: 300, seed: 0x11_4E5) {
      let lines = LineIndex(text, terminators: terminators)
      #expect(lines.lineStarts == LineSamples.referenceLineStarts(text, terminators: terminators), "\(text.unicodeScalars.map(\.value))")
      let contents = LineSamples.referenceLines(text, terminators: terminators)
      #expect(lines.lineCount == contents.count)
      for (line, content) in contents.enumerated() {
        let start = lines.utf8Offset(ofLine: line)!
        checkColumns(of: content, line: line, start: start, lines: lines, text: text)
      }
    }
  }

  /// Long lines of every kind of scalar: the column search's eight-bytes-a-step path, with
  /// scalars (4-byte ones too) across its steps' edges, against the standard library's views.
  @Test func columnsOfLongLinesAgreeWithTheStandardLibrary() {
    var generator = SeededGenerator(seed: 0x10_C01)
    let scalarPieces = LineSamples.pieces.filter { piece in
      !piece.unicodeScalars.contains { "\n\r\u{0B}\u{0C}\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }
    }
    for _ in 0..<20 {
      let text = (0..<3).map { _ in
        (0..<Int.random(in: 0...120, using: &generator)).map { _ in scalarPieces.randomElement(using: &generator)! }.joined()
      }.joined(separator: "\r\n")
      let lines = LineIndex(text)
      for (line, content) in LineSamples.referenceLines(text, terminators: .lsp).enumerated() {
        checkColumns(of: content, line: line, start: lines.utf8Offset(ofLine: line)!, lines: lines, text: text)
      }
    }
  }

  private func checkColumns(of content: Substring, line: Int, start: Int, lines: LineIndex, text: String) {
    let views: [(TextView, [Substring.Index])] = [
      (.utf8, Array(content.utf8.indices) + [content.endIndex]),
      (.utf16, Array(content.utf16.indices) + [content.endIndex]),
      (.scalar, Array(content.unicodeScalars.indices) + [content.endIndex]),
      (.grapheme, Array(content.indices) + [content.endIndex]),
    ]
    for (unit, indices) in views {
      for (column, index) in indices.enumerated() {
        let offset = lines.utf8Offset(line: line, column: column, unit: unit, in: text, pastLineEnd: .refuse)
        // A UTF-16 index between surrogates, or a UTF-8 one inside a scalar, has no exact offset.
        let isExact = index == content.endIndex || index.samePosition(in: text.unicodeScalars) != nil
        let expected = isExact ? text.utf8.distance(from: text.startIndex, to: index) : nil
        #expect(offset == expected, "\(unit) column \(column) of line \(line)")
        if let offset {
          let back = lines.column(utf8Offset: offset, unit: unit, in: text)
          #expect(back?.line == line && back?.column == column, "\(unit) column \(column) of line \(line) back")
          #expect(lines.line(containingUTF8Offset: offset) == line)
        }
      }
      #expect(
        lines.utf8Offset(line: line, column: indices.count, unit: unit, in: text)
          == text.utf8.distance(from: text.startIndex, to: content.endIndex), "clamped")
    }
  }

  @Test func chunksStayWithinTheirLimits() {
    // 10 000 lines of 1 to 300 bytes, and a line of 100 000 bytes: chunks by count and by span.
    var generator = SeededGenerator(seed: 3)
    var text = ""
    for line in 0..<10_000 {
      text += String(repeating: "x", count: line == 5000 ? 100_000 : Int.random(in: 0..<300, using: &generator)) + "\n"
    }
    let lines = LineIndex(text)
    #expect(lines.lineStarts == LineSamples.referenceLineStarts(text, terminators: .lsp))
    #expect(lines.chunks.count > 2)
    for chunk in lines.chunks { #expect(chunk.count <= LineIndex.maximumChunkLines && chunk.first == 0) }
    #expect(lines.line(containingUTF8Offset: text.utf8.count) == 10_000)
    #expect(lines.memory < text.utf8.count / 50)
  }
}
