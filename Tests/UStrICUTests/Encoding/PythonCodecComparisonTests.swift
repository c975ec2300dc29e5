import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

/// ICU's converters against Python's codecs: the same scalars from the same bytes, and the same
/// offsets for each ill-formed or unmappable stretch, except where the two genuinely differ
/// (``knownDifferences``).
@Suite("Encodings against Python's codecs")
struct PythonCodecComparisonTests {
  /// One encoding: ICU's name, Python's codec, a text in it, and bytes that are not (spliced in
  /// the middle of the encoded text).
  struct Case: CustomTestStringConvertible, Sendable {
    var icu: String
    var python: String
    var text: String
    var bad: [UInt8]
    var testDescription: String { icu }
  }

  /// Where ICU's converter and Python's codec genuinely differ on a case's bad bytes: what ICU
  /// makes of them instead (scalars, and each replaced stretch's offset within the bad bytes),
  /// and why. The test checks that Python still differs, so the list stays true.
  struct KnownDifference: Sendable {
    var scalars: [UInt32]
    var errors: [Int]
    var reason: String
  }

  static let undefinedInWindows =
    "ICU's windows-125x tables are Microsoft's, which pass the bytes the code page leaves "
    + "undefined through as the C1 control of the same value (as MultiByteToWideChar does); "
    + "Python's cp125x codecs call them undefined"
  static let unassignedPair =
    "a well-formed double-byte pair that maps to nothing: ICU replaces the pair with one U+FFFD "
    + "(unmappable); Python's CJK codecs replace the lead byte and read on from the trail byte"

  static let knownDifferences: [String: KnownDifference] = [
    "windows-1250": KnownDifference(scalars: [0x81], errors: [], reason: undefinedInWindows),
    "windows-1251": KnownDifference(scalars: [0x98], errors: [], reason: undefinedInWindows),
    "windows-1252": KnownDifference(scalars: [0x81], errors: [], reason: undefinedInWindows),
    "windows-1253": KnownDifference(scalars: [0xAA], errors: [], reason: undefinedInWindows),
    "windows-1254": KnownDifference(scalars: [0x81], errors: [], reason: undefinedInWindows),
    "windows-1258": KnownDifference(scalars: [0x8A], errors: [], reason: undefinedInWindows),
    "EUC-JP": KnownDifference(scalars: [0xFFFD, 0xFFFD], errors: [0, 2], reason: unassignedPair),
    "EUC-KR": KnownDifference(scalars: [0xFFFD, 0xFFFD], errors: [0, 2], reason: unassignedPair),
    "Big5": KnownDifference(
      scalars: [0x20AC, 0x80], errors: [],
      reason: "ICU's Big5 is Microsoft's code page 950, where A3 E1 is the euro sign and 80 is "
        + "U+0080; Python's big5 is the original Big5, which has neither"),
  ]

  static let europe = "Pokémon, naïve café — “Ærøskøbing” 50 €"
  static let cases: [Case] = [
    Case(icu: "UTF-16LE", python: "utf-16-le", text: europe + " 日本 😀", bad: [0x00, 0xD8, 0x41, 0x00]),
    Case(icu: "UTF-16BE", python: "utf-16-be", text: europe + " 日本 😀", bad: [0xDC, 0x00, 0x00, 0x41]),
    Case(icu: "UTF-32LE", python: "utf-32-le", text: europe + " 😀", bad: [0x00, 0x00, 0x11, 0x00]),
    Case(icu: "UTF-32BE", python: "utf-32-be", text: europe + " 😀", bad: [0x00, 0x00, 0xD8, 0x00]),
    Case(icu: "windows-1250", python: "cp1250", text: "Zażółć gęślą jaźń — „Łódź” 5 €", bad: [0x81]),
    Case(icu: "windows-1251", python: "cp1251", text: "Съешь же ещё этих мягких — «ёж» №5", bad: [0x98]),
    Case(icu: "windows-1252", python: "cp1252", text: europe, bad: [0x81]),
    Case(icu: "windows-1253", python: "cp1253", text: "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία €", bad: [0xAA]),
    Case(icu: "windows-1254", python: "cp1254", text: "Pijamalı hasta yağız şoföre çabucak güvendi", bad: [0x81]),
    Case(icu: "windows-1255", python: "cp1255", text: "שלום עולם ₪", bad: [0xFF]),
    Case(icu: "windows-1256", python: "cp1256", text: "مرحبا بالعالم", bad: []),
    Case(icu: "windows-1257", python: "cp1257", text: "Ąžuolas ėjo į mišką", bad: [0xA1]),
    Case(icu: "windows-1258", python: "cp1258", text: "Tiê\u{301}ng Viê\u{323}t có dâ\u{301}u", bad: [0x8A]),
    Case(icu: "ISO-8859-1", python: "latin-1", text: "Pokémon naïve Ærøskøbing ÿ", bad: []),
    Case(icu: "ISO-8859-2", python: "iso8859-2", text: "Zażółć gęślą jaźń", bad: []),
    Case(icu: "ISO-8859-5", python: "iso8859-5", text: "Съешь же ещё", bad: []),
    Case(icu: "ISO-8859-7", python: "iso8859-7", text: "Ξεσκεπάζω την ψυχοφθόρα", bad: [0xFF]),
    Case(icu: "ISO-8859-8", python: "iso8859-8", text: "שלום עולם", bad: [0xBF]),
    Case(icu: "ISO-8859-15", python: "iso8859-15", text: "Pokémon 50 € œuvre", bad: []),
    Case(icu: "KOI8-R", python: "koi8-r", text: "Съешь же ещё этих мягких", bad: []),
    Case(icu: "Shift_JIS", python: "shift_jis", text: "日本語のテキスト、ｶﾀｶﾅ。", bad: [0x82, 0xA0, 0xFF, 0x81]),
    Case(icu: "EUC-JP", python: "euc_jp", text: "日本語のテキスト、ｶﾀｶﾅ。", bad: [0xA9, 0xA1, 0xFF]),
    Case(icu: "ISO-2022-JP", python: "iso2022_jp", text: "日本語のテキスト and ASCII", bad: []),
    Case(icu: "EUC-KR", python: "euc_kr", text: "한국어 텍스트입니다", bad: [0xA2, 0xE8, 0xFF]),
    Case(icu: "GB18030", python: "gb18030", text: "中文文本，还有 😀 和 é", bad: [0x81, 0x30, 0xFF]),
    Case(icu: "Big5", python: "big5", text: "中文繁體文字", bad: [0xA3, 0xE1, 0x80]),
  ]

  /// What ICU decodes `bytes` to in `encoding`, as scalars, and where each replaced stretch
  /// starts.
  static func icuDecoding(_ bytes: [UInt8], encoding: String, chunkSize: Int) throws -> (
    scalars: [UInt32], starts: [Int], kinds: [InvalidInputKind]
  ) {
    let decoder = try EncodingDecoder(encoding: encoding)
    var utf8: [UInt8] = []
    var invalid: [InvalidInputSequence] = []
    var start = 0
    while start < bytes.count {
      let output = decoder.decode(Array(bytes[start..<min(start + chunkSize, bytes.count)]))
      utf8 += output.utf8
      invalid += output.invalid
      start += chunkSize
    }
    let end = decoder.finish()
    utf8 += end.utf8
    invalid += end.invalid
    for sequence in invalid {
      #expect(Array(utf8[sequence.repairedUTF8Offset..<sequence.repairedUTF8Offset + 3]) == [0xEF, 0xBF, 0xBD])
      #expect(Array(bytes[sequence.inputOffset..<sequence.inputOffset + sequence.bytes.count]) == sequence.bytes)
    }
    let scalars = String(decoding: utf8, as: UTF8.self).unicodeScalars.map(\.value)
    return (scalars, invalid.map(\.inputOffset), invalid.map(\.kind))
  }

  @Test(.enabled(if: PeerAvailability.available("python3"), PeerAvailability.skipReason("python3")))
  func decodesLikePython() throws {
    let encoded = try PythonCodecOracle.encode(Self.cases.map { ($0.python, $0.text) })
    let halves = try PythonCodecOracle.encode(
      Self.cases.map { ($0.python, String($0.text.prefix($0.text.count / 2))) })
    // The bad bytes go between the two halves of the text (ISO-2022-JP's first half ends in its
    // escape back to ASCII, so they go at its end).
    let cuts = zip(Self.cases, zip(encoded, halves)).map { item, pair in
      item.python == "iso2022_jp" ? pair.0.count : pair.1.count
    }
    let inputs = zip(Self.cases, zip(encoded, cuts)).map { item, pair in
      (codec: item.python, bytes: Array(pair.0[..<pair.1]) + item.bad + Array(pair.0[pair.1...]))
    }
    let python = try PythonCodecOracle.decode(inputs)
    for (index, item) in Self.cases.enumerated() {
      var expectedScalars = python[index].scalars
      var expectedStarts = python[index].errors.map { $0[0] }
      if let known = Self.knownDifferences[item.icu] {
        let clean = item.text.unicodeScalars.map(\.value)
        let half = item.text.prefix(item.text.count / 2).unicodeScalars.count
        expectedScalars = Array(clean[..<half]) + known.scalars + Array(clean[half...])
        expectedStarts = known.errors.map { cuts[index] + $0 }
        #expect(
          expectedScalars != python[index].scalars, "\(item.icu) no longer differs: \(known.reason)")
      }
      for chunkSize in [1, 3, 4096] {
        let icu = try Self.icuDecoding(inputs[index].bytes, encoding: item.icu, chunkSize: chunkSize)
        if icu.scalars != expectedScalars || icu.starts != expectedStarts {
          Issue.record(
            """
            \(item.icu) chunk \(chunkSize): input \(inputs[index].bytes.map { String($0, radix: 16) })
            icu      \(icu.scalars.map { String($0, radix: 16) }) errors \(icu.starts) \(icu.kinds)
            expected \(expectedScalars.map { String($0, radix: 16) }) errors \(expectedStarts)
            python   \(python[index].scalars.map { String($0, radix: 16) }) \(python[index].errors)
            """)
        }
      }
    }
  }

  /// A genuine difference outside the bad bytes: ICU's Shift_JIS is IBM-943 (with NEC
  /// extensions), whose table rotates three controls as IBM's PC code pages do; Python's
  /// shift_jis reads them as ASCII.
  @Test(.enabled(if: PeerAvailability.available("python3"), PeerAvailability.skipReason("python3")))
  func shiftJISRotatesThreeControlsUnlikePython() throws {
    let bytes: [UInt8] = [0x1A, 0x1C, 0x7F]
    let icu = try Self.icuDecoding(bytes, encoding: "Shift_JIS", chunkSize: 4096)
    #expect(icu.scalars == [0x1C, 0x7F, 0x1A])
    let python = try PythonCodecOracle.decode([("shift_jis", bytes)])
    #expect(python[0].scalars == [0x1A, 0x1C, 0x7F])
  }

  @Test func coversTheEncodingsTheIssueNames() {
    let names = Set(Self.cases.map(\.icu))
    #expect(names.count >= 20)
    for required in [
      "UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE", "windows-1252", "ISO-8859-1", "KOI8-R",
      "Shift_JIS", "EUC-JP", "ISO-2022-JP", "EUC-KR", "GB18030", "Big5",
    ] {
      #expect(names.contains(required))
    }
  }
}
