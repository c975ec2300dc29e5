import Testing
import UStrCore

/// Texts that stress the terminator search and the chunks: they must give the reference's
/// lines, in one linear pass (no timing here: the benchmarks time them).
@Suite("Line index on adversarial text")
struct LineIndexAdversarialTests {
  @Test func aTenMegabyteSingleLineIsOneLine() {
    let text = String(repeating: "Poke\u{301}mon \u{1F469}\u{1F3FD}\u{200D}\u{1F680} ", count: 10_000_000 / 24)
    let lines = LineIndex(text)
    #expect(lines.lineCount == 1)
    #expect(lines.utf8Offset(line: 0, utf16Column: Int.max, in: text) == text.utf8.count)
    #expect(lines.utf8Offset(line: 0, utf16Column: 7, in: text) == 8)  // after "Poke\u{301}mon"
    #expect(lines.column(utf8Offset: text.utf8.count, unit: .utf16, in: text)?.column == text.utf16.count)
    // Its column checkpoints (12 bytes each 2 KiB), and no more.
    #expect(lines.memory < text.utf8.count / 150)
  }

  @Test func aMillionCRsAreAMillionLines() {
    let text = String(repeating: "\r", count: 1_000_000)
    let lines = LineIndex(text)
    #expect(lines.lineCount == 1_000_001)
    #expect(lines.utf8Offset(ofLine: 765_432) == 765_432)
    #expect(lines.line(containingUTF8Offset: 999_999) == 999_999)
    #expect(lines.utf8Offset(line: 1_000_000, graphemeColumn: 0, in: text) == 1_000_000)
  }

  /// CR LF with the CR at every position of a 32-byte vector, and the LF in the next vector.
  @Test(arguments: 0..<64)
  func crLFSplitAtEveryVectorBoundaryIsOneTerminator(shift: Int) {
    let text = String(repeating: "a", count: shift) + String(repeating: String(repeating: "b", count: 30) + "\r\n", count: 40)
      + "\r"
    for terminators in LineTerminators.allCases {
      let lines = LineIndex(text, terminators: terminators)
      #expect(lines.lineStarts == LineSamples.referenceLineStarts(text, terminators: terminators))
      #expect(lines.lineCount == 42)
    }
  }

  /// NEL, LS and PS with their bytes on either side of a vector boundary.
  @Test(arguments: 0..<40)
  func multiByteTerminatorsAcrossVectorBoundaries(shift: Int) {
    let text = String(repeating: "a", count: shift) + String(repeating: "\u{85}x\u{2028}yz\u{2029}", count: 30)
    let lines = LineIndex(text, terminators: .unicode)
    #expect(lines.lineStarts == LineSamples.referenceLineStarts(text, terminators: .unicode))
    #expect(lines.lineCount == 91)
  }
}
