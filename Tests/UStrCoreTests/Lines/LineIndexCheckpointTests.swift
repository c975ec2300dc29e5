import Testing
@testable import UStrCore
import UStrTestSupport

/// Column checkpoints in long lines: queries that start from them give the standard library's
/// columns, and edits keep them right (each checkpoint's columns are those of a count from its
/// line's start, no gap exceeds the spacing plus 3 bytes, short lines have none).
@Suite("Line index column checkpoints")
struct LineIndexCheckpointTests {
  static let spacing = LineIndex.columnCheckpointSpacing

  /// Scalars of every UTF-8 width and the pieces the views disagree on (no terminators).
  static let scalarPieces = LineSamples.pieces.filter { piece in
    !piece.unicodeScalars.contains { "\n\r\u{0B}\u{0C}\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }
  } + ["\u{7FF}", "\u{FFFD}", "\u{10FFFF}", String(repeating: "x", count: 50)]

  /// A line of about `utf8Count` bytes of random scalars.
  static func randomLine(utf8Count: Int, using generator: inout SeededGenerator) -> String {
    var line = ""
    while line.utf8.count < utf8Count { line += scalarPieces.randomElement(using: &generator)! }
    return line
  }

  /// Lines of every length around the spacing and far past it, with every terminator.
  static func randomText(using generator: inout SeededGenerator, lines: Int = 6) -> String {
    let lengths = [0, 5, spacing - 2, spacing + 1, spacing + 4, 2 * spacing + 3, 3 * spacing, 9000, 20_000]
    let terminators = ["\n", "\r\n", "\r", "\u{2028}", "\u{85}"]
    return (0..<lines).map { _ in
      randomLine(utf8Count: lengths.randomElement(using: &generator)!, using: &generator)
        + terminators.randomElement(using: &generator)!
    }.joined() + randomLine(utf8Count: lengths.randomElement(using: &generator)!, using: &generator)
  }

  /// Every checkpoint lies in a line's content after its start, with the columns of a count
  /// from there; lines longer than the spacing have gaps of at most the spacing plus 3 bytes,
  /// the others none.
  static func expectValidCheckpoints(_ lines: LineIndex, in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = Array(text.utf8)
    let contents = LineSamples.referenceLines(text, terminators: lines.terminators)
    var points = Set<Int>()
    for (chunk, checkpoints) in lines.columnCheckpoints.enumerated() {
      #expect(checkpoints.map(\.utf8Distance) == checkpoints.map(\.utf8Distance).sorted(), sourceLocation: sourceLocation)
      for checkpoint in checkpoints { points.insert(lines.chunkStarts[chunk] + Int(checkpoint.utf8Distance)) }
    }
    #expect(lines.columnCheckpoints.count == lines.chunks.count, sourceLocation: sourceLocation)
    var found = 0
    for (line, content) in contents.enumerated() {
      let start = text.utf8.distance(from: text.startIndex, to: content.startIndex)
      let end = start + content.utf8.count
      let inLine = points.filter { $0 > start && $0 < end }.sorted()
      found += inLine.count
      guard end - start > spacing else {
        #expect(inLine.isEmpty, "line \(line) of \(end - start) bytes has checkpoints", sourceLocation: sourceLocation)
        continue
      }
      let gaps = zip([start] + inLine, inLine + [end]).map { $1 - $0 }
      #expect(gaps.allSatisfy { $0 <= spacing + 3 }, "line \(line): gaps \(gaps)", sourceLocation: sourceLocation)
      // The columns at each scalar boundary, counted by the standard library's scalars.
      var columns: [Int: (scalar: Int, utf16: Int)] = [:]
      var offset = start
      var column = (scalar: 0, utf16: 0)
      for scalar in content.unicodeScalars {
        columns[offset] = column
        offset += scalar.utf8.count
        column = (column.scalar + 1, column.utf16 + scalar.utf16.count)
      }
      let chunk = lines.chunk(containingUTF8Offset: start)
      for checkpoint in lines.columnCheckpoints[chunk] {
        let offset = lines.chunkStarts[chunk] + Int(checkpoint.utf8Distance)
        guard offset > start, offset < end else { continue }
        #expect(bytes[offset] & 0xC0 != 0x80, sourceLocation: sourceLocation)
        #expect(
          columns[offset].map { [$0.scalar, $0.utf16] } == [Int(checkpoint.scalarColumn), Int(checkpoint.utf16Column)],
          "line \(line) at \(offset)", sourceLocation: sourceLocation)
      }
    }
    #expect(found == points.count, "checkpoints outside any line's content", sourceLocation: sourceLocation)
  }

  /// At every scalar boundary of every line (and between surrogates), UTF-16 and scalar columns
  /// convert both ways as the standard library counts them.
  static func expectColumnsAgree(_ lines: LineIndex, in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for (line, content) in LineSamples.referenceLines(text, terminators: lines.terminators).enumerated() {
      var utf8Offset = text.utf8.distance(from: text.startIndex, to: content.startIndex)
      var utf16Column = 0
      var scalarColumn = 0
      var mismatches = 0
      for scalar in content.unicodeScalars.map(Optional.some) + [nil] {
        if lines.utf8Offset(line: line, utf16Column: utf16Column, in: text, pastLineEnd: .refuse) != utf8Offset
          || lines.utf8Offset(line: line, scalarColumn: scalarColumn, in: text, pastLineEnd: .refuse) != utf8Offset
          || lines.column(utf8Offset: utf8Offset, unit: .utf16, in: text).map({ [$0.line, $0.column] }) != [line, utf16Column]
          || lines.column(utf8Offset: utf8Offset, unit: .scalar, in: text).map({ [$0.line, $0.column] }) != [line, scalarColumn]
        {
          mismatches += 1
        }
        guard let scalar else { break }
        if scalar.utf16.count == 2, lines.utf8Offset(line: line, utf16Column: utf16Column + 1, in: text) != nil {
          mismatches += 1
        }
        utf8Offset += scalar.utf8.count
        utf16Column += scalar.utf16.count
        scalarColumn += 1
      }
      #expect(mismatches == 0, "line \(line)", sourceLocation: sourceLocation)
      #expect(
        lines.utf8Offset(line: line, utf16Column: utf16Column + 1, in: text) == utf8Offset, "clamped", sourceLocation: sourceLocation)
    }
  }

  @Test func longLinesHaveCheckpointsAndShortOnesNone() {
    var generator = SeededGenerator(seed: 0xC0_1)
    for _ in 0..<6 {
      let text = Self.randomText(using: &generator)
      let lines = LineIndex(text)
      Self.expectValidCheckpoints(lines, in: text)
      let longest = LineSamples.referenceLines(text, terminators: .lsp).map(\.utf8.count).max()!
      #expect(lines.columnCheckpoints.joined().count >= longest / (Self.spacing + 3))
    }
  }

  @Test(arguments: LineTerminators.allCases)
  func columnsOfLongLinesAgreeWithTheStandardLibrary(terminators: LineTerminators) {
    var generator = SeededGenerator(seed: 0xC0_2)
    for _ in 0..<4 {
      let text = Self.randomText(using: &generator)
      Self.expectColumnsAgree(LineIndex(text, terminators: terminators), in: text)
    }
  }

  /// Edits inside long lines, across them, splitting and joining them with terminators, and
  /// replacing whole lines: the index equals a fresh build, its checkpoints stay valid, and
  /// its columns agree with the standard library's.
  @Test(arguments: LineTerminators.allCases)
  func editsKeepCheckpointsValid(terminators: LineTerminators) {
    var generator = SeededGenerator(seed: 0xC0_3)
    var text = Self.randomText(using: &generator, lines: 8)
    var lines = LineIndex(text, terminators: terminators)
    for round in 0..<120 {
      let range = LineSamples.randomRange(in: text, lengths: [0, 1, 3, 40, 3000, 12_000], using: &generator)
      let replacement: String
      switch round % 5 {
      case 0: replacement = ["\n", "\r", "\r\n", "\u{2028}"].randomElement(using: &generator)!
      case 1: replacement = Self.randomLine(utf8Count: Int.random(in: 0...5000, using: &generator), using: &generator)
      case 2: replacement = ""
      case 3: replacement = LineSamples.random(using: &generator, maximumPieces: 6)
      default: replacement = Self.randomText(using: &generator, lines: 2)
      }
      lines.replaceSubrange(range, with: replacement, in: &text)
      #expect(lines == LineIndex(text, terminators: terminators), "round \(round)")
      Self.expectValidCheckpoints(lines, in: text)
      if round % 10 == 0 { Self.expectColumnsAgree(lines, in: text) }
      if text.utf8.count > 150_000 { text = String(text.prefix(20_000)); lines = LineIndex(text, terminators: terminators) }
    }
    Self.expectColumnsAgree(lines, in: text)
  }

  /// Many small edits at one place of a long line (an editor typing): checkpoints stay valid
  /// and gaps stay bounded as the line grows and shrinks.
  @Test func typingInALongLineKeepsGapsBounded() {
    var generator = SeededGenerator(seed: 0xC0_4)
    var text = "head\n" + Self.randomLine(utf8Count: 30_000, using: &generator) + "\r\ntail"
    var lines = LineIndex(text)
    LineSamples.type(Self.scalarPieces, rounds: 400, at: 9000, into: &text, lines: &lines, using: &generator) {
      Self.expectValidCheckpoints($0, in: $1)
    }
    #expect(lines == LineIndex(text))
    Self.expectColumnsAgree(lines, in: text)
  }

  /// Checkpoints cost under 1 % of a long line's text.
  @Test func checkpointsCostUnderOnePercent() {
    var generator = SeededGenerator(seed: 0xC0_5)
    let text = Self.randomLine(utf8Count: 2_000_000, using: &generator)
    let lines = LineIndex(text)
    #expect(lines.memory < text.utf8.count / 100)
    #expect(lines.columnCheckpoints.joined().count >= text.utf8.count / (Self.spacing + 3))
  }
}
