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
    let json = try JSONStreamEncoder.text(of: [text], indentation: 0)
    #expect(json.utf8.allSatisfy { (0x20...0x7E).contains($0) })
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
    #expect(parsed?.first?.unicodeScalars.elementsEqual(text.unicodeScalars) == true)
  }

  @Test func astralScalarsAreWrittenAsSurrogatePairs() throws {
    // "😀" = U+1F600 = UTF-16 D83D DE00
    #expect(try JSONStreamEncoder.text(of: "😀") == #""\uD83D\uDE00""#)
  }

  @Test func dangerousScalarsNeverAppearRaw() throws {
    let json = try JSONStreamEncoder.text(of: "\u{1B}[31m\u{202E}\u{85}\u{2028}\u{0}")
    #expect(json == #""\u001B[31m\u202E\u0085\u2028\u0000""#)
  }

  struct Ordered: Encodable {
    var zebra = 1
    var apple = [0, 2]
    var none: Int? = nil
    var rows = [Row(name: "a"), Row(name: "b")]
    var empty: [Int] = []
    struct Row: Encodable { var name: String }
  }

  @Test func objectsKeepTheirKeyOrderAndShortListsStayOnOneLine() throws {
    #expect(
      try JSONStreamEncoder.text(of: Ordered()) == """
        {
          "zebra": 1,
          "apple": [0, 2],
          "none": null,
          "rows": [
            {
              "name": "a"
            },
            {
              "name": "b"
            }
          ],
          "empty": []
        }
        """)
    #expect(
      try JSONStreamEncoder.text(of: Ordered(), indentation: 0)
        == #"{"zebra":1,"apple":[0,2],"none":null,"rows":[{"name":"a"},{"name":"b"}],"empty":[]}"#)
  }

  struct Sample: Codable, Equatable {
    var second: Int
    var first: String
    var missing: Int?
    var nested: [Double]
  }

  @Test func keysFollowDeclarationOrderAndNilIsNull() throws {
    let text = try JSONStreamEncoder.text(of: Sample(second: 2, first: "a", missing: nil, nested: [1.5]), indentation: 0)
    #expect(text == #"{"second":2,"first":"a","missing":null,"nested":[1.5]}"#)
  }

  @Test func encodedTextDecodesBackWithFoundation() throws {
    let sample = Sample(second: -7, first: "\u{202E}é😀\"\\", missing: 3, nested: [])
    let text = try JSONStreamEncoder.text(of: sample)
    #expect(try JSONDecoder().decode(Sample.self, from: Data(text.utf8)) == sample)
  }

  @Test func aDocumentWrittenPieceByPieceIsTheValueEncodedWhole() throws {
    var pieces: [UInt8] = []
    let output = ByteOutput { pieces += $0 }
    let json = JSONStreamEncoder(output: output)
    json.openObject()
    try json.member("zebra", 1)
    try json.member("apple", [0, 2])
    try json.member("none", Int?.none)
    json.openArray(member: "rows")
    try json.element(Ordered.Row(name: "a"))
    try json.element(Ordered.Row(name: "b"))
    json.closeContainer()
    try json.members(of: ["empty": [Int]()])
    json.closeContainer()
    try output.flush()
    #expect(String(decoding: pieces, as: UTF8.self) == (try JSONStreamEncoder.text(of: Ordered())))
  }
}
