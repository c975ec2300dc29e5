import Testing
import UStrCore
import UStrICU
import UStrReport

/// `ustr scan` on files not in UTF-8: byte order marks honoured before the binary test,
/// `--encoding NAME|auto`, findings at the same lines and columns as in the UTF-8 file, offsets
/// in the file's own bytes, and a finding for each sequence the encoding cannot decode.
@Suite("Scan of files in other encodings")
struct FileScannerEncodingTests {
  /// Scans `bytes` fed `chunk` bytes at a time; returns the scanner.
  static func scanner(
    _ bytes: [UInt8], encoding: ScanEncoding = .byteOrderMark, chunk: Int = 1 << 16,
    policy: ScanPolicy = ScanPolicy(profile: .strict)
  ) throws -> FileScanner {
    let scanner = try FileScanner(path: "x.txt", policy: policy, encoding: encoding)
    FileScannerTests.feed(bytes, to: scanner, chunk: chunk)
    return scanner
  }

  /// Bidi controls (one left open), tag characters spelling "AB", a ZWSP, a CR LF line among LF
  /// lines, a character above the BMP, and a line not in NFC.
  // "\u{202E}" RLO, "\u{2066}" LRI, "\u{E0041}\u{E0042}" TAG A, TAG B, "😀" = U+1F600,
  // "e\u{301}" = e + COMBINING ACUTE ACCENT.
  static let text =
    "let a = 1\nif admin \u{202E} { // \u{2066}x\u{2069}\n\nhello 😀 \u{E0041}\u{E0042} tags\r\n"
    + "zero\u{200B}width and e\u{301}\nend é\n"

  /// The text in `encoding` with its byte order mark, as Python's codecs and ICU write it.
  static func encoded(_ text: String, _ mark: ByteOrderMark) -> [UInt8] {
    var bytes = mark.bytes
    switch mark {
    case .utf8: bytes += Array(text.utf8)
    case .utf16LittleEndian, .utf16BigEndian:
      for unit in text.utf16 {
        let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        bytes += mark == .utf16LittleEndian ? pair : pair.reversed()
      }
    case .utf32LittleEndian, .utf32BigEndian:
      for scalar in text.unicodeScalars {
        let quad = (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
        bytes += mark == .utf32LittleEndian ? quad : quad.reversed()
      }
    }
    return bytes
  }

  /// The offset in `mark`'s encoding (mark included) of the text's UTF-8 offset `utf8Offset`.
  static func inputOffset(ofUTF8Offset utf8Offset: Int, in text: String, _ mark: ByteOrderMark) -> Int {
    let prefix = String(decoding: Array(text.utf8.prefix(utf8Offset)), as: UTF8.self)
    return encoded(prefix, mark).count
  }

  @Test(arguments: [
    ByteOrderMark.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian,
  ])
  func fileWithByteOrderMarkHasTheFindingsOfItsUTF8Text(mark: ByteOrderMark) throws {
    let utf8 = try Self.scanner(Array(Self.text.utf8))
    #expect(utf8.input == nil)
    let rules = Set(utf8.findings.map(\.rule))
    #expect(rules.isSuperset(of: [.bidiControl, .bidiUnterminated, .tagCharacters, .invisible, .mixedLineEndings, .notNFC]))
    let bytes = Self.encoded(Self.text, mark)
    var input = ScanInput(path: "x.txt", encoding: mark.encodingName, encodingSource: .bom)
    input.byteCount = bytes.count
    for chunk in [1, 2, 3, 5, 1 << 16] {
      let converted = try Self.scanner(bytes, chunk: chunk)
      #expect(!converted.isBinary)
      #expect(converted.input == input, "chunk \(chunk)")
      #expect(converted.findings.count == utf8.findings.count, "chunk \(chunk)")
      for (found, expected) in zip(converted.findings, utf8.findings) {
        #expect(found.rule == expected.rule, "chunk \(chunk)")
        #expect(found.lineNumber == expected.lineNumber && found.columnNumber == expected.columnNumber, "\(found.rule) chunk \(chunk)")
        #expect(found.utf8Offset == expected.utf8Offset)
        #expect(found.message == expected.message)
        #expect(found.encoding == mark.encodingName)
        let offset = try #require(expected.utf8Offset)
        #expect(
          found.inputOffset == Self.inputOffset(ofUTF8Offset: offset, in: Self.text, mark),
          "\(found.rule) chunk \(chunk)")
      }
    }
  }

  @Test func utf8ByteOrderMarkIsNamedAndReadByteForByte() throws {
    let bytes = Self.encoded(Self.text, .utf8)
    let scanner = try Self.scanner(bytes)
    var input = ScanInput(path: "x.txt", encoding: "UTF-8", encodingSource: .bom)
    input.byteCount = bytes.count
    #expect(scanner.input == input)
    // The mark at the start is no finding, and offsets are the file's own.
    #expect(!scanner.findings.contains { $0.rule == .byteOrderMark })
    #expect(scanner.findings.allSatisfy { $0.encoding == nil && $0.inputOffset == nil })
    let plain = try Self.scanner(Array(Self.text.utf8))
    #expect(scanner.findings.map { $0.utf8Offset.map { $0 - 3 } } == plain.findings.map(\.utf8Offset))
  }

  @Test func utf16WithoutByteOrderMarkIsStillBinary() throws {
    var bytes = Self.encoded(Self.text, .utf16LittleEndian)
    bytes.removeFirst(2)
    let scanner = try Self.scanner(bytes)
    #expect(scanner.isBinary)
    #expect(scanner.input == nil)
    #expect(scanner.findings.isEmpty)
    // It says what it looks like, for the summary's hint.
    #expect(scanner.likelyText?.encoding == "UTF-16LE")
    #expect(scanner.likelyText?.encodingSource == .detected)
    #expect((scanner.likelyText?.confidence ?? 0) >= 75)
  }

  @Test func encodingAutoReadsUTF16WithoutByteOrderMarkByItsNULs() throws {
    var bytes = Self.encoded(Self.text, .utf16BigEndian)
    bytes.removeFirst(2)
    let scanner = try Self.scanner(bytes, encoding: .detected)
    #expect(!scanner.isBinary)
    #expect(scanner.input?.encoding == "UTF-16BE")
    #expect(scanner.input?.encodingSource == .detected)
    let utf8 = try Self.scanner(Array(Self.text.utf8))
    #expect(scanner.findings.map(\.columnNumber) == utf8.findings.map(\.columnNumber))
  }

  @Test func encodingAutoLeavesUTF8AndBinaryFilesAlone() throws {
    let utf8 = try Self.scanner(Array(Self.text.utf8), encoding: .detected)
    #expect(utf8.input == nil)
    #expect(!utf8.findings.isEmpty)
    // PNG's signature and header: NULs, but not every other byte.
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
    let binary = try Self.scanner(png + Array(repeating: 0x41, count: 100), encoding: .detected)
    #expect(binary.isBinary)
    let byDefault = try Self.scanner(png + Array(repeating: 0x41, count: 100))
    #expect(byDefault.isBinary && byDefault.likelyText == nil)
  }

  @Test func encodingUTF8ForcesUTF8OverAByteOrderMark() throws {
    let scanner = try Self.scanner(
      Self.encoded(Self.text, .utf16LittleEndian), encoding: .named(try Encoding(named: "utf-8")))
    #expect(scanner.isBinary)
  }

  @Test func loneSurrogateAndCutUnitAreInvalidInputAtTheirFileOffsets() throws {
    // BOM, "ab\nc", a lone lead surrogate D800, "d\n", then one byte of a cut unit.
    let bytes = Self.encoded("ab\nc", .utf16LittleEndian) + [0x00, 0xD8] + Array(Self.encoded("d\n", .utf16LittleEndian).dropFirst(2)) + [0x41]
    for chunk in [1, 3, 1 << 16] {
      let scanner = try Self.scanner(bytes, chunk: chunk)
      let invalid = scanner.findings.filter { $0.rule == .invalidInput }
      #expect(invalid.map(\.inputOffset) == [10, 16], "chunk \(chunk)")
      #expect(invalid.map(\.invalidInput?.kind) == [.illegal, .truncated])
      #expect(invalid.map(\.invalidInput?.bytes) == [[0x00, 0xD8], [0x41]])
      #expect(invalid.map(\.lineNumber) == [2, 3])
      #expect(invalid.map(\.columnNumber.scalar) == [2, 1])
      #expect(invalid.allSatisfy { $0.severity == .error && $0.encoding == "UTF-16LE" })
    }
  }

  @Test func unmappableBytesOfANamedEncodingAreFoundOnCleanLines() throws {
    // Shift_JIS: "日本\n" then "ab" 85 40 (a well-formed pair IBM-943 leaves unmapped) "c\n".
    let shiftJIS: [UInt8] = [0x93, 0xFA, 0x96, 0x7B, 0x0A, 0x61, 0x62, 0x85, 0x40, 0x63, 0x0A]
    let scanner = try Self.scanner(shiftJIS, encoding: .named(try Encoding(named: "Shift_JIS")))
    let finding = try #require(scanner.findings.first { $0.rule == .invalidInput })
    #expect(finding.inputOffset == 7)
    #expect(finding.lineNumber == 2 && finding.columnNumber.scalar == 3)
    #expect(finding.invalidInput?.kind == .unmappable)
    #expect(finding.message.contains("85 40"))
    #expect(scanner.input?.encodingSource == .option)
  }

  @Test func longConvertedLineIsScannedInPiecesWithFileOffsets() throws {
    // A 3 MB line (more than the piece length) with an RLO near its end.
    let line = String(repeating: "abcdefgh", count: 3 * (1 << 20) / 8) + "\u{202E}z\n"
    let bytes = Self.encoded(line, .utf16LittleEndian)
    let scanner = try Self.scanner(bytes, chunk: 1 << 16)
    let finding = try #require(scanner.findings.first { $0.rule == .bidiControl })
    #expect(finding.columnNumber.scalar == 3 * (1 << 20) + 1)
    #expect(finding.inputOffset == 2 + 2 * 3 * (1 << 20))
  }

  @Test func binaryTestRunsOnTheDecodedText() throws {
    // UTF-16LE with a BOM whose text holds U+0000: binary, as a UTF-8 file with a NUL is.
    let scanner = try Self.scanner(Self.encoded("a\u{0}b\n", .utf16LittleEndian))
    #expect(scanner.isBinary)
  }
}
