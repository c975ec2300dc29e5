import Foundation
import Testing
@testable import UStrICU
import UStrTestSupport

@Suite("Long combining runs")
struct CombiningRunGuardTests {
  /// "a" then `pairs` × (U+0301 ccc 230, U+0316 ccc 220): out of canonical order all the way.
  static func alternatingMarks(pairs: Int) -> String {
    "a" + String(repeating: "\u{301}\u{316}", count: pairs)
  }

  @Test(arguments: NormalizationForm.allCases)
  func longRunsNormalizeExactlyAsICUDoesUnguarded(form: NormalizationForm) throws {
    let normalizer = try Normalizer(form)
    // Runs around and past the limit, with precomposed starters and a Tibetan vowel (U+0F73,
    // ccc 0, decomposes to two non-starters) inside, and a second run after ordinary text.
    let marks: [Unicode.Scalar] = ["\u{301}", "\u{316}", "\u{323}", "\u{307}", "\u{F73}", "\u{344}"]
    for length in [29, 30, 31, 45, 200] {
      var scalars = "\u{1E09}".unicodeScalars  // ḉ = c U+0327 U+0301
      for i in 0..<length { scalars.append(marks[(i * 7) % marks.count]) }
      let text = "xy " + String(scalars) + " ok é " + String(scalars)
      let units = Array(text.utf16)
      let plain = try units.withUnsafeBufferPointer { (b) throws(ICUError) in
        try normalizer.instance.normalizeUnguarded(b)
      }
      let guarded = try normalizer.normalizeReportingRuns(text)
      #expect(Array(guarded.text.utf16) == plain, "length \(length)")
      #expect(guarded.longRuns.isEmpty == (length <= 30), "length \(length)")
    }
  }

  @Test func oneMegabyteOfAlternatingMarksFinishesAndIsReported() throws {
    let text = Self.alternatingMarks(pairs: 262_144)  // 1 MB of UTF-8
    #expect(text.utf8.count >= 1_048_576)
    for form in NormalizationForm.allCases {
      let clock = ContinuousClock()
      var result: Normalization?
      let elapsed = try clock.measure { result = try Normalizer(form).normalizeReportingRuns(text) }
      print("1 MB of alternating marks, \(form): \(elapsed)")
      let run = try #require(result?.longRuns.first)
      // The run starts after "a", where ICU's normalized prefix ends.
      #expect(run.utf16Range.upperBound == text.utf16.count)
      #expect(run.nonStarterCount == 524_288)
      // Canonical order: every U+0316 (220) before every U+0301 (230).
      #expect(result!.text.unicodeScalars.dropFirst().first == "\u{316}")
    }
    #expect(try !Normalizer(.nfd).isNormalized(text))
  }

  @Test func kuhnStressTestAndLoneReplacementCharactersNormalize() throws {
    let root = try SharedData.unicodeDataRoot.get()
    let bytes = try Data(contentsOf: root.appendingPathComponent("kuhn/UTF-8-test.txt"))
    let kuhn = String(decoding: bytes, as: UTF8.self)
    for text in [kuhn, "\u{FFFD}", "a\u{FFFD}\u{301}\u{FFFD}", String(repeating: "\u{FFFD}\u{301}", count: 50)] {
      for form in NormalizationForm.allCases {
        let normalized = try Normalizer(form).normalize(text)
        #expect(try Normalizer(form).isNormalized(normalized))
      }
    }
  }
}
