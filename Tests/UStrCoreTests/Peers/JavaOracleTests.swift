import Foundation
import Testing
import UStrCore
import UStrTestSupport

/// Real Java as the oracle: one program, compiled once, computes `length()`,
/// `codePointCount()`, the sign of `compareTo()` and the value of our Java literals for the
/// seeded random texts.
@Suite(
  "Java oracle",
  .enabled(
    if: PeerAvailability.available("java", "javac"),
    PeerAvailability.skipReason("java", "javac")))
struct JavaOracleTests {
  /// What Java answered, parsed; compiled and run once for the whole suite.
  struct Answers: Sendable {
    var lengths: [(length: Int, codePointCount: Int)]
    var compareSigns: [Int]
    var literalUTF16Hex: [String]
  }

  static let texts = RandomText.oracleCorpus
  static let pairs: [(Int, Int)] = {
    var generator = SeededGenerator(seed: 41)
    let neighbours = (0..<(texts.count - 1)).map { ($0, $0 + 1) }
    let random = (0..<300).map { _ in
      (
        Int.random(in: 0..<texts.count, using: &generator),
        Int.random(in: 0..<texts.count, using: &generator)
      )
    }
    return neighbours + random
  }()

  static let answers: Result<Answers, OracleFailure> = Result { try runJava() }
    .mapError { $0 as? OracleFailure ?? OracleFailure(message: "\($0)") }

  static func runJava() throws -> Answers {
    let literals = texts.map { StringLiteral($0, language: .java).source }
    let source = """
      import java.io.*;
      public class Oracle {
        static final String[] LITERALS = {
      \(literals.map { "    " + $0 + "," }.joined(separator: "\n"))
        };
        static String hex(String s) {
          StringBuilder b = new StringBuilder();
          for (int i = 0; i < s.length(); i++) {
            if (i > 0) b.append(' ');
            b.append(Integer.toHexString(s.charAt(i)).toUpperCase());
          }
          return b.toString();
        }
        public static void main(String[] args) throws IOException {
          BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
          int n = Integer.parseInt(in.readLine());
          String[] s = new String[n];
          for (int i = 0; i < n; i++) {
            String line = in.readLine();
            StringBuilder b = new StringBuilder();
            if (!line.isEmpty()) for (String h : line.split(" ")) b.append((char) Integer.parseInt(h, 16));
            s[i] = b.toString();
          }
          StringBuilder out = new StringBuilder();
          for (String t : s) out.append(t.length()).append(' ').append(t.codePointCount(0, t.length())).append('\\n');
          String line;
          while ((line = in.readLine()) != null && !line.isEmpty()) {
            String[] p = line.split(" ");
            out.append(Integer.signum(s[Integer.parseInt(p[0])].compareTo(s[Integer.parseInt(p[1])]))).append('\\n');
          }
          for (String t : LITERALS) out.append(hex(t)).append('\\n');
          System.out.print(out);
        }
      }
      """
    let input =
      ([String(texts.count)] + texts.map(\.utf16Hex) + pairs.map { "\($0.0) \($0.1)" })
      .joined(separator: "\n") + "\n"
    let run = try JavaProgram.run(source: source, className: "Oracle", input: Data(input.utf8))
    var lines = run.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let lengths = lines.prefix(texts.count).map { line in
      let numbers = line.split(separator: " ").map { Int($0)! }
      return (numbers[0], numbers[1])
    }
    lines.removeFirst(texts.count)
    let signs = lines.prefix(pairs.count).map { Int($0)! }
    lines.removeFirst(pairs.count)
    return Answers(
      lengths: lengths, compareSigns: signs, literalUTF16Hex: Array(lines.prefix(texts.count)))
  }

  @Test func lengthAndCodePointCountMatchJava() throws {
    let answers = try Self.answers.get()
    for (text, java) in zip(Self.texts, answers.lengths) {
      let table = LengthTable(counts: ViewCounts(of: text))
      #expect(table["java.length"]?.value == java.length, "\(text.utf16Hex)")
      #expect(table["java.codePointCount"]?.value == java.codePointCount, "\(text.utf16Hex)")
    }
  }

  @Test func compareToSignMatchesJava() throws {
    let answers = try Self.answers.get()
    #expect(answers.compareSigns.count == Self.pairs.count)
    // The corpus must hold pairs where Java and code point order disagree, or this proves little.
    let disagreeing = Self.pairs.filter { i, j in
      OrderComparison(Self.texts[i], Self.texts[j]).utf16
        != OrderComparison(Self.texts[i], Self.texts[j]).scalar
    }
    #expect(disagreeing.count >= 5)
    for ((i, j), sign) in zip(Self.pairs, answers.compareSigns) {
      let ours = StringOrder.utf16.compare(Self.texts[i], Self.texts[j])
      #expect(ours.rawValue == sign, "\(Self.texts[i].utf16Hex) | \(Self.texts[j].utf16Hex)")
    }
  }

  @Test func javaLiteralsCompileToTheSameText() throws {
    let answers = try Self.answers.get()
    #expect(answers.literalUTF16Hex == Self.texts.map(\.utf16Hex))
  }
}

