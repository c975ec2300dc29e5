import Testing
import UStrCore
import UStrReport

@testable import ustr

/// What `scan`'s human and GitHub output remember from one finding to the next (how scalars
/// are shown, the last marked text's width) changes nothing they write.
@Suite("Scan output memos")
struct ScanOutputMemoTests {
  /// Scalars that share slots of ``ScalarShapeCache`` (values 512 apart), of every shape:
  /// printable, wide, TAB, controls, invisible, terminal-unsafe, private-use, unassigned.
  static let scalars: [Unicode.Scalar] = [0x09, 0x0D, 0x20D, 0x40D, 0x1F600, 0x1F800, 0x202E, 0x200E, 0x2028, 0xAD, 0x2AD, 0xE000, 0xE200, 0x50000, 0x85, 0x285, 0x3042, 0x3242, 0x61, 0x7F, 0xFFFD, 0x1FD]
    .map { Unicode.Scalar($0)! }

  @Test func aCachedShapeIsTheShapeWorkedOut() {
    var cache = ScalarShapeCache()
    for round in 0..<3 {
      for scalar in Self.scalars + Self.scalars.reversed() {
        let cached = cache.shape(of: scalar)
        let fresh = ScanDiagnosticRenderer.shape(of: scalar)
        #expect(
          cached.shown == fresh.shown && cached.isPlaceholder == fresh.isPlaceholder
            && cached.maximumCells == fresh.maximumCells,
          "U+\(String(scalar.value, radix: 16)), round \(round)")
      }
    }
  }

  /// One renderer for many findings whose excerpts hold those scalars, in and out of the
  /// marked span (so the last marked width and indent are kept and let go): each diagnostic
  /// is what a fresh renderer writes.
  @Test func aRendererThatRemembersWritesWhatAFreshOneWrites() {
    var renderer = ScanDiagnosticRenderer()
    for (index, scalar) in (Self.scalars + Self.scalars).enumerated() {
      var text = String(repeating: "\u{3042}", count: index % 3)
      text.unicodeScalars.append(scalar)
      text += String(repeating: "x\t", count: index % 4)
      text.unicodeScalars.append(Self.scalars[(index * 5) % Self.scalars.count])
      let finding = ScanFinding(
        path: "x.txt", lineNumber: index + 1, columnNumber: LineColumns(utf8: 1, utf16: 1, scalar: 1, grapheme: 1),
        utf8Offset: 0, rule: .control, severity: .error, codePoints: [scalar],
        message: "finding \u{202E} \(index)", decoded: index % 5 == 0 ? "\u{1}A" : nil,
        excerpt: ScanExcerpt(text: text, scalarOffset: index % 3, scalarCount: 1 + index % 2))
      var fresh = ScanDiagnosticRenderer()
      #expect(renderer.render(finding) == fresh.render(finding), "finding \(index)")
    }
  }

  /// A property escapes what a message escapes, then ":" and ",", as GitHub reads them.
  @Test(arguments: ["", "a:b,c", "100% \r\n", "src/a b,c:d.swift", "\u{202E}:\u{200B},%\u{1F600}é\u{0}"])
  func gitHubPropertyIsTheMessageEscapedWithColonAndComma(_ text: String) {
    let data = GitHubAnnotation.escapeData(text)
    #expect(GitHubAnnotation.escapeProperty(text) == data.replacing(":", with: "%3A").replacing(",", with: "%2C"))
    #expect(!data.contains("\r") && !data.contains("\n"))
  }

  @Test func gitHubMessageEscapesPercentLineBreaksAndInvisibles() {
    #expect(GitHubAnnotation.escapeData("5% a\r\nb:c,d") == "5%25 a%0D%0Ab:c,d")
    #expect(GitHubAnnotation.escapeData("x\u{202E}é") == "x" + TerminalText.placeholder("\u{202E}") + "é")
  }
}
