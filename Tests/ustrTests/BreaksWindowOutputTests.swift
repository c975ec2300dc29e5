import Foundation
import Testing
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// `ustr breaks` writes out each window's rows as the window ends, for every kind and format:
/// rows read from a slow pipe show as they are found, not when the output buffer fills.
@Suite("ustr breaks, each window's rows out at its end")
struct BreaksWindowOutputTests {
  /// One line, 24 bytes: one sentence, six line-break opportunities, 13 words and spaces.
  static let line = "The cat sat on the mat.\n"
  /// The lines written before the pipe is held open: 336 000 bytes. A window is cut at a line's
  /// end once 64 KiB, then 128 KiB, are read (a read from a pipe brings 64 KiB at most): the
  /// first ends between 64 KiB - 24 and 128 KiB, the second between 192 KiB - 48 and 320 KiB;
  /// a third would need 256 KiB more.
  static let lineCount = 14_000
  /// The lines listed (`--limit`: their rows, a multiple of the table's blocks of 1000):
  /// their end, byte 168 000, is past the first window's end and before the second's.
  static let listedLineCount = 7_000

  static let arguments = [BreakKind.character, .word, .sentence, .line].flatMap { kind in
    ["table", "json", "jsonl"].map { (kind, $0) }
  }

  /// The last row listed (in the table, the last one drawn before its last block) comes out
  /// while the pipe is held open. Nothing comes after it (past the limit rows are counted
  /// only), and the third window never ends: only the end of the second window writes it out,
  /// not a full output buffer.
  @Test(arguments: arguments)
  func theLastRowOfAWindowComesOutAtItsEnd(kind: BreakKind, format: String) throws {
    let engines = kind == .character ? BreakEngine.allCases : [.icu]
    let rowsPerLine = try #require(try BreaksReport(text: Self.line, kind: kind, engines: engines).segmentations.first?.segmentCount)
    let limit = Self.listedLineCount * rowsPerLine
    // The last segment of the table's last block but one (its number alone on the line:
    // `--columns index`; the last block waits for the table's end), the first engine's last
    // boundary in the document (the other lists wait in spools), the last engine's last
    // segment in JSON Lines (the engines' rows follow one another in a window).
    let lastRow =
      switch format {
      case "table": " \(limit - 1 - 1_000)\n"
      case "json": "\"utf8Offset\": \(Self.listedLineCount * Self.line.utf8.count),"
      default: "\"engine\":\"\(engines.last!)\",\"data\":{\"segmentOffset\":\(limit - 1),"
      }
    // The wait ends as soon as the row comes; its bound is wide because a debug build writes
    // the 168 000 boundaries of the grapheme document slowly on a loaded machine (60 s was
    // passed there once, the rows still coming).
    let output = try PipeFeed.outputBeforeInputEnds(
      ["breaks", "--kind", kind.rawValue, "--format", format, "--limit", String(limit), "--columns", "index"],
      input: Data(String(repeating: Self.line, count: Self.lineCount).utf8), until: lastRow,
      waitingAtMost: 300)
    #expect(output.contains(lastRow), "\(kind) \(format): \(output.suffix(300))")
  }
}
