import Foundation
import Testing
import UStrCore
import UStrTestSupport

@Suite("ustr sort, end to end")
struct SortCommandTests {
  // U+FF61 (EF BD A1) is FF61 in UTF-16; U+1F600 (F0 9F 98 80) is D83D DE00.
  // "e\u{301}" and "\u{E9}" are canonically equivalent: equal in swift order.
  static let input = "\u{FF61}\n\u{1F600}\nb\ne\u{301}\n\u{E9}\na\r\nB\n"

  @Test(arguments: [
    ("java", false, "B\na\nb\ne\u{301}\n\u{E9}\n\u{1F600}\n\u{FF61}\n"),
    ("scalars", false, "B\na\nb\ne\u{301}\n\u{E9}\n\u{FF61}\n\u{1F600}\n"),
    // Swift: é (either spelling) sorts as U+00E9, after "e"... and keeps input order among equals.
    ("swift", false, "B\na\nb\ne\u{301}\n\u{E9}\n\u{FF61}\n\u{1F600}\n"),
    ("java", true, "\u{FF61}\n\u{1F600}\n\u{E9}\ne\u{301}\nb\na\nB\n"),
    ("swift", true, "\u{1F600}\n\u{FF61}\ne\u{301}\n\u{E9}\nb\na\nB\n"),
  ])
  func sortsByteExactlyInEachOrder(order: String, reverse: Bool, expected: String) throws {
    let result = try UStrBinary.run(
      ["sort", "--order", order] + (reverse ? ["--reverse"] : []), input: Data(Self.input.utf8))
    #expect(result.exitCode == 0)
    #expect(result.stderrText == "")
    #expect(result.stdout == Data(expected.utf8), "got \(result.stdoutText.debugDescription)")
  }

  @Test(arguments: [false, true])
  func equalLinesKeepTheirInputOrder(reverse: Bool) throws {
    // In swift order the three spellings of "é" (U+00E9; e + U+0301) are equal.
    let lines = ["\u{E9}1", "e\u{301}1", "a", "\u{E9}1", "e\u{301}1", "\u{1F600}"]
    let result = try UStrBinary.run(
      ["sort", "--order", "swift"] + (reverse ? ["--reverse"] : []),
      input: Data(lines.joined(separator: "\n").utf8))
    let equal = ["\u{E9}1", "e\u{301}1", "\u{E9}1", "e\u{301}1"]
    let expected = reverse ? ["\u{1F600}"] + equal + ["a"] : ["a"] + equal + ["\u{1F600}"]
    #expect(result.stdout == Data((expected.joined(separator: "\n") + "\n").utf8))
  }

  @Test func invalidUTF8IsRepairedWithAWarningOrRefusedUnderStrict() throws {
    let repaired = try UStrBinary.runShell(#"printf 'b\n\377\na\n' | "$USTR" sort"#)
    #expect(repaired.exitCode == 0)
    #expect(repaired.stdout == Data("a\nb\n\u{FFFD}\n".utf8))
    #expect(
      repaired.stderrText
        == "ustr: warning: standard input is not valid UTF-8: 1 ill-formed sequence(s) replaced by U+FFFD (--strict refuses them): byte never valid in UTF-8 [FF] at byte 2\n")
    let strict = try UStrBinary.runShell(#"printf 'b\n\377\n' | "$USTR" sort --strict"#)
    #expect(strict.exitCode == 2 && strict.stdout.isEmpty)
    #expect(try UStrBinary.run(["sort", "--order", "bytes"], input: Data("a".utf8)).exitCode == 64)
  }

  @Test(
    .enabled(
      if: (try? Peer.find("java").get()) != nil && (try? Peer.find("javac").get()) != nil,
      "java or javac not found on PATH"))
  func javaOrderMatchesJavasCollectionsSort() throws {
    // Random lines mixing ASCII, BMP above the surrogates, astral and ZWJ sequences, without
    // line terminators (Java's readLine also ends lines at a lone CR).
    let lines = RandomText.oracleCorpus.map { text in
      String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))
    }
    let input = Data((lines.joined(separator: "\n") + "\n").utf8)
    let source = """
      import java.io.*;
      import java.nio.charset.StandardCharsets;
      import java.util.*;
      public class SortOracle {
        public static void main(String[] args) throws IOException {
          BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
          List<String> lines = new ArrayList<>();
          for (String line; (line = in.readLine()) != null; ) lines.add(line);
          Collections.sort(lines);
          PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, "UTF-8");
          for (String line : lines) { out.print(line); out.print('\\n'); }
          out.flush();
        }
      }
      """
    let java = try JavaProgram.run(source: source, className: "SortOracle", input: input)
    let ours = try UStrBinary.run(["sort", "--order", "java"], input: input)
    #expect(ours.exitCode == 0)
    #expect(ours.stdout == java.stdout)
    // The corpus must hold lines where Java and code point order disagree, or this proves little.
    let scalars = try UStrBinary.run(["sort", "--order", "scalars"], input: input)
    #expect(scalars.stdout != java.stdout)
  }
}
