import Foundation
import Testing
import UStrTestSupport

/// The input limit of the commands that read the whole text: a regular file is refused by its
/// size before it is read, a stream once it passes the limit (`USTR_MAX_INPUT_BYTES` lowers the
/// limit so the streams here stay small).
@Suite("Input limit, end to end")
struct InputLimitTests {
  /// A temporary file of `size` bytes: `contents`, or a sparse file (holes read as zero bytes).
  static func temporaryFile(size: Int, contents: String? = nil) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-input-limit-\(UUID().uuidString).txt")
    try Data((contents ?? "").utf8).write(to: url)
    if contents == nil {
      let handle = try FileHandle(forWritingTo: url)
      try handle.truncate(atOffset: UInt64(size))
      try handle.close()
    }
    return url
  }

  @Test func aRegularFileOverOneGiBIsRefusedByItsSize() throws {
    // Sparse: 1 GiB + 1 byte on paper, no blocks on disk; reading it would take seconds.
    let url = try Self.temporaryFile(size: (1 << 30) + 1)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try UStrBinary.run(["lengths", "--file", url.path])
    #expect(result.exitCode == 2)
    #expect(result.stdoutText == "")
    #expect(
      result.stderrText
        == "ustr: '\(url.path)' is 1073741825 bytes, larger than the maximum input of 1073741824"
        + " bytes (1 GiB); USTR_MAX_INPUT_BYTES sets another maximum\n")
  }

  @Test func aFileOfExactlyTheLimitIsReadAndOneByteMoreIsRefused() throws {
    let fits = try Self.temporaryFile(size: 8, contents: "abcdéfg")  // é is 2 bytes: 8 in all
    let over = try Self.temporaryFile(size: 9, contents: "abcdéfgh")
    defer {
      try? FileManager.default.removeItem(at: fits)
      try? FileManager.default.removeItem(at: over)
    }
    let ok = try UStrBinary.runShell(
      "USTR_MAX_INPUT_BYTES=8 \"$USTR\" lengths --format json --file '\(fits.path)'")
    #expect(ok.exitCode == 0, "\(ok.stderrText)")
    let json = try JSONSerialization.jsonObject(with: ok.stdout) as? [String: Any]
    let lengths = json?["lengths"] as? [[String: Any]] ?? []
    #expect(lengths.first { $0["id"] as? String == "swift.utf8.count" }?["value"] as? Int == 8)
    let refused = try UStrBinary.runShell(
      "USTR_MAX_INPUT_BYTES=8 \"$USTR\" lengths --file '\(over.path)'")
    #expect(refused.exitCode == 2)
    #expect(refused.stderrText.contains("is 9 bytes, larger than the maximum input of 8 bytes;"))
  }

  @Test func standardInputFromAFileIsRefusedByItsSize() throws {
    let url = try Self.temporaryFile(size: 2048)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try UStrBinary.runShell(
      "USTR_MAX_INPUT_BYTES=1024 \"$USTR\" inspect < '\(url.path)'")
    #expect(result.exitCode == 2)
    #expect(
      result.stderrText.hasPrefix(
        "ustr: standard input is 2048 bytes, larger than the maximum input of 1024 bytes (1 KiB)"))
  }

  @Test(arguments: [
    ("lengths --file /dev/zero", "'/dev/zero'"),
    ("inspect --file /dev/zero", "'/dev/zero'"),
    ("yes | \"$USTR\" inspect", "standard input"),
    ("yes | \"$USTR\" offset --unit utf8 3", "standard input"),
  ])
  func anEndlessStreamIsRefusedAtTheLimit(command: String, name: String) throws {
    let script =
      command.hasPrefix("yes")
      ? "export USTR_MAX_INPUT_BYTES=1048576; \(command)"
      : "USTR_MAX_INPUT_BYTES=1048576 \"$USTR\" \(command)"
    let result = try UStrBinary.runShell(script)
    #expect(result.exitCode == 2)
    // No report of a refused input: at most the rows of `inspect`'s table, drawn once the text
    // had more clusters than the table lists, and never its counts, forms or engines.
    #expect(!result.stdoutText.contains(" graphemes, "))
    #expect(!result.stdoutText.contains("engines"))
    if !command.contains("inspect") { #expect(result.stdoutText == "") }
    #expect(
      result.stderrText
        == "ustr: \(name) is larger than the maximum input of 1048576 bytes (1 MiB);"
        + " USTR_MAX_INPUT_BYTES sets another maximum\n")
  }

  /// `normalize` is a filter: it streams, so no input is too large for it.
  @Test func normalizeAsAFilterHasNoLimit() throws {
    let url = try Self.temporaryFile(size: 0, contents: String(repeating: "Poke\u{301}mon ", count: 20_000))
    defer { try? FileManager.default.removeItem(at: url) }
    let expected = String(repeating: "Pok\u{E9}mon ", count: 20_000)
    for script in [
      "USTR_MAX_INPUT_BYTES=1024 \"$USTR\" normalize --file '\(url.path)'",
      "cat '\(url.path)' | USTR_MAX_INPUT_BYTES=1024 \"$USTR\" normalize",
    ] {
      let result = try UStrBinary.runShell(script)
      #expect(result.exitCode == 0, "\(script): \(result.stderrText)")
      #expect(result.stdoutText == expected, "\(script)")
    }
    // Its --check reads the same input and keeps the limit, as every other command does.
    let check = try UStrBinary.runShell("USTR_MAX_INPUT_BYTES=1024 \"$USTR\" normalize --check --file '\(url.path)'")
    #expect(check.exitCode == 2)
  }

  /// `scan` reads each file in chunks but keeps the limit of every reader: an endless stream is
  /// refused once it passes the limit, a file over it by its size, and the other files are scanned.
  @Test func scanRefusesAnEndlessStreamAndAFileOverTheLimit() throws {
    let endless = try UStrBinary.runShell("export USTR_MAX_INPUT_BYTES=1048576; yes | \"$USTR\" scan -")
    #expect(endless.exitCode == 2)
    #expect(
      endless.stderrText.contains(
        "it is larger than the maximum input of 1048576 bytes (1 MiB); USTR_MAX_INPUT_BYTES sets another maximum\n"),
      "\(endless.stderrText)")
    let over = try Self.temporaryFile(size: 0, contents: String(repeating: "e\u{301}", count: 10))
    let fits = try Self.temporaryFile(size: 0, contents: "e\u{301}")
    defer {
      try? FileManager.default.removeItem(at: over)
      try? FileManager.default.removeItem(at: fits)
    }
    let result = try UStrBinary.runShell(
      "USTR_MAX_INPUT_BYTES=8 \"$USTR\" scan --format json '\(over.path)' '\(fits.path)'")
    #expect(result.exitCode == 2)
    #expect(
      result.stderrText
        == "ustr: cannot read \(over.path): it is 30 bytes, larger than the maximum input of 8 bytes;"
        + " USTR_MAX_INPUT_BYTES sets another maximum\n")
    // The file within the limit is still scanned: its cluster is not NFC.
    #expect(result.stdoutText.contains(fits.lastPathComponent), "\(result.stdoutText)")
  }

  @Test func aLimitThatIsNotAPositiveNumberIsBadInput() throws {
    let result = try UStrBinary.runShell("USTR_MAX_INPUT_BYTES=1G \"$USTR\" lengths --file /dev/null")
    #expect(result.exitCode == 2)
    #expect(
      result.stderrText == "ustr: USTR_MAX_INPUT_BYTES must be a positive number of bytes, not '1G'\n")
  }
}
