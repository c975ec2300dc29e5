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
      let scalars = fields[0].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
      let name = String(parts[1].split(separator: " ", maxSplits: 2)[2])
      let report = EmojiReport(words: [name], tone: .all, gender: .all)
      #expect(report.results.contains { $0.scalars == scalars && $0.name == name }, "\(name)")
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
    #expect(dark.results.map(\.scalars) == [["\u{1F469}", "\u{1F3FF}", "\u{200D}", "\u{1F692}"]])
    let counts = dark.results[0].counts
    let lengths: [Int] = [counts.graphemes, counts.scalars, counts.utf16, counts.utf8]
    #expect(lengths == [1, 4, 7, 15] as [Int])
    #expect(EmojiReport(words: ["firefighter"], gender: .person).results.map(\.name) == ["firefighter"])
  }

  /// A result is emoji-test.txt's sequence itself, written with the contract's keys: code points
  /// in "U+1F469" notation, the counts keyed by unit; it decodes back to the same sequence.
  @Test func aResultIsTheSequenceWrittenWithItsCodePointsAndCounts() throws {
    let report = EmojiReport(words: ["family"], tone: .all, qualifications: Set(EmojiSequence.Qualification.allCases))
    #expect(report.results.count > 10)
    for emoji in report.results {
      let data = try JSONEncoder().encode(emoji)
      #expect(try JSONDecoder().decode(EmojiSequence.self, from: data) == emoji)
      let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(json["codePoints"] as? [String] == emoji.scalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) })
      #expect(json["qualification"] as? String == emoji.qualification.rawValue)
      let counts = try #require(json["counts"] as? [String: Int])
      #expect(counts == ["grapheme": emoji.text.count, "scalar": emoji.scalars.count, "utf16": emoji.text.utf16.count, "utf8": emoji.text.utf8.count])
    }
    #expect(try JSONDecoder().decode(EmojiReport.self, from: JSONEncoder().encode(report)) == report)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
