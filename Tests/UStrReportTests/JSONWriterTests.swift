import Foundation
import Testing
import UStrReport

@Suite("JSON writer")
struct JSONWriterTests {
  /// Every scalar of one plane-sized slice of the code space, as a string.
  static func scalars(in range: ClosedRange<UInt32>) -> String {
    var text = ""
    for value in range { if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) } }
    return text
  }

  @Test(arguments: [0x0000...0xFFFF, 0x1_0000...0x3_FFFF, 0xE_0000...0x10_FFFF] as [ClosedRange<UInt32>])
  func everyScalarIsWrittenAsPrintableASCIIAndParsesBack(range: ClosedRange<UInt32>) throws {
    let text = Self.scalars(in: range)
    let json = JSONWriter(indentation: 0).write(.array([.string(text)]))
    #expect(json.utf8.allSatisfy { (0x20...0x7E).contains($0) })
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
    #expect(parsed?.first?.unicodeScalars.elementsEqual(text.unicodeScalars) == true)
  }

  @Test func astralScalarsAreWrittenAsSurrogatePairs() {
    // "😀" = U+1F600 = UTF-16 D83D DE00
    #expect(JSONWriter().write(.string("😀")) == #""\uD83D\uDE00""#)
  }

  @Test func dangerousScalarsNeverAppearRaw() {
    let json = JSONWriter().write(.string("\u{1B}[31m\u{202E}\u{85}\u{2028}\u{0}"))
    #expect(json == #""\u001B[31m\u202E\u0085\u2028\u0000""#)
  }

  @Test func objectsKeepTheirKeyOrderAndShortListsStayOnOneLine() {
    let value = JSONValue.object([
      ("zebra", .integer(1)), ("apple", .array([.integer(0), .integer(2)])), ("none", .null),
    ])
    #expect(JSONWriter().write(value) == "{\n  \"zebra\": 1,\n  \"apple\": [0, 2],\n  \"none\": null\n}")
    #expect(JSONWriter(indentation: 0).write(value) == #"{"zebra":1,"apple":[0,2],"none":null}"#)
  }
}

@Suite("JSON value encoder")
struct JSONValueEncoderTests {
  struct Sample: Codable, Equatable {
    var second: Int
    var first: String
    var missing: Int?
    var nested: [Double]
  }

  @Test func keysFollowDeclarationOrderAndNilIsNull() throws {
    let value = try JSONValueEncoder().encode(Sample(second: 2, first: "a", missing: nil, nested: [1.5]))
    guard case .object(let members) = value else {
      Issue.record("expected an object, got \(value)")
      return
    }
    #expect(members.map(\.key) == ["second", "first", "missing", "nested"])
    #expect(value["missing"] == .null)
    #expect(value["nested"] == .array([.number(1.5)]))
  }

  @Test func encodedTextDecodesBackWithFoundation() throws {
    let sample = Sample(second: -7, first: "\u{202E}é😀\"\\", missing: 3, nested: [])
    let text = try JSONValueEncoder().encodeText(sample)
    #expect(try JSONDecoder().decode(Sample.self, from: Data(text.utf8)) == sample)
  }
}
