import Foundation
import Testing
import UStrICU
import UStrTestSupport

/// ICU's normalizers against `NormalizationTest.txt` of the Unicode version ICU reports.
@Suite("Normalization conformance")
struct NormalizationConformanceTests {
  /// One line of the file: five columns of scalars.
  struct Line {
    var number: Int
    var part: String
    var columns: [String]
  }

  static func loadLines() throws -> [Line] {
    let version = ICU.unicodeVersion.description
    let url = try SharedData.unicodeFile("NormalizationTest.txt", version: version).get()
    var part = ""
    var lines: [Line] = []
    for (number, line) in try SharedData.dataLines(of: url).enumerated() {
      if line.hasPrefix("@") {
        part = String(line)
        continue
      }
      let columns = line.split(separator: ";", omittingEmptySubsequences: false).prefix(5).map {
        column in
        String(
          String.UnicodeScalarView(
            column.split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }))
      }
      lines.append(Line(number: number + 1, part: part, columns: columns))
    }
    return lines
  }

  @Test func everyLineMeetsEveryInvariantOfTheHeader() throws {
    let lines = try Self.loadLines()
    let nfc = try Normalizer(.nfc)
    let nfd = try Normalizer(.nfd)
    let nfkc = try Normalizer(.nfkc)
    let nfkd = try Normalizer(.nfkd)
    var failures: [String] = []
    func expect(_ expected: String, _ normalizer: Normalizer, _ sources: [Int], _ line: Line) throws {
      for index in sources {
        let actual = try normalizer.normalize(line.columns[index])
        if !actual.unicodeScalars.elementsEqual(expected.unicodeScalars) {
          failures.append("line \(line.number): \(normalizer.form)(c\(index + 1)) != expected")
        }
      }
    }
    for line in lines {
      let c = line.columns
      try expect(c[1], nfc, [0, 1, 2], line)
      try expect(c[3], nfc, [3, 4], line)
      try expect(c[2], nfd, [0, 1, 2], line)
      try expect(c[4], nfd, [3, 4], line)
      try expect(c[3], nfkc, [0, 1, 2, 3, 4], line)
      try expect(c[4], nfkd, [0, 1, 2, 3, 4], line)
    }
    print("NormalizationTest \(ICU.unicodeVersion) (ICU \(ICU.version)): \(lines.count) lines, \(lines.count * 18) invariants checked, \(failures.count) failed")
    #expect(!lines.isEmpty)
    #expect(failures.isEmpty, "\(failures.prefix(20))")
  }

  @Test func everyCodePointNotInPartOneIsUnchangedByAllFourForms() throws {
    let lines = try Self.loadLines()
    let listed = Set(
      lines.filter { $0.part == "@Part1" }.compactMap { $0.columns[0].unicodeScalars.first?.value })
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
