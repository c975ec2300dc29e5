import Foundation
import Testing
import UStrReport
import UStrTestSupport

@testable import ustr

/// Tables are aligned by the width policy `--width-policy` picks, and that policy's widths are
/// the ones `ustr char` shows: one width implementation (``ClusterWidths``) behind both.
@Suite("Width policy in the layout")
struct WidthPolicyLayoutTests {
  /// A few hundred clusters of each corpus text with wide, combining and emoji clusters, and the
  /// clusters where the policies disagree: 1️⃣ (U+0031 U+FE0F U+20E3), ❤️ (U+2764 U+FE0F),
  /// 👍🏽 (U+1F44D U+1F3FD), 👨‍👩‍👧 (U+1F468 U+200D U+1F469 U+200D U+1F467).
  static let sample = sample(clustersPerText: 400)

  static func sample(clustersPerText: Int) -> String {
    let names = [
      "lipsum/Emoji-Lipsum.utf8.txt", "lipsum/Hindi-Lipsum.utf8.txt", "lipsum/Korean-Lipsum.utf8.txt",
      "lipsum/Chinese-Lipsum.utf8.txt", "lipsum/Arabic-Lipsum.utf8.txt", "wikipedia_mars/japanese.utf8.txt",
    ]
    var text = "1\u{FE0F}\u{20E3}\u{2764}\u{FE0F}\u{1F44D}\u{1F3FD}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    guard case .success(let root) = SharedData.corpusRoot else { return text }
    for name in names {
      guard let whole = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else {
        continue
      }
      text += whole.drop { $0 == "\u{FEFF}" }.prefix(clustersPerText)
    }
    return text
  }

  @Test(arguments: WidthPolicy.allCases)
  func theLayoutMeasuresEveryClusterAsCharDoes(_ policy: WidthPolicy) {
    #expect(Self.sample.count > 2_000, "the corpus was not found")
    for character in Self.sample {
      let layout = TableLayout(width: nil, pickedColumns: nil, widthPolicy: policy)
      #expect(
        LineWrap.cells(Substring(String(character)), policy: layout.widthPolicy)
          == ClusterWidths(character)[policy],
        "\(character.unicodeScalars.map(Hex.codePoint))")
    }
    // The default policy, which the renderers that take none use.
    #expect(CellWidth.policy == .unicode)
    #expect(Self.sample.allSatisfy { CellWidth.of($0) == ClusterWidths($0).unicode })
  }

  /// 👍🏽 is 4 cells under per-scalar-emoji (tmux 3.3 draws it so): the next column moves 2 cells
  /// right of where the `unicode` policy puts it, and every row's next column lines up.
  @Test func aTableWithAModifierSequenceIsAlignedForTheCellsThePolicyGives() {
    var table = TextTable(columns: [.init("cluster"), .init("code point")])
    table.append(["\u{1F44D}\u{1F3FD}", "U+1F44D"])
    table.append(["ab", "U+0061"])
    let perScalar = table.render(layout: TableLayout(width: nil, pickedColumns: nil, widthPolicy: .perScalarEmoji))
    #expect(perScalar == "cluster  code point\n\u{1F44D}\u{1F3FD}     U+1F44D\nab       U+0061")
    let unicode = table.render(layout: TableLayout(width: nil, pickedColumns: nil, widthPolicy: .unicode))
    #expect(unicode == "cluster  code point\n\u{1F44D}\u{1F3FD}       U+1F44D\nab       U+0061")
    for (text, policy) in [(perScalar, WidthPolicy.perScalarEmoji), (unicode, .unicode)] {
      let starts = text.split(separator: "\n").dropFirst().map { line in
        policy.cells(of: line[..<line.range(of: "U+")!.lowerBound])
      }
      #expect(starts.allSatisfy { $0 == 9 }, "\(policy): \(starts)")
    }
  }

  @Test func aCutCellCountsTheCellsOfItsPolicy() {
    // "👍🏽👍🏽x" in 6 cells: whole under unicode (2 + 2 + 1); under per-scalar-emoji (4 + 4 + 1)
    // one 👍🏽 and "…"; in 4 cells, "👍🏽…" under unicode and only "…" under per-scalar-emoji.
    let text = "\u{1F44D}\u{1F3FD}\u{1F44D}\u{1F3FD}x"
    #expect(TextTable.truncate(text, to: 6, policy: .unicode) == text)
    #expect(TextTable.truncate(text, to: 6, policy: .perScalarEmoji) == "\u{1F44D}\u{1F3FD}…")
    #expect(TextTable.truncate(text, to: 4, policy: .unicode) == "\u{1F44D}\u{1F3FD}…")
    #expect(TextTable.truncate(text, to: 4, policy: .perScalarEmoji) == "…")
  }

  @Test func aCutASCIICellKeepsOneCellLessThanItsWidthForTheEllipsis() {
    let text = "REGIONAL INDICATOR SYMBOL LETTER A"
    for policy in WidthPolicy.allCases {
      #expect(TextTable.truncate(text, to: 10, policy: policy) == "REGIONAL …")
      #expect(TextTable.truncate(text, to: 34, policy: policy) == text)
      #expect(TextTable.truncate(text, to: 33, policy: policy) == "REGIONAL INDICATOR SYMBOL LETTER…")
      #expect(TextTable.truncate(text, to: 1, policy: policy) == "…")
    }
    // The same cut as a text that takes the cluster walk (one non-ASCII cluster at its end).
    #expect(TextTable.truncate(text + "é", to: 10) == "REGIONAL …")
  }
}

/// `inspect`'s `width` (JSON rows, under `--width-policy`) equals `char`'s width for that
/// policy, cluster by cluster, end to end.
@Suite("Width policy, end to end")
struct WidthPolicyCommandTests {
  static func json(_ arguments: [String], file: URL) throws -> [String: Any] {
    let result = try UStrBinary.run(arguments + ["--format", "json", "--file", file.path])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
  }

  @Test func inspectAndCharGiveEveryClusterTheSameWidth() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-width-\(ProcessInfo.processInfo.processIdentifier).txt")
    // `char` makes a whole card per scalar: a few clusters of each text keep the test quick.
    let sample = WidthPolicyLayoutTests.sample(clustersPerText: 60)
    try Data(sample.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let char = try Self.json(["char", "--limit", "100000"], file: file)
    let charWidths = try #require((char["graphemes"] as? [[String: Any]])?.map { $0["width"] as? [String: Int] })
    #expect(charWidths.count == sample.count)
    for (argument, key) in [("unicode", "unicode"), ("wcwidth", "wcwidth"), ("per-scalar-emoji", "perScalarEmoji")] {
      let inspection = try Self.json(["inspect", "--width-policy", argument], file: file)
      #expect(inspection["widthPolicy"] as? String == key)
      let widths = try #require((inspection["graphemes"] as? [[String: Any]])?.map { $0["width"] as? Int })
      #expect(widths == charWidths.map { $0?[key] }, "\(argument)")
    }
  }

  @Test func theTableShowsEachClustersWidth() throws {
    let result = try UStrBinary.run([
      "inspect", "--width-policy", "per-scalar-emoji", "--columns", "index,width,code-point",
      "\u{1F44D}\u{1F3FD}a",
    ])
    #expect(result.stdoutText.contains("#  width  code point\n0      4  U+1F44D\n          U+1F3FD\n1      1  U+0061\n"), "\(result.stdoutText)")
    #expect(result.stdoutText.contains("the per-scalar-emoji width policy"))
  }
}
