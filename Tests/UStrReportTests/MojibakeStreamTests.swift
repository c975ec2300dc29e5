import Testing
import UStrICU
import UStrTestSupport

@testable import UStrReport

/// `MojibakeStream` repairs a text in stretches of its own, so the answer does not depend on
/// the pieces the text comes in (a file's 1 MiB chunks, a pipe's reads, the whole text).
@Suite("Mojibake repaired as a stream")
struct MojibakeStreamTests {
  /// A text of pieces whose repair depends on what surrounds them: "Ã©" reads as "é" from
  /// ISO-8859-1 but as another character from macintosh, where U+F8FF is a byte too.
  static func text(utf8Count: Int, seed: UInt64) -> String {
    let pieces = ["Ã©", "\u{F000}", "©", "\u{E000}", "\u{F8FF}", "*", "ǿ", "Ã", "e"]
    var generator = SeededGenerator(seed: seed)
    var text = ""
    while text.utf8.count < utf8Count { text += pieces.randomElement(using: &generator)! }
    return text
  }

  /// The stream's whole answer for `text` handed over in pieces of `sizes` scalars (cycled).
  static func repaired(_ text: String, inPiecesOf sizes: [Int]) -> (text: String, changes: [MojibakeChange]) {
    var stream = MojibakeStream()
    var result = ""
    var changes: [MojibakeChange] = []
    let scalars = Array(text.unicodeScalars)
    var start = 0
    var index = 0
    while start < scalars.count {
      let end = min(start + sizes[index % sizes.count], scalars.count)
      var piece = ""
      piece.unicodeScalars.append(contentsOf: scalars[start..<end])
      let part = stream.append(piece)
      result += part.text
      changes += part.changes
      start = end
      index += 1
    }
    let last = stream.finish()
    return (result + last.text, changes + last.changes)
  }

  @Test func theRepairDoesNotDependOnThePiecesTheTextComesIn() {
    let text = Self.text(utf8Count: 5 * MojibakeStream.stretchUTF8Count / 2, seed: 7)
    let whole = Self.repaired(text, inPiecesOf: [text.unicodeScalars.count])
    #expect(!whole.changes.isEmpty)
    var generator = SeededGenerator(seed: 11)
    let pieceSizes: [[Int]] = [
      [1 << 20], [21_845], [1, 2, 3, 1000], (0..<50).map { _ in Int.random(in: 1...100_000, using: &generator) },
    ]
    for sizes in pieceSizes {
      let streamed = Self.repaired(text, inPiecesOf: sizes)
      #expect(streamed.text == whole.text, "pieces \(sizes.prefix(4))")
      #expect(streamed.changes == whole.changes, "pieces \(sizes.prefix(4))")
    }
  }

  @Test func aStretchWithNoASCIIEndsAtAScalarsStart() {
    // 1 MiB and more of three-byte scalars, no ASCII: cut inside, never in a scalar.
    let text = String(repeating: "\u{E000}", count: MojibakeStream.stretchUTF8Count / 3 + 10)
    let cut = MojibakeStream.stretchEnd(in: text[...])
    #expect(text.utf8.distance(from: text.startIndex, to: cut) == MojibakeStream.stretchUTF8Count / 3 * 3)
    // Exactly a stretch, no ASCII: the whole of it.
    let exact = String(repeating: "\u{1F1E6}", count: MojibakeStream.stretchUTF8Count / 4)
    #expect(MojibakeStream.stretchEnd(in: exact[...]) == exact.endIndex)
    // With ASCII: just after the last one within the stretch.
    let mixed = String(repeating: "é", count: 100) + "x" + String(repeating: "é", count: MojibakeStream.stretchUTF8Count)
    #expect(mixed.utf8.distance(from: mixed.startIndex, to: MojibakeStream.stretchEnd(in: mixed[...])) == 201)
  }
}
