import Foundation
import Testing
import UStrTestSupport

/// A write that fails is an error (exit 74, one line on stderr), whatever the command and
/// format; a reader that closes the pipe early ends the process quietly.
@Suite("Output errors, end to end")
struct OutputErrorTests {
  static let fullDeviceExists = FileManager.default.fileExists(atPath: "/dev/full")

  /// Every command that writes a report, in each of its formats.
  static let invocations: [String] = [
    "inspect Pokémon", "inspect --format json Pokémon", "lengths Pokémon",
    "lengths --format json Pokémon", "compare a b", "compare --format json a b",
    "normalize Pokémon", "normalize --check Pokémon", "offset --unit utf16 1 Pokémon",
    "slice --unit utf16 --range '0..<2' Pokémon", "breaks Pokémon", "breaks --format json Pokémon",
    "sort --escapes 'b\\na'", "escape --lang swift Pokémon", "versions", "versions --format json",
  ]

  /// Every command `ustr --help` lists that writes to standard output, in each format it has
  /// (`live` needs a terminal; `selftest` needs the conformance data: tested apart).
  static let everyCommandInEveryFormat: [String] = ["table", "json", "jsonl"].flatMap { format in
    [
      "inspect --format \(format) Pokémon", "lengths --format \(format) Pokémon",
      "lengths --max 2 --each-line --format \(format) Pokémon", "compare --format \(format) a b",
      "normalize --check --format \(format) Pokémon", "offset --unit utf16 1 --format \(format) Pokémon",
      "slice --unit utf16 --range '0..<2' --format \(format) Pokémon",
      "breaks --format \(format) Pokémon", "breaks --kind word --format \(format) Pokémon",
      "breaks --explain --format \(format) Pokémon", "escape --lang swift --format \(format) Pokémon",
      "char --format \(format) é", "search --format \(format) latin small e acute",
      "print --format \(format) U+00E0..U+00E9", "emoji --format \(format) heart",
      "encodings --format \(format) latin", "demojibake --format \(format) 'PokÃ©mon'",
      "versions --format \(format)",
    ]
  } + ["human", "json", "jsonl", "sarif", "github"].map { "scan --format \($0) -" } + ["--help", "inspect --help", "--version"]

  @Test(.enabled(if: fullDeviceExists, "needs /dev/full"), arguments: invocations + everyCommandInEveryFormat)
  func aWriteToAFullDiskExitsWithEXIOERR(_ invocation: String) throws {
    // `scan -` reads a bidi control from standard input, so it has a finding to write.
    let result = try UStrBinary.runShell(
      "printf 'a\\342\\200\\256b\\n' | \"$USTR\" \(invocation) > /dev/full")
    #expect(result.exitCode == 74, "\(invocation): exit \(result.exitCode)")
    // `demojibake` names each repair on stderr before the failed write is known.
    let lines = result.stderrText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.suffix(2) == ["ustr: cannot write standard output: No space left on device", ""], "\(invocation)")
    #expect(invocation.hasPrefix("demojibake") || lines.count == 2, "\(invocation): \(result.stderrText)")
  }

  @Test(
    .enabled(if: fullDeviceExists, "needs /dev/full"),
    .enabled(if: (try? SharedData.unicodeDataRoot.get()) != nil, "needs ../shared/unicode"),
    arguments: ["table", "json", "jsonl"])
  func aSelftestReportToAFullDiskExitsWithEXIOERR(format: String) throws {
    let data = try SharedData.unicodeDataRoot.get().path
    let result = try UStrBinary.runShell("\"$USTR\" selftest --data '\(data)' --format \(format) > /dev/full")
    #expect(result.exitCode == 74, "\(format): exit \(result.exitCode)")
    #expect(result.stderrText == "ustr: cannot write standard output: No space left on device\n")
  }

  @Test(.enabled(if: fullDeviceExists, "needs /dev/full"))
  func aLongFilterStopsAtTheFirstFailedWrite() throws {
    // 4 MB through the filter: the failure is reported once, not once per chunk.
    let script = "head -c 4000000 /dev/zero | tr '\\0' 'a' | \"$USTR\" normalize > /dev/full"
    let result = try UStrBinary.runShell(script)
    #expect(result.exitCode == 74)
    #expect(result.stderrText.split(separator: "\n").count == 1)
  }

  @Test func aReaderThatClosesThePipeEndsTheProcessQuietly() throws {
    let script = """
      head -c 4000000 /dev/zero | tr '\\0' 'a' | "$USTR" normalize | head -c 10 > /dev/null
      echo "${PIPESTATUS[2]:-}"
      """
    let result = try UStrBinary.runShell("bash -c '\(script.replacingOccurrences(of: "'", with: "'\\''"))'")
    #expect(result.stderrText.isEmpty, "stderr: \(result.stderrText)")
    // 141 = 128 + SIGPIPE: ended by the signal, as a C filter would be.
    #expect(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "141")
  }
}
