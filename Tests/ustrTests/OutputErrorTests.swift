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

  @Test(.enabled(if: fullDeviceExists, "needs /dev/full"), arguments: invocations)
  func aWriteToAFullDiskExitsWithEXIOERR(_ invocation: String) throws {
    let result = try UStrBinary.runShell("\"$USTR\" \(invocation) > /dev/full")
    #expect(result.exitCode == 74, "\(invocation): exit \(result.exitCode)")
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
