import Testing
import UStrCore
import UStrLive

/// The bytes a terminal sends become keys, typed text and pastes, whatever the chunks.
@Suite("Live: input parser")
struct LiveInputParserTests {
  static func parse(_ chunks: [[UInt8]], flush: Bool = false) -> [LiveEvent] {
    var parser = LiveInputParser()
    var events = chunks.flatMap { parser.feed($0) }
    if flush { events += parser.flush() }
    return events
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test(arguments: [
    ("\u{1B}[A", LiveKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}OH", .home),
    ("\u{1B}[F", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}OF", .end),
    ("\u{7F}", .backspace), ("\u{8}", .backspace), ("\t", .tab), ("\r", .enter),
    ("\u{E}", .controlN), ("\u{4}", .controlD), ("?", .questionMark),
    ("\u{1B}OP", .f1), ("\u{1B}[11~", .f1),
  ])
  func keys(_ sequence: String, _ key: LiveKey) {
    #expect(Self.parse([Self.bytes(sequence)]) == [.key(key)])
  }

  @Test func textBetweenKeys() {
    #expect(
      Self.parse([Self.bytes("Poké\u{1B}[Da?b")]) == [
        .text("Poké"), .key(.left), .text("a"), .key(.questionMark), .text("b"),
      ])
  }

  @Test func loneEscapeWaitsForAPause() {
    var parser = LiveInputParser()
    #expect(parser.feed([0x1B]) == [])
    #expect(parser.isWaiting)
    #expect(parser.flush() == [.key(.escape)])
    #expect(!parser.isWaiting)
  }

  @Test func sequenceSplitAcrossChunks() {
    #expect(Self.parse([[0x1B], [0x5B], [0x44]]) == [.key(.left)])
    #expect(Self.parse([[0x1B, 0x5B, 0x31], [0x31, 0x7E]]) == [.key(.f1)])
  }

  @Test func scalarSplitAcrossChunks() {
    // "é" = C3 A9; "😀" = F0 9F 98 80.
    #expect(Self.parse([[0xC3], [0xA9]]) == [.text("é")])
    #expect(Self.parse([[0x61, 0xF0, 0x9F], [0x98, 0x80]]) == [.text("a"), .text("😀")])
    // A scalar the pause cut short is repaired and reported.
    let truncated = InvalidUTF8Sequence(
      utf8Offset: 0, repairedUTF8Offset: 0, bytes: [0xC3], kind: .truncatedSequence, replacementCount: 1)
    #expect(
      Self.parse([[0xC3]], flush: true) == [
        .text("\u{FFFD}"),
        .invalidUTF8(LiveInvalidInput(sequences: [truncated], repairedUTF8Count: 3, wasPasted: false)),
      ])
  }

  /// Bytes that are not UTF-8 in a paste are U+FFFD in the text, each reported with its offset
  /// in the paste (as `UTF8Decoding` finds it) and where its U+FFFD is.
  @Test func invalidBytesInAPasteAreRepairedAndReported() {
    let body: [UInt8] = [0x61, 0xFF, 0x62, 0xED, 0xA0, 0x80, 0x63]
    let events = Self.parse([Self.bytes("\u{1B}[200~") + body + Self.bytes("\u{1B}[201~")])
    let decoded = UTF8Decoding(bytes: body)
    #expect(decoded.invalid.map(\.utf8Offset) == [1, 3])
    #expect(
      events == [
        .paste(decoded.text),
        .invalidUTF8(LiveInvalidInput(sequences: decoded.invalid, repairedUTF8Count: decoded.text.utf8.count, wasPasted: true)),
      ])
    #expect(decoded.text == "a\u{FFFD}b\u{FFFD}\u{FFFD}\u{FFFD}c")
  }

  @Test func bracketedPasteIsTextWithItsControls() {
    let paste = Self.bytes("\u{1B}[200~a\u{1B}[31m\r\n?\u{1B}[201~")
    #expect(Self.parse([paste]) == [.paste("a\u{1B}[31m\r\n?")])
    // The end marker cut by a chunk boundary, and text after the paste.
    let cut = paste.count - 3
    #expect(
      Self.parse([Array(paste[..<cut]), Array(paste[cut...]) + [0x62]]) == [
        .paste("a\u{1B}[31m\r\n?"), .text("b"),
      ])
    // One byte at a time.
    #expect(Self.parse(paste.map { [$0] }) == [.paste("a\u{1B}[31m\r\n?")])
  }

  @Test func escapeBeforeAnotherKeyIsEsc() {
    #expect(Self.parse([[0x1B, 0x61]]) == [.key(.escape), .text("a")])
  }
}
