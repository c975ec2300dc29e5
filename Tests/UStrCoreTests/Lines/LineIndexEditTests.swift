import Testing
@testable import UStrCore
import UStrTestSupport

@Suite("Line index edits")
struct LineIndexEditTests {
  @Test func documentedExamplesHold() {
    var text = "ab\ncd"
    var lines = LineIndex(text)
    lines.replaceSubrange(1..<4, with: "\r\n\r", in: &text)
    #expect(text == "a\r\n\rd")
    #expect(lines.lineStarts == [0, 3, 4])
    text = "ab\ncd"
    lines = LineIndex(text)
    lines.replaceSubrange(2..<3, with: "\u{2028}x\n", in: &text)
    #expect(lines.lineStarts == [0, 7])
  }

  @Test func aCRBeforeAndAnLFAfterAnEditJoinOrSplit() {
    // Deleting "x" joins CR and LF into one terminator; inserting between them splits it.
    var text = "a\rx\nb"
    var lines = LineIndex(text)
    lines.replaceSubrange(2..<3, with: "", in: &text)
    #expect(lines == LineIndex(text))
    #expect(lines.lineStarts == [0, 3])
    lines.replaceSubrange(2..<2, with: "y", in: &text)
    #expect(lines.lineStarts == [0, 2, 4])
    lines.replaceSubrange(0..<0, with: "\n", in: &text)
    #expect(lines == LineIndex(text))
  }

  /// Random edits (every terminator in the replacements, CR LF pairs made and broken at the
  /// edges) keep the index equal to a fresh build.
  @Test(arguments: LineTerminators.allCases)
  func randomEditsEqualAFreshBuild(terminators: LineTerminators) {
    var generator = SeededGenerator(seed: 0xED17)
    for _ in 0..<60 {
      var text = LineSamples.random(using: &generator, maximumPieces: 40)
      var lines = LineIndex(text, terminators: terminators)
      for _ in 0..<20 {
        let range = randomScalarRange(in: text, using: &generator)
        let replacement = LineSamples.random(using: &generator, maximumPieces: 4)
        lines.replaceSubrange(range, with: replacement, in: &text)
        #expect(lines == LineIndex(text, terminators: terminators), "\(text.unicodeScalars.map(\.value))")
      }
    }
  }

  /// Edits of a text of many chunks: inserts of thousands of lines, deletes across chunks,
  /// lines longer than a chunk's span.
  @Test func editsAcrossChunksEqualAFreshBuild() {
    var generator = SeededGenerator(seed: 0xC4)
    var text = (0..<12_000).map { String(repeating: "x", count: $0 % 97) }.joined(separator: "\n")
    var lines = LineIndex(text)
    for round in 0..<40 {
      let range = randomScalarRange(in: text, using: &generator, maximumLength: round % 4 == 0 ? 200_000 : 50)
      let replacement: String
      switch round % 3 {
      case 0: replacement = String(repeating: "y\r\n", count: Int.random(in: 0...5000, using: &generator))
      case 1: replacement = String(repeating: "z", count: 70_000) + "\r"
      default: replacement = LineSamples.random(using: &generator)
      }
      lines.replaceSubrange(range, with: replacement, in: &text)
      #expect(lines == LineIndex(text), "round \(round)")
      for chunk in lines.chunks { #expect(chunk.count <= LineIndex.maximumChunkLines && chunk.first == 0) }
      #expect(lines.chunkFirstLines == lines.chunkFirstLines.sorted())
    }
  }

  /// Many small edits of a text of many chunks, most of them inside one chunk (rewritten in
  /// place): the index stays equal to a fresh build and its chunks consistent.
  @Test func smallEditsInsideChunksEqualAFreshBuild() {
    var generator = SeededGenerator(seed: 0x5E11)
    // Short lines: chunks full by their line count; longer ones: full by their 64 KiB span.
    var text = (0..<20_000).map { String(repeating: "x", count: $0 < 10_000 ? $0 % 13 : $0 % 61) }.joined(separator: "\r\n")
    var lines = LineIndex(text)
    for round in 0..<300 {
      let range = randomScalarRange(in: text, using: &generator, maximumLength: 30)
      lines.replaceSubrange(range, with: LineSamples.random(using: &generator, maximumPieces: 3), in: &text)
      guard round % 15 == 0 else { continue }
      #expect(lines == LineIndex(text), "round \(round)")
      var line = 0
      for (chunk, distances) in lines.chunks.enumerated() {
        #expect(distances.count <= LineIndex.maximumChunkLines && distances.first == 0)
        #expect(distances == distances.sorted() && lines.chunkFirstLines[chunk] == line)
        line += distances.count
      }
    }
  }

  /// A UTF-8 range of `text` whose bounds are scalar boundaries.
  private func randomScalarRange(
    in text: String, using generator: inout SeededGenerator, maximumLength: Int = 8
  ) -> Range<Int> {
    let bytes = Array(text.utf8)
    func boundary(atOrBefore offset: Int) -> Int {
      var offset = offset
      while offset < bytes.count, offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
      return offset
    }
    let lower = boundary(atOrBefore: Int.random(in: 0...bytes.count, using: &generator))
    let upper = boundary(atOrBefore: min(bytes.count, lower + Int.random(in: 0...maximumLength, using: &generator)))
    return lower..<max(lower, upper)
  }
}
