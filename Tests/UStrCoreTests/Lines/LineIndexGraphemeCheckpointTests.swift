import Testing
@testable import UStrCore
import UStrTestSupport

/// Grapheme column checkpoints in long lines (`LineIndex(_:graphemeCheckpoints: true)`): each
/// lies on one of the standard library's `Character` boundaries with its count from the line's
/// start, gaps stay bounded, grapheme columns convert both ways as the standard library counts
/// them, and edits (including ones that move cluster boundaries far away) keep all of it.
@Suite("Line index grapheme checkpoints")
struct LineIndexGraphemeCheckpointTests {
  static let spacing = LineIndex.graphemeCheckpointSpacing

  /// Single scalars and short sequences whose clusters join across pieces (no terminators).
  static let pieces: [String] = [
    "a", "bc", " ", String(repeating: "x", count: 40),
    "\u{E9}", "e\u{301}", "\u{301}",  // é, e + COMBINING ACUTE, a lone mark
    "\u{4E2D}",  // 中
    "\u{1F600}",  // 😀
    "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}",  // 👩🏽‍🚀 = WOMAN + tone + ZWJ + ROCKET
    "\u{200D}", "\u{1F3FD}", "\u{1F468}",  // ZWJ, a tone, MAN: sequences made by chance
    "\u{1F1FA}", "\u{1F1F8}", "\u{1F1FA}\u{1F1F8}",  // regional indicators, one or a pair
    "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}",  // Hangul L, V, T jamo, a syllable
    "\u{915}\u{94D}\u{937}", "\u{94D}", "\u{915}",  // क्ष, a virama, क
    "\u{903}", "\u{600}",  // a spacing mark, a prepended concatenation mark
    "\u{7FF}", "\u{FFFD}", "\u{10FFFF}",
  ]

  /// A line of about `utf8Count` bytes of random pieces.
  static func randomLine(utf8Count: Int, using generator: inout SeededGenerator) -> String {
    var line = ""
    while line.utf8.count < utf8Count { line += pieces.randomElement(using: &generator)! }
    return line
  }

  /// Lines of lengths around the spacing and past it, with every terminator.
  static func randomText(using generator: inout SeededGenerator, lines: Int = 5) -> String {
    let lengths = [0, 7, spacing - 3, spacing + 2, 2 * spacing + 5, 5000, 9000]
    let terminators = ["\n", "\r\n", "\r", "\u{2028}", "\u{85}"]
    return (0..<lines).map { _ in
      randomLine(utf8Count: lengths.randomElement(using: &generator)!, using: &generator)
        + terminators.randomElement(using: &generator)!
    }.joined() + randomLine(utf8Count: lengths.randomElement(using: &generator)!, using: &generator)
  }

  /// Each line's cluster boundaries (UTF-8 offsets of the text) with their grapheme columns, by
  /// the standard library's `Character`s; the content's end included.
  static func referenceColumns(_ text: String, terminators: LineTerminators) -> [[Int: Int]] {
    LineSamples.referenceLines(text, terminators: terminators).map { content in
      var offset = text.utf8.distance(from: text.startIndex, to: content.startIndex)
      var columns: [Int: Int] = [:]
      for (column, character) in content.enumerated() {
        columns[offset] = column
        offset += character.utf8.count
      }
      columns[offset] = content.count
      return columns
    }
  }

  /// Every grapheme checkpoint lies in a line's content, after its start, on a cluster boundary
  /// with the standard library's column; lines longer than the spacing have gaps of at most the
  /// spacing plus their longest cluster (or 8 bytes, an ASCII run's step), the others none.
  static func expectValidCheckpoints(_ lines: LineIndex, in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(lines.graphemeCheckpoints.count == lines.chunks.count, sourceLocation: sourceLocation)
    var points: [Int: Int] = [:]
    for (chunk, checkpoints) in lines.graphemeCheckpoints.enumerated() {
      #expect(checkpoints.map(\.utf8Distance) == checkpoints.map(\.utf8Distance).sorted(), sourceLocation: sourceLocation)
      for checkpoint in checkpoints {
        points[lines.chunkStarts[chunk] + Int(checkpoint.utf8Distance)] = Int(checkpoint.graphemeColumn)
      }
    }
    var found = 0
    let contents = LineSamples.referenceLines(text, terminators: lines.terminators)
    for (line, columns) in referenceColumns(text, terminators: lines.terminators).enumerated() {
      let start = text.utf8.distance(from: text.startIndex, to: contents[line].startIndex)
      let end = start + contents[line].utf8.count
      let inLine = points.keys.filter { $0 > start && $0 < end }.sorted()
      found += inLine.count
      guard end - start > spacing else {
        #expect(inLine.isEmpty, "line \(line) of \(end - start) bytes has grapheme checkpoints", sourceLocation: sourceLocation)
        continue
      }
      let longestStep = max(8, contents[line].map(\.utf8.count).max() ?? 0)
      let gaps = zip([start] + inLine, inLine + [end]).map { $1 - $0 }
      #expect(gaps.allSatisfy { $0 <= spacing + longestStep }, "line \(line): gaps \(gaps)", sourceLocation: sourceLocation)
      let wrong = inLine.filter { columns[$0] != points[$0] }
      #expect(wrong.isEmpty, "line \(line): checkpoints off a boundary or its column at \(wrong)", sourceLocation: sourceLocation)
    }
    #expect(found == points.count, "grapheme checkpoints outside any line's content", sourceLocation: sourceLocation)
  }

  /// At every scalar boundary of every line, grapheme columns convert both ways as the standard
  /// library counts them (`nil` inside a cluster), and a column past the end clamps.
  static func expectColumnsAgree(_ lines: LineIndex, in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let contents = LineSamples.referenceLines(text, terminators: lines.terminators)
    for (line, columns) in referenceColumns(text, terminators: lines.terminators).enumerated() {
      var utf8Offset = text.utf8.distance(from: text.startIndex, to: contents[line].startIndex)
      var mismatches: [Int] = []
      for scalar in contents[line].unicodeScalars.map(Optional.some) + [nil] {
        let column = columns[utf8Offset]
        if lines.column(utf8Offset: utf8Offset, unit: .grapheme, in: text)?.column != column { mismatches.append(utf8Offset) }
        if let column, lines.utf8Offset(line: line, graphemeColumn: column, in: text, pastLineEnd: .refuse) != utf8Offset {
          mismatches.append(utf8Offset)
        }
        guard let scalar else { break }
        utf8Offset += scalar.utf8.count
      }
      #expect(mismatches.isEmpty, "line \(line) at \(mismatches.prefix(5))", sourceLocation: sourceLocation)
      #expect(
        lines.utf8Offset(line: line, graphemeColumn: contents[line].count + 1, in: text) == utf8Offset, "clamped",
        sourceLocation: sourceLocation)
      #expect(
        lines.utf8Offset(line: line, graphemeColumn: contents[line].count + 1, in: text, pastLineEnd: .refuse) == nil,
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: LineTerminators.allCases)
  func checkpointsLieOnTheStandardLibrarysBoundaries(terminators: LineTerminators) {
    var generator = SeededGenerator(seed: 0x6C_1)
    for _ in 0..<4 {
      let text = Self.randomText(using: &generator)
      let lines = LineIndex(text, terminators: terminators, graphemeCheckpoints: true)
      #expect(lines.keepsGraphemeCheckpoints)
      Self.expectValidCheckpoints(lines, in: text)
      Self.expectColumnsAgree(lines, in: text)
    }
  }

  /// The init's example: 1000 × 👩🏽‍🚀 (U+1F469 U+1F3FD U+200D U+1F680, 15 bytes a cluster).
  @Test func checkpointsOfTheDocumentedEmojiLine() {
    let text = String(repeating: "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}", count: 1000)
    let lines = LineIndex(text, graphemeCheckpoints: true)
    let points = lines.graphemeCheckpoints.joined().map { [Int($0.utf8Distance), Int($0.graphemeColumn)] }
    #expect(points.first == [1035, 69])
    #expect(points.last == [14490, 966])
    #expect(lines.utf8Offset(line: 0, graphemeColumn: 999, in: text) == 14985)
    #expect(lines.column(utf8Offset: 14985, unit: .grapheme, in: text)?.column == 999)
  }

  @Test func anIndexBuiltWithoutThemKeepsNone() {
    var generator = SeededGenerator(seed: 0x6C_2)
    let text = Self.randomLine(utf8Count: 6000, using: &generator)
    let lines = LineIndex(text)
    #expect(!lines.keepsGraphemeCheckpoints)
    #expect(lines.graphemeCheckpoints.isEmpty)
    Self.expectColumnsAgree(lines, in: text)
    var edited = text
    var editedLines = lines
    editedLines.replaceSubrange(0..<0, with: "\u{1F1FA}", in: &edited)
    #expect(editedLines.graphemeCheckpoints.isEmpty)
  }

  /// Edits inside long lines, across them, splitting and joining them, with pieces that join
  /// the clusters around the edit: the index equals a fresh build, its grapheme checkpoints stay
  /// valid, and its grapheme columns agree with the standard library's.
  @Test(arguments: [LineTerminators.lsp, .unicode])
  func editsKeepCheckpointsValid(terminators: LineTerminators) {
    var generator = SeededGenerator(seed: 0x6C_3)
    var text = Self.randomText(using: &generator, lines: 6)
    var lines = LineIndex(text, terminators: terminators, graphemeCheckpoints: true)
    for round in 0..<120 {
      let range = LineSamples.randomRange(in: text, lengths: [0, 1, 4, 40, 2000, 9000], using: &generator)
      let replacement: String
      switch round % 5 {
      case 0: replacement = ["\n", "\r\n", "\r", "\u{2028}"].randomElement(using: &generator)!
      case 1: replacement = Self.randomLine(utf8Count: Int.random(in: 0...3000, using: &generator), using: &generator)
      case 2: replacement = ""
      case 3: replacement = Self.pieces.randomElement(using: &generator)!
      default: replacement = Self.randomText(using: &generator, lines: 2)
      }
      lines.replaceSubrange(range, with: replacement, in: &text)
      #expect(lines == LineIndex(text, terminators: terminators), "round \(round)")
      Self.expectValidCheckpoints(lines, in: text)
      if round % 10 == 0 { Self.expectColumnsAgree(lines, in: text) }
      if text.utf8.count > 60_000 {
        text = String(text.prefix(15_000))
        lines = LineIndex(text, terminators: terminators, graphemeCheckpoints: true)
      }
    }
    Self.expectColumnsAgree(lines, in: text)
  }

  /// Edits of a text of several chunks (thousands of short lines around long ones), some of
  /// which remove or insert thousands of lines (the chunks around them rebuilt): the grapheme
  /// checkpoints move into the right chunks and stay valid.
  @Test func editsAcrossChunksKeepCheckpointsValid() {
    var generator = SeededGenerator(seed: 0x6C_6)
    func block() -> String {
      (0..<2500).map { $0 == 900 ? Self.randomLine(utf8Count: 6000, using: &generator) : Self.randomLine(utf8Count: Int.random(in: 0...20, using: &generator), using: &generator) }
        .joined(separator: "\n")
    }
    var text = block() + "\n" + block() + "\r\n" + block()
    var lines = LineIndex(text, graphemeCheckpoints: true)
    #expect(lines.chunks.count >= 2)
    for round in 0..<30 {
      let range = LineSamples.randomRange(in: text, lengths: [0, 3, 50, 4000, 40_000], using: &generator)
      let replacement = round % 3 == 0 ? block() : Self.randomLine(utf8Count: Int.random(in: 0...1500, using: &generator), using: &generator)
      lines.replaceSubrange(range, with: replacement, in: &text)
      #expect(lines == LineIndex(text), "round \(round)")
      if round % 5 == 4 { Self.expectValidCheckpoints(lines, in: text) }
    }
  }

  /// A regional indicator put before (or taken from) a long run of them re-pairs the whole run:
  /// every boundary after the edit moves, so no checkpoint after it may be kept as it was.
  @Test func aRegionalIndicatorBeforeARunRepairsTheWholeRun() {
    // "🇺🇸" = U+1F1FA U+1F1F8, a thousand of them, between ASCII.
    var text = "start " + String(repeating: "\u{1F1FA}\u{1F1F8}", count: 1000) + " end"
    var lines = LineIndex(text, graphemeCheckpoints: true)
    Self.expectValidCheckpoints(lines, in: text)
    #expect(lines.graphemeCheckpoints.joined().count >= 6)
    lines.replaceSubrange(6..<6, with: "\u{1F1FA}", in: &text)
    Self.expectValidCheckpoints(lines, in: text)
    Self.expectColumnsAgree(lines, in: text)
    lines.replaceSubrange(6..<10, with: "", in: &text)
    Self.expectValidCheckpoints(lines, in: text)
    Self.expectColumnsAgree(lines, in: text)
  }

  /// Many small edits at one place of a long line (an editor typing): the grapheme checkpoints
  /// stay valid and their gaps bounded as the line grows and shrinks.
  @Test func typingInALongLineKeepsCheckpointsValid() {
    var generator = SeededGenerator(seed: 0x6C_4)
    var text = "head\n" + Self.randomLine(utf8Count: 12_000, using: &generator) + "\r\ntail"
    var lines = LineIndex(text, graphemeCheckpoints: true)
    LineSamples.type(Self.pieces, rounds: 300, at: 4000, into: &text, lines: &lines, using: &generator) {
      Self.expectValidCheckpoints($0, in: $1)
    }
    #expect(lines == LineIndex(text))
    Self.expectColumnsAgree(lines, in: text)
  }

  /// Grapheme checkpoints cost under 1 % of a long line's text.
  @Test func checkpointsCostUnderOnePercent() {
    var generator = SeededGenerator(seed: 0x6C_5)
    let text = Self.randomLine(utf8Count: 500_000, using: &generator)
    let lines = LineIndex(text, graphemeCheckpoints: true)
    let graphemes = lines.graphemeCheckpoints.joined().count
    #expect(graphemes >= text.utf8.count / (2 * Self.spacing))
    #expect(graphemes * MemoryLayout<GraphemeColumnCheckpoint>.stride < text.utf8.count / 100)
  }
}
