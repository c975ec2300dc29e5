import Testing
import UStrCore
import UStrReport

@testable import ustr

/// ``ScanDiagnosticRenderer/isInvisible(_:)`` decides ASCII without the scalar properties (a
/// line of a million CRs is a million excerpts of controls): the same answer as the
/// properties give.
@Suite("Scan diagnostic placeholders")
struct ScanDiagnosticRendererTests {
  @Test func asciiIsInvisibleExactlyWhereItsPropertiesSay() {
    for value in UInt32(0)..<0x80 {
      let scalar = Unicode.Scalar(value)!
      let properties = scalar.properties
      let byProperties =
        [.control, .format, .privateUse, .unassigned].contains(properties.generalCategory)
        || properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint
      #expect(ScanDiagnosticRenderer.isInvisible(scalar) == byProperties, "U+\(String(value, radix: 16))")
    }
  }

  static func finding(excerpt text: String, at scalarOffset: Int) -> ScanFinding {
    ScanFinding(
      path: "x.txt", lineNumber: 1, columnNumber: LineColumns(utf8: 1, utf16: 1, scalar: 1, grapheme: 1),
      utf8Offset: 0, rule: .invisible, severity: .warning, codePoints: ["\u{200B}"],
      message: "finding", excerpt: ScanExcerpt(text: text, scalarOffset: scalarOffset, scalarCount: 1))
  }

  /// The renderer keeps the last indent it measured: a caret after text of other widths
  /// (controls, wide letters, a canonically equivalent spelling) is placed as a fresh
  /// renderer places it.
  @Test func aCaretIsPlacedAsAFreshRendererPlacesIt() {
    let findings = [
      Self.finding(excerpt: "\r\r\r\u{200B}", at: 3), Self.finding(excerpt: "\r\r\r\u{200B}", at: 3),
      Self.finding(excerpt: "あい\u{200B}", at: 2), Self.finding(excerpt: "ab\u{200B}", at: 2),
      Self.finding(excerpt: "\u{1100}\u{1161}\u{200B}", at: 2), Self.finding(excerpt: "\u{AC00}\u{200B}", at: 1),
      Self.finding(excerpt: "\r\r\r\u{200B}", at: 3),
    ]
    var renderer = ScanDiagnosticRenderer()
    for finding in findings {
      var fresh = ScanDiagnosticRenderer()
      #expect(renderer.render(finding) == fresh.render(finding))
    }
    var fresh = ScanDiagnosticRenderer()
    let wide = fresh.render(findings[2]).split(separator: "\n")[2]
    #expect(wide.hasPrefix("   |     ^"), "\(wide)")  // after 4 cells of wide letters
  }

  @Test func aLoneCarriageReturnIsShownAsItsPlaceholder() {
    let shown = ScanDiagnosticRenderer.visible("a\rb", placeholderStyle: nil)
    #expect(shown == "a" + TerminalText.placeholder("\r") + "b")
  }
}
