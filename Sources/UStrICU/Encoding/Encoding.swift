internal import CUStrICU

/// A character encoding ICU can decode, found by any of its names.
///
///     try Encoding(named: "sjis").name          // "Shift_JIS"
///     try Encoding(named: "latin1").name        // "ISO-8859-1"
///     try Encoding(named: "cp1252").icuName     // "ibm-5348_P100-1997"
///     try Encoding(named: "utf-16le").isASCIICompatible   // false
public struct Encoding: Hashable, Sendable {
  /// ICU's own (canonical) converter name: "ibm-943_P15A-2003", "UTF-16LE".
  public let icuName: String
  /// The name people use: the MIME name ICU knows ("Shift_JIS", "ISO-8859-1", "EUC-JP"), else
  /// the IANA name ("windows-1252", "GB18030"), else ICU's own.
  public let name: String

  /// The encoding called `name` or any alias of it (ICU's alias table: IANA, MIME, Windows,
  /// Java names; matching ignores case, "-" and "_").
  ///
  /// - Throws: `EncodingError.unknown` when ICU knows no such name.
  public init(named alias: String) throws(EncodingError) {
    var status = U_ZERO_ERROR
    guard !alias.isEmpty, let converter = ustr_icu_ucnv_open(alias, &status),
      !ustr_icu_U_FAILURE(status)
    else { throw .unknown(alias) }
    defer { ustr_icu_ucnv_close(converter) }
    guard let icuName = ustr_icu_ucnv_getName(converter, &status).map({ String(cString: $0) })
    else { throw .unknown(alias) }
    self.init(icuName: icuName)
  }

  /// The encoding ICU calls `icuName` (a name from ``EncodingCatalog/all``).
  init(icuName: String) {
    self.icuName = icuName
    self.name = Self.standardName(of: icuName)
  }

  static func standardName(of icuName: String) -> String {
    for standard in ["MIME", "IANA"] {
      var status = U_ZERO_ERROR
      if let name = ustr_icu_ucnv_getStandardName(icuName, standard, &status),
        !ustr_icu_U_FAILURE(status)
      {
        return String(cString: name)
      }
    }
    return icuName
  }

  /// UTF-8 (ICU's "UTF-8"): the encoding ustr reads by default.
  public var isUTF8: Bool { icuName == "UTF-8" }

  /// Every name ICU accepts for this encoding, its own name first.
  ///
  /// - Complexity: O(aliases).
  public var aliases: [String] {
    var status = U_ZERO_ERROR
    let count = ustr_icu_ucnv_countAliases(icuName, &status)
    guard !ustr_icu_U_FAILURE(status) else { return [icuName] }
    return (0..<count).compactMap { index in
      var status = U_ZERO_ERROR
      return ustr_icu_ucnv_getAlias(icuName, index, &status).map { String(cString: $0) }
    }
  }

  /// ICU's converter types with shift states: escape sequences or shift bytes that choose a
  /// character set and decode to no character.
  static let statefulTypes = Set(
    [
      UCNV_EBCDIC_STATEFUL, UCNV_ISO_2022, UCNV_HZ, UCNV_SCSU, UCNV_ISCII, UCNV_UTF7, UCNV_BOCU1,
      UCNV_IMAP_MAILBOX, UCNV_COMPOUND_TEXT,
    ].map { Int32($0.rawValue) } + (UCNV_LMBCS_1.rawValue...UCNV_LMBCS_LAST.rawValue).map { Int32($0) })

  /// ICU's converter type, or `nil` when it cannot open the converter.
  private var converterType: Int32? {
    var status = U_ZERO_ERROR
    guard let converter = ustr_icu_ucnv_open(icuName, &status), !ustr_icu_U_FAILURE(status) else { return nil }
    defer { ustr_icu_ucnv_close(converter) }
    return ustr_icu_ucnv_getType(converter)
  }

  /// Whether the encoding has shift states: bytes that decode to no character but switch what
  /// the next bytes mean (ISO-2022-JP's `ESC $ B`, EBCDIC's SO and SI, HZ's `~{`, UTF-7's `+`).
  ///
  ///     try Encoding(named: "ISO-2022-JP").hasShiftStates   // true
  ///     try Encoding(named: "Shift_JIS").hasShiftStates     // false
  public var hasShiftStates: Bool { converterType.map(Self.statefulTypes.contains) ?? false }

  /// Whether the encoding shifts as ISO 2022 does (ISO-2022-JP, -KR, -CN): by escape sequences
  /// (ESC 1B, intermediate bytes 20–2F, a final byte 30–7E) and SO (0E) and SI (0F), bytes that
  /// never occur inside a character.
  public var shiftsByISO2022Escapes: Bool { converterType == Int32(UCNV_ISO_2022.rawValue) }

  /// Whether the encoding shifts as HZ does (HZ-GB-2312): `~{` into GB2312, `~}` back to
  /// ASCII, `~` and a line feed for nothing; `~~` is a tilde.
  ///
  ///     try Encoding(named: "HZ-GB-2312").shiftsByHZTildes   // true
  public var shiftsByHZTildes: Bool { converterType == Int32(UCNV_HZ.rawValue) }

  /// Whether the encoding is UTF-7: `+` starts a run of base64 (UTF-16 units, 6 bits a byte),
  /// which the first byte outside base64 ends (a `-` there is part of the shift); `+-` is a
  /// plus sign.
  ///
  ///     try Encoding(named: "UTF-7").shiftsAsUTF7   // true
  public var shiftsAsUTF7: Bool { converterType == Int32(UCNV_UTF7.rawValue) }

  /// Whether every byte 00–7F read alone is the ASCII character of that value and the
  /// encoding has no shift states (ISO-2022, UTF-7, HZ, SCSU, BOCU-1 have them; UTF-16 and
  /// UTF-32 use two or four bytes a character). Double-byte encodings such as EUC-KR and Big5
  /// are ASCII-compatible in this sense although their trail bytes can fall in 40–7E. ICU's
  /// Shift_JIS (IBM-943) is not: it reads 1A, 1C and 7F as U+001C, U+007F and U+001A, as IBM's
  /// PC code pages do.
  public var isASCIICompatible: Bool {
    var status = U_ZERO_ERROR
    guard let converter = ustr_icu_ucnv_open(icuName, &status), !ustr_icu_U_FAILURE(status)
    else { return false }
    defer { ustr_icu_ucnv_close(converter) }
    guard ustr_icu_ucnv_getMinCharSize(converter) == 1,
      !Self.statefulTypes.contains(ustr_icu_ucnv_getType(converter))
    else { return false }
    // Without shift states and one byte a character at least, the run 00–7F decodes as each
    // byte alone would: an ASCII byte is never a lead byte.
    let ascii = (0..<0x80).map { UInt8($0) }
    return (try? EncodingDecoder(encoding: self))?.decodeAll(ascii).utf8 == ascii
  }
}
