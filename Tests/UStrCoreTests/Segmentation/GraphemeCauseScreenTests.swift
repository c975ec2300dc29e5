import Testing
import UStrCore

@Suite("Which texts may hold the cause of a grapheme deviation")
struct GraphemeCauseScreenTests {
  static func mayHoldCause(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { KnownBreakDeviation.mayHoldGraphemeCause(utf8: $0) }
  }

  /// The screen lets a walk skip the deviations (and the probe behind them) only where no cause
  /// can occur: every cause of every grapheme deviation must be caught.
  @Test func everyCauseOfAGraphemeDeviationIsCaught() {
    let causes = KnownBreakDeviation.all.filter { $0.testFile == "GraphemeBreakTest.txt" }.flatMap(\.causes)
    for cause in Set(causes) {
      #expect(Self.mayHoldCause("abc" + String(Character(cause)) + "xyz"), "U+\(String(cause.value, radix: 16))")
    }
    for lag in StandardLibraryUnicode.graphemePropertyLags {
      #expect(Self.mayHoldCause(String(Character(lag.scalar))), "U+\(String(lag.scalar.value, radix: 16))")
    }
  }

  @Test func textWhoseScalarsKeepTheirPropertiesIsCleared() {
    #expect(!Self.mayHoldCause(""))
    #expect(!Self.mayHoldCause("plain ASCII, with\r\nlines"))
    #expect(!Self.mayHoldCause("naïve café, Ελληνικά, кириллица, 中文"))
  }

  @Test func scalarsWhosePropertiesChangedAreFoundAnywhere() {
    // U+094D DEVANAGARI SIGN VIRAMA: InCB=Linker from 15.1, none in 15.0.
    #expect(Self.mayHoldCause("क्ष"))
    #expect(Self.mayHoldCause(String(repeating: "é", count: 1000) + "\u{94D}"))
  }
}
