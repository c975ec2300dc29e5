import Foundation
import Testing
import UStrCharacters
import UStrCore
import UStrTestSupport

/// The name word index against a scan of UnicodeData.txt and NameAliases.txt for the same words.
@Suite("Name word index")
struct NameIndexTests {
  static let hasData = (try? UCDFile.folder.get()) != nil
  /// Read once for every query.
  static let allNames = Result { try names() }

  /// Every name and alias of the UCD, by code point; algorithmic ranges named as UAX #44 says
  /// (Hangul syllables through the standard library's names).
  static func names() throws -> [UInt32: [String]] {
    var names: [UInt32: [String]] = [:]
    var first: UInt32?
    for line in try String(contentsOf: UCDFile.url("UnicodeData.txt"), encoding: .utf8).split(separator: "\n") {
      let fields = line.split(separator: ";", omittingEmptySubsequences: false)
      let codePoint = UInt32(fields[0], radix: 16)!
      let name = String(fields[1])
      if name.hasSuffix(", First>") { first = codePoint; continue }
      if name.hasSuffix(", Last>"), let start = first {
        for c in start...codePoint {
          if name.hasPrefix("<CJK Ideograph") {
            names[c, default: []].append("CJK UNIFIED IDEOGRAPH-" + String(c, radix: 16, uppercase: true))
          } else if name.hasPrefix("<Tangut Ideograph") {
            names[c, default: []].append("TANGUT IDEOGRAPH-" + String(c, radix: 16, uppercase: true))
          } else if name.hasPrefix("<Hangul Syllable") {
            names[c, default: []].append(Unicode.Scalar(c)!.properties.name!)
          }
        }
        first = nil
        continue
      }
      if !name.hasPrefix("<") { names[codePoint, default: []].append(name) }
    }
    for (range, fields) in try UCDFile.ranges("NameAliases.txt") {
      names[UInt32(range.lowerBound), default: []].append(fields[0])
    }
    return names
  }

  @Test(
    .enabled(if: hasData, "the UCD folder of the reference tables' version is not found"),
    arguments: [
      ["arrow"], ["rightwards", "arrow"], ["LATIN", "small", "letter", "e"], ["zwj"], ["4E00"],
      ["hangul", "syllable", "gag"], ["left-pointing"], ["tangut", "ideograph", "17000"],
      ["no-such-word-anywhere"], ["face"], ["digit", "zero"], ["byte", "order", "mark"],
    ])
  func resultsEqualAScanOfTheUCD(_ words: [String]) throws {
    let queryWords = words.flatMap { $0.uppercased().split(whereSeparator: { $0 == " " || $0 == "-" }) }
    let expected = try Self.allNames.get().filter { _, names in
      names.contains { name in
        let nameWords = Set(name.split(whereSeparator: { $0 == " " || $0 == "-" }))
        return queryWords.allSatisfy(nameWords.contains)
      }
    }.keys.sorted()
    #expect(NameIndex.codePoints(withWords: words) == expected)
  }
}
