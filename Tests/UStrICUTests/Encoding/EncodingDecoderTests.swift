import Testing
import UStrCore
import UStrICU

@Suite("Encoding decoder")
struct EncodingDecoderTests {
  /// Decodes `bytes` in chunks of `chunkSize`.
  static func decode(_ bytes: [UInt8], _ name: String, chunkSize: Int, offsets: Bool = false) throws
    -> EncodingDecoder.Output
  {
    let decoder = try EncodingDecoder(encoding: name)
    decoder.recordsInputOffsets = offsets
    var all = EncodingDecoder.Output()
    var start = 0
    while start < bytes.count {
      let step = decoder.decode(Array(bytes[start..<min(start + chunkSize, bytes.count)]))
      all.append(contentsOf: step)
      start += chunkSize
    }
    let end = decoder.finish()
    all.append(contentsOf: end)
    return all
  }

  @Test(arguments: [1, 2, 3, 5, 4096])
  func surrogatePairSplitAcrossChunksDecodesWhole(chunkSize: Int) throws {
    // "a😀b" in UTF-16LE = 61 00, 3D D8 00 DE, 62 00
    let output = try Self.decode([0x61, 0x00, 0x3D, 0xD8, 0x00, 0xDE, 0x62, 0x00], "UTF-16LE",
      chunkSize: chunkSize, offsets: true)
    #expect(String(decoding: output.utf8, as: UTF8.self) == "a😀b")
    #expect(output.invalid.isEmpty)
    #expect(output.scalarInputOffsets == [0, 2, 6])
  }

  @Test(arguments: [1, 2, 4096])
  func shiftJISScalarsKnowTheirInputOffsets(chunkSize: Int) throws {
    // "aあｶb" = 61, 82 A0, B6, 62
    let output = try Self.decode([0x61, 0x82, 0xA0, 0xB6, 0x62], "Shift_JIS", chunkSize: chunkSize,
      offsets: true)
    #expect(String(decoding: output.utf8, as: UTF8.self) == "aあｶb")
    #expect(output.scalarInputOffsets == [0, 1, 3, 4])
  }

  @Test func sequenceCutShortAtTheEndIsTruncated() throws {
    let output = try Self.decode([0x41, 0x82], "Shift_JIS", chunkSize: 4096)
    #expect(String(decoding: output.utf8, as: UTF8.self) == "A\u{FFFD}")
    #expect(output.invalid == [
      InvalidInputSequence(inputOffset: 1, repairedUTF8Offset: 1, bytes: [0x82], kind: .truncated)
    ])
  }

  @Test func unmappableAndIllegalAreTold() throws {
    // EUC-KR: A2 E8 is a well-formed pair with no character; FF is never EUC-KR.
    let output = try Self.decode([0x41, 0xA2, 0xE8, 0xFF, 0x42], "EUC-KR", chunkSize: 4096)
    #expect(String(decoding: output.utf8, as: UTF8.self) == "A\u{FFFD}\u{FFFD}B")
    #expect(output.invalid.map(\.kind) == [.unmappable, .illegal])
    #expect(output.invalid.map(\.inputOffset) == [1, 3])
    #expect(output.invalid.map(\.repairedUTF8Offset) == [1, 4])
  }

  @Test(arguments: [
    ("sjis", "Shift_JIS"), ("latin1", "ISO-8859-1"), ("cp1252", "windows-1252"),
    ("utf-16le", "UTF-16LE"), ("koi8-r", "KOI8-R"), ("EUC-JP", "EUC-JP"), ("gb18030", "GB18030"),
  ])
  func aliasesResolveToTheStandardName(alias: String, name: String) throws {
    #expect(try Encoding(named: alias).name == name)
  }

  @Test func unknownNameIsRefused() {
    #expect(throws: EncodingError.unknown("no-such-encoding")) {
      try Encoding(named: "no-such-encoding")
    }
  }

  @Test(arguments: [
    ("windows-1252", true), ("EUC-KR", true), ("Shift_JIS", false), ("UTF-8", true), ("UTF-16LE", false),
    ("ISO-2022-JP", false), ("UTF-7", false), ("ibm-037", false),
  ])
  func asciiCompatibility(name: String, compatible: Bool) throws {
    #expect(try Encoding(named: name).isASCIICompatible == compatible)
  }

  @Test func catalogListsOverTwoHundredConvertersWithAliases() {
    let all = EncodingCatalog.all
    #expect(all.count > 200)
    #expect(all.contains { $0.name == "Shift_JIS" && $0.aliases.contains("sjis") })
  }

  @Test(arguments: [
    ([0xEF, 0xBB, 0xBF, 0x41], ByteOrderMark.utf8), ([0xFF, 0xFE, 0x41, 0x00], .utf16LittleEndian),
    ([0xFE, 0xFF, 0x00, 0x41], .utf16BigEndian), ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian),
    ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian),
  ] as [([UInt8], ByteOrderMark)])
  func byteOrderMarksAreSniffed(bytes: [UInt8], mark: ByteOrderMark) {
    #expect(ByteOrderMark(sniffing: bytes) == mark)
  }

  @Test func noMarkNoSniff() {
    #expect(ByteOrderMark(sniffing: [0x41, 0x42]) == nil)
    #expect(ByteOrderMark(sniffing: [0xFF]) == nil)
    #expect(ByteOrderMark(sniffing: []) == nil)
  }
}
