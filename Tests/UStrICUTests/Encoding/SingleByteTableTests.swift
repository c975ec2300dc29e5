import Testing
@testable import UStrICU
import UStrCore

/// `EncodingDecoder`'s table for single-byte encodings against ICU's converter itself: for every
/// converter ICU has that is one byte a character and stateless, every byte, in chunks of 1, 3
/// and 4096 bytes, decodes to the same UTF-8, the same reported bytes (offsets, kinds) and the
/// same scalar input offsets.
@Suite("Single-byte decoding table")
struct SingleByteTableTests {
  /// Every byte, then every byte backwards, then 4096 bytes from a fixed pseudo-random walk
  /// (runs of ASCII among them, to reach the eight-byte copy).
  static let input: [UInt8] = {
    var bytes = (0...255).map(UInt8.init) + (0...255).reversed().map(UInt8.init)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for index in 0..<4096 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let value = UInt8(truncatingIfNeeded: state >> 33)
      // Mostly ASCII letters in stretches, some high bytes.
      bytes.append((index / 24) % 3 == 0 ? value : 0x41 + value % 26)
    }
    return bytes
  }()

  static func decode(_ decoder: EncodingDecoder, chunkSize: Int) -> EncodingDecoder.Output {
    var whole = EncodingDecoder.Output()
    var start = 0
    while start < input.count {
      let end = min(start + chunkSize, input.count)
      let output = decoder.decode(Array(input[start..<end]))
      whole.append(contentsOf: output)
      start = end
    }
    let end = decoder.finish()
    whole.append(contentsOf: end)
    return whole
  }

  static let tabled: [Encoding] = EncodingCatalog.all.filter {
    (try? EncodingDecoder(encoding: $0))?.usesSingleByteTable ?? false
  }

  @Test func theCommonSingleByteEncodingsUseTheTable() throws {
    for name in ["windows-1252", "ISO-8859-1", "ISO-8859-5", "KOI8-R", "macintosh", "IBM437", "windows-1251", "IBM037"] {
      #expect(try EncodingDecoder(encoding: name).usesSingleByteTable, "\(name)")
    }
    for name in ["UTF-16LE", "Shift_JIS", "ISO-2022-JP", "GB18030", "UTF-8", "UTF-7", "HZ-GB-2312"] {
      #expect(try !EncodingDecoder(encoding: name).usesSingleByteTable, "\(name)")
    }
    #expect(Self.tabled.count > 50)
  }

  @Test(arguments: [1, 3, 4096])
  func everySingleByteConverterDecodesAsICUDoes(chunkSize: Int) throws {
    for encoding in Self.tabled {
      for records in [false, true] {
        let table = try EncodingDecoder(encoding: encoding)
        let icu = try EncodingDecoder(encoding: encoding, readsTable: false)
        #expect(table.usesSingleByteTable && !icu.usesSingleByteTable)
        table.recordsInputOffsets = records
        icu.recordsInputOffsets = records
        let ours = Self.decode(table, chunkSize: chunkSize)
        let theirs = Self.decode(icu, chunkSize: chunkSize)
        #expect(ours.utf8 == theirs.utf8, "\(encoding.name) chunk \(chunkSize)")
        #expect(ours.invalid == theirs.invalid, "\(encoding.name) chunk \(chunkSize)")
        #expect(ours.scalarInputOffsets == theirs.scalarInputOffsets, "\(encoding.name) chunk \(chunkSize)")
        if records { #expect(ours.scalarInputOffsets.count == Self.input.count) }
      }
    }
  }

  @Test func aDecoderIsReusedAfterFinish() throws {
    // ISO-8859-3 leaves A5 undefined; windows-1252 gives its five gaps to C1 controls, as ICU does.
    for name in ["ISO-8859-3", "windows-1252"] {
      let decoder = try EncodingDecoder(encoding: name)
      let icu = try EncodingDecoder(encoding: Encoding(named: name), readsTable: false)
      _ = decoder.decodeAll([0x50, 0xA5, 0xE9])
      let second = decoder.decodeAll([0xA5, 0x80, 0x81])
      let expected = icu.decodeAll([0xA5, 0x80, 0x81])
      #expect(second.utf8 == expected.utf8)
      #expect(second.invalid == expected.invalid)
    }
    let iso88593 = try EncodingDecoder(encoding: "ISO-8859-3").decodeAll([0x61, 0xA5])
    #expect(iso88593.invalid == [InvalidInputSequence(inputOffset: 1, repairedUTF8Offset: 1, bytes: [0xA5], kind: .unmappable)])
  }

  /// Many tasks decoding different single-byte encodings at once, each with decoders of its
  /// own: every result is ICU's, and each encoding's table was read once in the process (the
  /// cache's count, not a timing).
  @Test func decodersShareEachTableUnderConcurrency() async throws {
    let names = [
      "windows-1250", "windows-1253", "windows-1254", "windows-1255", "ISO-8859-2", "ISO-8859-7", "KOI8-U",
      "IBM850", "macintosh", "IBM037",
    ]
    let encodings = try names.map { try Encoding(named: $0) }
    var expected: [String: EncodingDecoder.Output] = [:]
    for encoding in encodings {
      expected[encoding.icuName] = try EncodingDecoder(encoding: encoding, readsTable: false).decodeAll(Self.input)
    }
    let results = await withTaskGroup(of: (String, Bool, EncodingDecoder.Output?).self) { group in
      for task in 0..<(encodings.count * 16) {
        let encoding = encodings[task % encodings.count]
        group.addTask {
          guard let decoder = try? EncodingDecoder(encoding: encoding) else { return (encoding.icuName, false, nil) }
          return (encoding.icuName, decoder.usesSingleByteTable, decoder.decodeAll(Self.input))
        }
      }
      var results: [(String, Bool, EncodingDecoder.Output?)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == encodings.count * 16)
    for (icuName, usesTable, output) in results {
      #expect(usesTable, "\(icuName)")
      #expect(output?.utf8 == expected[icuName]?.utf8, "\(icuName)")
      #expect(output?.invalid == expected[icuName]?.invalid, "\(icuName)")
    }
    for encoding in encodings {
      #expect(SingleByteTable.readCount(of: encoding.icuName) == 1, "\(encoding.name)")
    }
  }
}
