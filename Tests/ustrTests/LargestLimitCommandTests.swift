import Testing
import UStrTestSupport

/// `--limit` at its largest value, `Int.max` (9223372036854775807), lists everything, as
/// `--all` does: no "limit + 1" may overflow.
@Suite("The largest --limit, end to end")
struct LargestLimitCommandTests {
  static let largest = "9223372036854775807"

  @Test(arguments: [
    "breaks --explain", "breaks --explain --engine all", "breaks --explain --format json",
    "breaks --explain --format jsonl", "breaks", "inspect", "char", "normalize --check",
  ])
  func theLargestLimitListsEverything(_ command: String) throws {
    let arguments = command.split(separator: " ").map(String.init) + ["--limit", Self.largest, "ab"]
    let result = try UStrBinary.run(arguments)
    let all = try UStrBinary.run(command.split(separator: " ").map(String.init) + ["--all", "ab"])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    // JSON names the limit it was given; everything else is the same.
    let named = result.stdoutText.replacing("\"limit\":\(Self.largest)", with: "\"limit\":null")
      .replacing("\"limit\": \(Self.largest)", with: "\"limit\": null")
    #expect(named == all.stdoutText)
  }
}
