import Foundation
import Testing
import UStrCharacters
import UStrCore
import UStrTestSupport

/// The emoji-test and confusables tables against the files of the reference tables' version.
@Suite("Emoji and confusable tables")
struct EmojiAndConfusableTableTests {
  static var version: String { ReferenceDatabase.unicodeVersion.description }
  static let hasEmojiTest = (try? SharedData.unicodeFile("emoji-test.txt", version: version).get()) != nil
  static let hasConfusables = (try? SharedData.unicodeFile("confusables.txt", version: version).get()) != nil

  @Test(.enabled(if: hasEmojiTest, "emoji-test.txt of the reference tables' version is not found"))
  func everyLineOfEmojiTestIsASequenceWithItsNameGroupAndStatus() throws {
    let url = try SharedData.unicodeFile("emoji-test.txt", version: Self.version).get()
    var expected: [String] = []
    var group = ""
    var subgroup = ""
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
      if line.hasPrefix("# group: ") { group = String(line.dropFirst(9)); continue }
      if line.hasPrefix("# subgroup: ") { subgroup = String(line.dropFirst(12)); continue }
      if line.hasPrefix("#") { continue }
      let parts = line.split(separator: "#", maxSplits: 1)
      let fields = parts[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      // "# 😀 E1.0 grinning face": the emoji, its version, then the name.
      let comment = parts[1].split(separator: " ", maxSplits: 2)
      expected.append(
        [fields[0], fields[1], String(comment[1].dropFirst()), String(comment[2]), group, subgroup]
          .joined(separator: "|"))
    }
    let actual = EmojiSequence.all.map { emoji in
      [
        emoji.scalars.map { String($0.value, radix: 16, uppercase: true).leftPadded(4) }
          .joined(separator: " "),
        emoji.qualification.rawValue, emoji.emojiVersion, emoji.name, emoji.group, emoji.subgroup,
      ].joined(separator: "|")
    }
    #expect(actual.count == expected.count)
    for (a, e) in zip(actual, expected) where a != e {
      Issue.record("table \(a), file \(e)")
      break
    }
  }

  @Test(.enabled(if: hasConfusables, "confusables.txt of the reference tables' version is not found"))
  func everyMappingOfConfusablesIsThePrototypeOfItsSource() throws {
    let url = try SharedData.unicodeFile("confusables.txt", version: Self.version).get()
    var count = 0
    var sources: [[Unicode.Scalar]: [Unicode.Scalar]] = [:]
    for line in try SharedData.dataLines(of: url) {
      let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      let source = Unicode.Scalar(UInt32(fields[0].trimmingCharacters(in: ["\u{FEFF}"]), radix: 16)!)!
      let prototype = fields[1].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
      #expect(Confusables.prototype(of: source) == prototype, "U+\(fields[0])")
      sources[prototype, default: []].append(source)
      count += 1
    }
    #expect(count > 6_000)
    // Every prototype's sources, as the file lists them, in code point order.
    for (prototype, listed) in sources {
      #expect(Confusables.sources(mappingTo: prototype) == listed.sorted { $0.value < $1.value }, "\(prototype)")
    }
    #expect(Confusables.sources(mappingTo: ["\u{10FFFF}"]).isEmpty)
    // Cyrillic а (U+0430) is drawn as Latin a; Latin a maps to itself.
    #expect(Confusables.prototype(of: "\u{430}") == ["a"])
    #expect(Confusables.prototype(of: "a") == nil)
    #expect(Confusables.sources(mappingTo: ["a"]).contains("\u{430}"))
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
