import Foundation
import Testing
import UStrCharacters
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// The width policies against real peers: glibc's `wcwidth` (a small C program compiled here)
/// and Python's `wcwidth` package.
@Suite("Width policies")
struct WidthPolicyTests {
  static let hasCompiler = PeerAvailability.available("cc")

  static let program = #"""
    #define _XOPEN_SOURCE 700
    #include <stdio.h>
    #include <wchar.h>
    #include <locale.h>
    int main(void) {
      if (!setlocale(LC_CTYPE, "C.UTF-8")) return 2;
      for (unsigned c = 0; c <= 0x10FFFF; c++) {
        if (c >= 0xD800 && c <= 0xDFFF) continue;
        printf("%X %d\n", c, wcwidth((wchar_t)c));
      }
      return 0;
    }
    """#

  /// Every code point glibc knows (wcwidth not -1, or a control) has the `wcwidth` policy's
  /// width, except where glibc's data is older: code points whose East_Asian_Width or
  /// General_Category changed after Unicode 15.0 (ICU's answer differs from the newest one: U+2630
  /// trigrams and U+1D300 Tai Xuan Jing symbols became W in 16.0), and glibc's own tailoring
  /// of U+3248...U+324F (circled numbers on black squares, A in the UCD, wide in glibc).
  @Test(.enabled(if: hasCompiler, PeerAvailability.skipReason("cc")))
  func theWcwidthPolicyEqualsGlibcsWcwidth() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-wcwidth-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("wcwidth.c")
    try Self.program.write(to: source, atomically: true, encoding: .utf8)
    let binary = directory.appendingPathComponent("wcwidth").path
    let compile = try PeerAvailability.peer("cc").run([source.path, "-o", binary])
    try #require(compile.exitCode == 0, "cc: \(compile.stderrText)")
    let output = try ProcessOutput.run(binary, [])
    try #require(output.exitCode == 0, "no C.UTF-8 locale")
    var mismatches: [String] = []
    var compared = 0
    for line in output.stdoutText.split(separator: "\n") {
      let fields = line.split(separator: " ")
      let value = UInt32(fields[0], radix: 16)!
      let glibc = Int(fields[1])!
      let scalar = Unicode.Scalar(value)!
      guard glibc != -1 || scalar.properties.generalCategory == .control else { continue }
      // Code points glibc has but whose properties changed since its Unicode version.
      guard let version = ReferenceDatabase.properties(of: value).age,
        version <= UnicodeVersion(major: 14, minor: 0)
      else { continue }
      let icu = ICUCharacterProperties(codePoint: value)
      let reference = ReferenceDatabase.properties(of: value)
      if icu.eastAsianWidth != reference.eastAsianWidth
        || icu.generalCategory != scalar.properties.generalCategory.shortName
        || (0x3248...0x324F).contains(value)
      {
        continue
      }
      compared += 1
      let ours = CharacterWidths(scalar).wcwidth
      if ours != glibc { mismatches.append("U+\(fields[0]) glibc \(glibc) ours \(ours)") }
    }
    #expect(compared > 100_000)
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(20))")
  }

  static let hasPythonWcwidth: Bool = {
    guard let python = try? PeerAvailability.peer("python3"),
      let result = try? python.run(["-c", "import wcwidth"])
    else { return false }
    return result.exitCode == 0
  }()

  /// Python's `wcwidth.wcswidth` over emoji sequences where the policies disagree: it joins
  /// emoji sequences as the `unicode` policy does.
  @Test(
    .enabled(if: hasPythonWcwidth, "Python's wcwidth package is not installed (pip install wcwidth; .ci/run installs it)"),
    arguments: [
      "1\u{FE0F}\u{20E3}", "\u{2764}\u{FE0F}", "\u{1F44D}\u{1F3FD}",
      "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{6F22}", "a", "e\u{301}",
    ])
  func theUnicodePolicyEqualsPythonsWcswidth(_ cluster: String) throws {
    let python = try PeerAvailability.peer("python3")
    let script = "import sys, wcwidth; print(wcwidth.wcswidth(sys.stdin.read()))"
    let result = try python.run(["-c", script], input: Data(cluster.utf8))
    let theirs = Int(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(theirs == ClusterWidths(Character(cluster)).unicode, "\(cluster.unicodeScalars.map(Hex.codePoint))")
  }

  @Test func policiesDisagreeOnEmojiSequences() {
    // 1️⃣ keycap, ❤️ = U+2764 U+FE0F, 👍🏽, 👨‍👩‍👧 = U+1F468 U+200D U+1F469 U+200D U+1F467
    let keycap = ClusterWidths("1\u{FE0F}\u{20E3}")
    #expect((keycap.wcwidth, keycap.unicode) == (1, 2))
    let heart = ClusterWidths("\u{2764}\u{FE0F}")
    #expect((heart.wcwidth, heart.unicode) == (1, 2))
    let thumbs = ClusterWidths("\u{1F44D}\u{1F3FD}")
    #expect((thumbs.wcwidth, thumbs.unicode, thumbs.perScalarEmoji) == (4, 2, 4))
    let family = ClusterWidths("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}")
    #expect((family.wcwidth, family.unicode, family.perScalarEmoji) == (6, 2, 6))
  }

  /// A scalar repeated in a cluster (a million marks on one base) counts each time it comes,
  /// as the same count of scalars that never repeat next to each other: 👍 with five skin tones
  /// (U+1F3FD, or U+1F3FD and U+1F3FE in turn), "a" with 5000 acute accents.
  @Test func aRepeatedScalarCountsEachTimeItComes() {
    let repeated = ClusterWidths(Character("\u{1F44D}" + String(repeating: "\u{1F3FD}", count: 5)))
    let alternating = ClusterWidths(Character("\u{1F44D}\u{1F3FD}\u{1F3FE}\u{1F3FD}\u{1F3FE}\u{1F3FD}"))
    #expect(repeated == alternating)
    #expect((repeated.wcwidth, repeated.unicode, repeated.perScalarEmoji) == (12, 2, 12))
    let marks = ClusterWidths(Character("a" + String(repeating: "\u{301}", count: 5_000)))
    #expect((marks.wcwidth, marks.unicode, marks.perScalarEmoji) == (1, 1, 1))
  }

  /// `WidthPolicy`'s documented examples; a policy's answer is `ClusterWidths`' for it, and a
  /// text's the sum over its clusters.
  @Test func eachPolicyAnswersAsClusterWidthsDoes() {
    #expect(WidthPolicy.unicode.cells(of: "\u{1F44D}\u{1F3FD}") == 2)
    #expect(WidthPolicy.perScalarEmoji.cells(of: "\u{1F44D}\u{1F3FD}") == 4)
    #expect(WidthPolicy.wcwidth.cells(of: "漢字") == 4)
    #expect(WidthPolicy.unicode.cells(of: "Poke\u{301}mon 漢") == 10)
    #expect(WidthPolicy.unicode.cells(of: "") == 0)
    // ASCII takes the short path: the same answer as the long one for every printable character.
    for value in 0x20..<0x7F {
      let scalar = Unicode.Scalar(value)!
      #expect(CharacterWidths(scalar).unicode == 1 && CharacterWidths(scalar).wcwidth == 1)
      let widths = ClusterWidths(Character(scalar))
      #expect((widths.wcwidth, widths.unicode, widths.perScalarEmoji) == (1, 1, 1))
    }
    // A control: -1 for glibc's wcwidth of the scalar, 0 in a cluster's sum.
    #expect(ClusterWidths("\u{7}").wcwidth == 0)
    let lineBreak = ClusterWidths("\r\n")
    #expect((lineBreak.wcwidth, lineBreak.unicode, lineBreak.perScalarEmoji) == (0, 0, 0))
  }

  /// A printable ASCII text is counted by bytes; the answer equals the sum over its clusters,
  /// and any other byte (a control, DEL, a non-ASCII scalar) takes the cluster walk.
  @Test func printableASCIITextCountsAsTheClusterWalkDoes() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let length = Int.random(in: 0..<40, using: &generator)
      let text = String(
        (0..<length).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator))) })
      #expect(WidthPolicy.printableASCIICount(text) == text.utf8.count)
      for policy in WidthPolicy.allCases {
        #expect(policy.cells(of: text) == text.reduce(0) { $0 + ClusterWidths($1)[policy] })
      }
    }
    for outside in ["\u{7}", "\u{7F}", "\t", "e\u{301}", "\r\n", "漢"] {
      #expect(WidthPolicy.printableASCIICount("ab" + outside) == nil, "\(outside.unicodeScalars.map(\.value))")
    }
    #expect(WidthPolicy.unicode.cells(of: "ab\u{7}\u{7F}") == 2)
    #expect(WidthPolicy.unicode.cells(of: "ab"[...]) == 2)
  }
}
