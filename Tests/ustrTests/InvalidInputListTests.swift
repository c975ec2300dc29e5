import Foundation
import Testing
import UStrCore
import UStrTestSupport

/// A streamed input with more ill-formed sequences than a report lists: every command counts
/// them all and lists the first `InvalidUTF8List.listLimit`, in input order, so a gigabyte of bad
/// bytes costs no more memory than a thousand.
@Suite("Invalid input, counted and listed")
struct InvalidInputListTests {
  /// "a" FF "b" E2 82 repeated: an invalid byte and a truncated sequence each time.
  static let repeats = 1_300
  static let bytes: [UInt8] = (0..<repeats).flatMap { _ in [0x61, 0xFF, 0x62, 0xE2, 0x82] }
  /// The offset of each ill-formed sequence, built with the bytes.
  static let offsets: [Int] = (0..<repeats).flatMap { [5 * $0 + 1, 5 * $0 + 3] }

  static let commands: [[String]] = [
    ["lengths"], ["inspect", "--limit", "3"], ["normalize", "--check"], ["breaks", "--limit", "3"],
    ["demojibake"], ["escape", "--lang", "swift"], ["char", "--limit", "3"], ["offset", "--unit", "utf8", "3"],
    ["slice", "--unit", "utf8", "--range", "0..<1"],
  ]

  @Test(arguments: commands)
  func everySequenceIsCountedAndTheFirstAreListed(_ command: [String]) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-invalid-list-\(UUID()).txt")
    try Data(Self.bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    for (arguments, input) in [
      (command + ["--format", "json", "--file", url.path], Data()),
      (command + ["--format", "json"], Data(Self.bytes)),
    ] {
      let result = try UStrBinary.run(arguments, input: input)
      #expect(result.exitCode == 0 || result.exitCode == 1, "\(arguments): \(result.stderrText)")
      let json = try #require(
        try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any], "\(arguments)")
      #expect(json["invalidUTF8Count"] as? Int == Self.offsets.count, "\(arguments)")
      let listed = try #require(json["invalidUTF8"] as? [[String: Any]], "\(arguments)")
      #expect(listed.count == InvalidUTF8List.listLimit, "\(arguments)")
      #expect(
        listed.map { $0["utf8Offset"] as? Int } == Self.offsets.prefix(InvalidUTF8List.listLimit).map { $0 },
        "\(arguments)")
    }
  }

  /// `compare` reads both inputs a chunk at a time: each side's sequences are counted and the
  /// first listed, and the inputs' own bytes are compared, so a difference past the list (an FF
  /// where the other has an FE, both repaired to U+FFFD) still makes them unequal as bytes.
  @Test func compareCountsEverySequenceAndComparesTheBytesPastTheList() throws {
    let folder = FileManager.default.temporaryDirectory
    let a = folder.appendingPathComponent("ustr-invalid-list-a-\(UUID()).txt")
    let b = folder.appendingPathComponent("ustr-invalid-list-b-\(UUID()).txt")
    var changed = Self.bytes
    changed[Self.offsets[Self.offsets.count - 2]] = 0xFE
    try Data(Self.bytes).write(to: a)
    try Data(changed).write(to: b)
    defer {
      try? FileManager.default.removeItem(at: a)
      try? FileManager.default.removeItem(at: b)
    }
    for (other, bytesEqual) in [(a, true), (b, false)] {
      let result = try UStrBinary.run(["compare", "--format", "json", "--file-a", a.path, "--file-b", other.path])
      let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let equal = try #require(json["equal"] as? [String: Bool])
      #expect(equal["utf8"] == bytesEqual, "\(other.lastPathComponent)")
      #expect(equal["scalar"] == true)
      for side in ["a", "b"] {
        let input = try #require(json[side] as? [String: Any])
        #expect(input["invalidUTF8Count"] as? Int == Self.offsets.count, "\(side)")
        let listed = try #require(input["invalidUTF8"] as? [[String: Any]])
        #expect(listed.map { $0["utf8Offset"] as? Int } == Self.offsets.prefix(InvalidUTF8List.listLimit).map { $0 })
      }
    }
  }

  /// Arguments (read whole, with `--escapes`) differing only past the 1000th ill-formed byte are
  /// not the same bytes; equal ones are.
  @Test func compareOfArgumentsComparesEveryBadByte() throws {
    let a = String(repeating: "\\xFF", count: 1_100) + "\\xFE"
    let b = String(repeating: "\\xFF", count: 1_101)
    for (other, bytesEqual) in [(a, true), (b, false)] {
      let result = try UStrBinary.run(["compare", "--escapes", "--format", "json", a, other])
      let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let equal = try #require(json["equal"] as? [String: Bool])
      #expect(equal["utf8"] == bytesEqual)
      #expect(equal["scalar"] == true)
      #expect((json["a"] as? [String: Any])?["invalidUTF8Count"] as? Int == 1_101)
    }
  }

  /// Input in another encoding: the sequences that do not decode are counted and the first
  /// listed in the `input` object, as ill-formed UTF-8 is, however many there are.
  @Test func bytesThatDoNotDecodeAreCountedAndTheFirstListed() throws {
    // "a" and a lone high surrogate, in UTF-16LE, again and again.
    let repeats = 2_600
    let bytes = (0..<repeats).flatMap { _ in [UInt8]([0x61, 0x00, 0x00, 0xD8]) }
    let result = try UStrBinary.run(["lengths", "--encoding", "UTF-16LE", "--format", "json"], input: Data(bytes))
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let input = try #require(json["input"] as? [String: Any])
    #expect(input["invalidInputCount"] as? Int == repeats)
    let listed = try #require(input["invalidInput"] as? [[String: Any]])
    #expect(listed.count == InvalidUTF8List.listLimit)
    #expect(listed.map { $0["inputOffset"] as? Int } == (0..<InvalidUTF8List.listLimit).map { 4 * $0 + 2 })
    #expect(result.stderrText.contains("\(repeats) sequence(s)"))
  }

  @Test func theTableSaysHowManyWereNotListed() throws {
    let result = try UStrBinary.run(["inspect", "--limit", "3"], input: Data(Self.bytes))
    #expect(result.stdoutText.contains("(the first 1000 of \(Self.offsets.count) ill-formed sequences)"))
  }

  @Test func theListCountsEverySequenceAndKeepsTheFirst() {
    let sequences = Self.offsets.map {
      InvalidUTF8Sequence(utf8Offset: $0, repairedUTF8Offset: $0, bytes: [0xFF], kind: .invalidByte, replacementCount: 1)
    }
    var list = InvalidUTF8List()
    for piece in stride(from: 0, to: sequences.count, by: 7) {
      list.append(contentsOf: sequences[piece..<min(piece + 7, sequences.count)])
    }
    #expect(list.count == sequences.count)
    #expect(list.replacementCount == sequences.count)
    #expect(list.listed == Array(sequences.prefix(InvalidUTF8List.listLimit)))
    #expect(list.isTruncated)
    #expect(InvalidUTF8List(sequences.prefix(3)) == InvalidUTF8List(sequences.prefix(3)))
    #expect(!InvalidUTF8List(sequences.prefix(3)).isTruncated)
    #expect(InvalidUTF8List().isEmpty)
  }
}
