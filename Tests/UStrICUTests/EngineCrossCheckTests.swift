import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

/// Swift's `==` against ICU's canonical equivalence over every code point.
@Suite("Swift == vs ICU canonical equivalence")
struct EngineCrossCheckTests {
  /// Full canonical decompositions from the UCD of the standard library's Unicode version.
  static func canonicalDecompositions() throws -> [UInt32: [UInt32]] {
    let url = try SharedData.unicodeFile(
      "ucd/UnicodeData.txt", version: StandardLibraryUnicode.version.description
    ).get()
    var direct: [UInt32: [UInt32]] = [:]
    for line in try SharedData.dataLines(of: url) {
      let fields = line.split(separator: ";", omittingEmptySubsequences: false)
      guard fields.count > 5, !fields[5].isEmpty, !fields[5].hasPrefix("<") else { continue }
      direct[UInt32(fields[0], radix: 16)!] = fields[5].split(separator: " ").map {
        UInt32($0, radix: 16)!
      }
    }
    func full(_ value: UInt32) -> [UInt32] { direct[value].map { $0.flatMap(full) } ?? [value] }
    return direct.mapValues { $0.flatMap(full) }
  }

  /// A disagreement: the pair, and which engine says equal.
  struct Disagreement: Hashable, CustomStringConvertible {
    var check: String
    var codePoint: UInt32
    var swiftEqual: Bool
    var description: String {
      "\(check) U+\(String(codePoint, radix: 16, uppercase: true)): Swift says \(swiftEqual ? "equal" : "not equal")"
    }
  }

  @Test func disagreementsAreExactlyTheKnownOnesExplainedByVersion() throws {
    let decompositions = try Self.canonicalDecompositions()
    let nfd = try Normalizer(.nfd)
    var found: [Disagreement] = []
    var explained = 0
    func record(_ check: String, _ scalar: Unicode.Scalar, _ x: String, _ y: String) throws {
      let swiftEqual = x == y
      let equality = try TextEquality(x, y)
      guard swiftEqual != equality.canonical else { return }
      found.append(Disagreement(check: check, codePoint: scalar.value, swiftEqual: swiftEqual))
      // Every disagreement names a scalar newer than ICU or with another combining class.
      if equality.engineDisagreement?.scalars.isEmpty == false { explained += 1 }
    }
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.age != nil else { continue }
      let text = String(scalar)
      // 1. The scalar vs ICU's NFD of it.
      try record("icu-nfd", scalar, text, nfd.normalize(text))
      // 2. The scalar vs its decomposition in the standard library's UCD.
      if let parts = decompositions[value] {
        let decomposed = String(String.UnicodeScalarView(parts.map { Unicode.Scalar($0)! }))
        try record("ucd-decomposition", scalar, text, decomposed)
      }
      // 3. The scalar after U+0316 (ccc 220) vs before it: equal iff its class is not 0 or 220.
      if scalar.properties.canonicalCombiningClass.rawValue != 0 {
        try record("mark-order", scalar, "a\u{316}" + text, "a" + text + "\u{316}")
      }
    }
    let summary = Dictionary(grouping: found, by: \.check).mapValues(\.count)
    print("Swift (Unicode \(StandardLibraryUnicode.version)) vs ICU (Unicode \(ICU.unicodeVersion)): \(found.count) disagreements \(summary), \(explained) explained by version")
    #expect(explained == found.count)
    let known = Self.knownDisagreements(icu: ICU.unicodeVersion)
    let unexpected = Set(found).subtracting(known)
    let vanished = known.subtracting(found)
    #expect(unexpected.isEmpty, "new disagreements: \(unexpected.sorted { $0.codePoint < $1.codePoint })")
    #expect(vanished.isEmpty, "disagreements that disappeared: \(vanished.sorted { $0.codePoint < $1.codePoint })")
  }
}
