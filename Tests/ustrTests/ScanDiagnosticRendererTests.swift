import Testing
import UStrCore

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

  @Test func aLoneCarriageReturnIsShownAsItsPlaceholder() {
    let shown = ScanDiagnosticRenderer.visible("a\rb", placeholderStyle: nil)
    #expect(shown == "a" + TerminalText.placeholder("\r") + "b")
  }
}
