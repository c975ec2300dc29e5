import Foundation
import Testing
import UStrConformance
import UStrCore
import UStrICU
import UStrTestSupport

/// ICU's normalizers against `NormalizationTest.txt` of the Unicode version ICU reports.
@Suite("Normalization conformance")
struct NormalizationConformanceTests {
  /// The lines of ICU's version's file, read by the one parser UStrCore shares with
  /// `ustr selftest`.
  static func loadLines() throws -> [NormalizationTestCase] {
    let version = ICU.unicodeVersion.description
    return try NormalizationTestCase.parse(
      SharedData.text(of: SharedData.unicodeFile("NormalizationTest.txt", version: version).get()))
  }

  @Test func everyLineMeetsEveryInvariantOfTheHeader() throws {
    let lines = try Self.loadLines()
    let normalizers = try [Normalizer(.nfc), Normalizer(.nfd), Normalizer(.nfkc), Normalizer(.nfkd)]
    var failures: [String] = []
    for line in lines {
      for (normalizer, expectation) in zip(normalizers, line.expectations) {
        #expect(normalizer.form.description == expectation.form)
        for (index, expected) in expectation.expected.enumerated() {
          let actual = try normalizer.normalize(line.columns[index])
          if !actual.unicodeScalars.elementsEqual(expected.unicodeScalars) {
            failures.append("line \(line.lineNumber): \(normalizer.form)(c\(index + 1)) != expected")
          }
        }
      }
    }
    print("NormalizationTest \(ICU.unicodeVersion) (ICU \(ICU.version)): \(lines.count) lines, \(lines.count * 20) invariants checked, \(failures.count) failed")
    #expect(!lines.isEmpty)
    #expect(failures.isEmpty, "\(failures.prefix(20))")
  }

  @Test func everyCodePointNotInPartOneIsUnchangedByAllFourForms() throws {
    let lines = try Self.loadLines()
    let listed = Set(
      lines.filter { $0.part == "Part1" }.compactMap { $0.columns[0].unicodeScalars.first?.value })
    let normalizers = try NormalizationForm.allCases.map { form throws in try Normalizer(form) }
    var checked = 0
    var changed: [String] = []
    for value in UInt32(0)...0x10FFFF where !listed.contains(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      for normalizer in normalizers where try !normalizer.isNormalized(text) {
        changed.append("U+\(String(value, radix: 16, uppercase: true)) by \(normalizer.form)")
      }
      checked += 1
    }
    print("NormalizationTest \(ICU.unicodeVersion) part 1: \(listed.count) code points listed; \(checked) others unchanged by all four forms: \(checked - changed.count) ok, \(changed.count) changed")
    #expect(listed.count > 10_000)
    #expect(changed.isEmpty, "\(changed.prefix(20))")
  }
}
