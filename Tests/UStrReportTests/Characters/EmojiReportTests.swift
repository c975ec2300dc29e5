import Foundation
import Testing
import UStrCharacters
import UStrCore
import UStrReport
import UStrTestSupport

@Suite("Emoji search")
struct EmojiReportTests {
  static var version: String { ReferenceDatabase.unicodeVersion.description }
  static let hasEmojiTest = (try? SharedData.unicodeFile("emoji-test.txt", version: version).get()) != nil

  /// Each fully-qualified line of emoji-test.txt, found by the words of its name.
  @Test(.enabled(if: hasEmojiTest, "emoji-test.txt of the reference tables' version is not found"))
  func everyFullyQualifiedLineIsFoundByItsName() throws {
    let url = try SharedData.unicodeFile("emoji-test.txt", version: Self.version).get()
    var checked = 0
    for line in try SharedData.text(of: url).split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: "#", maxSplits: 1)
      let fields = parts[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields[1] == "fully-qualified" else { continue }
      let codePoints = fields[0].split(separator: " ").map { "U+" + $0 }
      let name = String(parts[1].split(separator: " ", maxSplits: 2)[2])
      let report = EmojiReport(words: [name], tone: .all, gender: .all)
      #expect(report.results.contains { $0.codePoints == codePoints && $0.name == name }, "\(name)")
      checked += 1
    }
    #expect(checked > 3_000)
  }

  @Test func tonesAndGendersExpandAsAsked() {
    // 🧑‍🚒 = U+1F9D1 U+200D U+1F692 and its man, woman forms; each in five tones.
    #expect(EmojiReport(words: ["firefighter"]).results.map(\.name)
      == ["firefighter", "man firefighter", "woman firefighter"])
    #expect(EmojiReport(words: ["firefighter"], tone: .all).count == 18)
    let dark = EmojiReport(words: ["firefighter"], tone: .tone(.dark), gender: .woman)
    #expect(dark.results.map(\.codePoints) == [["U+1F469", "U+1F3FF", "U+200D", "U+1F692"]])
    let counts = dark.results[0].counts
    let lengths: [Int] = [counts.grapheme, counts.scalar, counts.utf16, counts.utf8]
    #expect(lengths == [1, 4, 7, 15] as [Int])
    #expect(EmojiReport(words: ["firefighter"], gender: .person).results.map(\.name) == ["firefighter"])
  }
}
