import Foundation
import Testing
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// `ustr breaks --format json` reads its input once: the first engine's boundaries are written
/// as each window is segmented, the other lists wait in spools (a temporary file past 1 MiB each)
/// and follow in the document's order. (From a pipe that stays open, the document starts
/// before the pipe ends: `BreaksTableBlocksTests`.)
@Suite("ustr breaks, the JSON document in one pass")
struct BreaksJSONStreamingTests {
  /// Conjuncts whose linker is newer than some engine, emoji, flags, a mark and prose:
  /// thousands of clusters, on which the engines disagree on most toolchains.
  static let text = String(
    repeating: "\u{11107}\u{11133}\u{11107} \u{1000}\u{1039}\u{1000} \u{1A20}\u{1A60}\u{1A20} 👩‍👩‍👧 🇺🇸🇫🇷 e\u{301}x Dr. Who? ",
    count: 1_200)

  /// What the document is asked for: its options and the library's arguments for the same.
  struct Request: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var kind: BreakKind
    var explain = false
    var limit: Int?

    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let requests = [
    Request(arguments: ["--kind", "grapheme"], kind: .character),
    Request(arguments: ["--kind", "grapheme", "--explain", "--limit", "20000"], kind: .character, explain: true, limit: 20_000),
    Request(arguments: ["--kind", "word"], kind: .word),
  ]

  /// From a pipe, the text (100 KB) comes in windows (64 KiB, then the rest), and the spooled
  /// lists outgrow memory: the document is byte for byte the one the library writes from the
  /// whole text (`BreaksReport.writeJSON(decoding:...)`), up to the `input` member the command
  /// adds.
  @Test(arguments: requests)
  func theDocumentReadOnceIsTheWholeTextsDocument(_ request: Request) throws {
    let result = try UStrBinary.run(["breaks", "--format", "json"] + request.arguments, input: Data(Self.text.utf8))
    #expect(result.exitCode == 0, "\(result.stderrText)")
    var expected: [UInt8] = []
    let output = ByteOutput { expected += $0 }
    try BreaksReport.writeJSON(
      decoding: UTF8Decoding(bytes: Array(Self.text.utf8)), kind: request.kind, explain: request.explain,
      limit: request.limit, to: output)
    try output.flush()
    // The library's document ends with the limit; the command's goes on with its input.
    let limitMember = Array("\n  \"limit\": \(request.limit.map(String.init) ?? "null")".utf8)
    #expect(Array(expected.suffix(limitMember.count + 3)) == limitMember + Array("\n}".utf8) + [0x0A])
    let body = expected.dropLast(3)
    #expect(result.stdout.count > body.count)
    #expect(Array(result.stdout.prefix(body.count)) == Array(body), "the documents part at byte \(firstDifference(Array(result.stdout), Array(body)))")
    #expect(result.stdoutText.dropFirst(body.count).hasPrefix(",\n  \"input\": {"))
    // Every list was spooled past memory for the grapheme document: it is that large.
    if request.kind == .character { #expect(result.stdout.count > 6 << 20) }
  }

  func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
    a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
  }

  /// A spool that cannot be made (no temporary directory) is an output error: exit 74 and one
  /// line naming the directory, however far the document got.
  @Test func aSpoolThatCannotBeMadeExitsWith74() throws {
    let result = try UStrBinary.runShell(
      #"TMPDIR=/nonexistent/ustr "$USTR" breaks --format json"#, input: Data(Self.text.utf8))
    #expect(result.exitCode == 74)
    #expect(result.stderrText.contains("cannot write a temporary file in '/nonexistent/ustr'"), "\(result.stderrText)")
  }
}
