public import UStrCore

/// Normalizes a UTF-8 byte stream of any size in bounded memory, chunk by chunk: the filter
/// behind `ustr normalize`.
///
///     var stream = try StreamingNormalizer(.nfc)
///     var output: [UInt8] = []
///     output += try stream.append(Array("Poke".utf8))
///     output += try stream.append([0xCC, 0x81] + Array("mon".utf8))  // U+0301, then "mon"
///     output += try stream.finish()
///     String(decoding: output, as: UTF8.self)  // "Pokémon" with U+00E9
///
/// The output is byte-identical to normalizing the whole input at once. Each chunk is cut at the
/// last normalization-safe boundary (a scalar for which `Normalizer.hasBoundaryBefore` holds: for
/// NFC, one with NFC_Quick_Check=Yes and ccc=0 that combines with nothing before it); the part
/// before is normalized and returned, the part after waits for the next chunk. Chunks may split a
/// UTF-8 sequence anywhere. Ill-formed UTF-8 is repaired with U+FFFD per maximal subpart, exactly
/// as `String(decoding:as:)` repairs the whole input, and reported in `invalidUTF8`.
///
/// Memory: the pending text is at most one chunk plus the longest stretch of the input without a
/// boundary (one cluster of a base and its marks in any real text).
public struct StreamingNormalizer: Sendable {
  /// The form produced.
  public var form: NormalizationForm { normalizer.form }
  /// Every combining run longer than the stream-safe limit met so far, with `utf16Range` counted
  /// in UTF-16 code units from the start of the whole input.
  public private(set) var longRuns: [CombiningRun] = []
  /// The first `invalidUTF8Limit` ill-formed UTF-8 sequences met so far (each repaired with
  /// U+FFFD), with offsets counted in bytes from the start of the whole input.
  public private(set) var invalidUTF8: [InvalidUTF8Sequence] = []
  /// How many ill-formed UTF-8 sequences were met in all (can exceed `invalidUTF8.count`).
  public private(set) var invalidUTF8Count = 0
  /// The most ill-formed sequences kept in `invalidUTF8`, so garbage input keeps memory bounded.
  public static let invalidUTF8Limit = 100

  let normalizer: Normalizer
  /// Bytes of a UTF-8 sequence that the last chunk cut short.
  var incompleteSequence: [UInt8] = []
  /// Decoded text after the last boundary, waiting for what follows.
  var pending: [UInt16] = []
  /// UTF-16 code units already normalized and returned, for `longRuns` offsets.
  var utf16Consumed = 0
  /// Input bytes decoded so far, and the UTF-8 length of their repaired text.
  var utf8Decoded = 0
  var repairedUTF8Decoded = 0

  /// Creates a filter for `form`.
  ///
  /// - Throws: `ICUError` when ICU cannot load its normalization data.
  public init(_ form: NormalizationForm) throws(ICUError) {
    normalizer = try Normalizer(form)
  }

  /// Feeds the next chunk of input; returns the UTF-8 of the normalized text that is now final
  /// (possibly empty).
  ///
  /// - Complexity: O(n) in the chunk plus the pending text.
  public mutating func append(_ bytes: some Collection<UInt8>) throws(ICUError) -> [UInt8] {
    var input = incompleteSequence
    input.append(contentsOf: bytes)
    let keep = Self.incompleteSuffixLength(of: input)
    incompleteSequence = Array(input[(input.count - keep)...])
    // Units already pending were searched before; only the new ones (and the scalar before
    // them, which may be a surrogate pair split across the search) can hold a new boundary.
    let searched = max(pending.count - 1, 0)
    pending.append(contentsOf: decode(input[..<(input.count - keep)]).utf16)
    let cut = lastBoundary(in: pending, after: searched)
    guard cut > 0 else { return [] }
    let ready = Array(pending[..<cut])
    pending.removeSubrange(..<cut)
    return try normalize(ready)
  }

  /// Ends the input; returns the UTF-8 of the rest of the normalized text. A UTF-8 sequence the
  /// input cut short becomes U+FFFD.
  public mutating func finish() throws(ICUError) -> [UInt8] {
    pending.append(contentsOf: decode(incompleteSequence).utf16)
    incompleteSequence = []
    let rest = pending
    pending = []
    return try normalize(rest)
  }

  /// Decodes complete UTF-8 (nothing cut short but at the very end), recording what is invalid.
  mutating func decode(_ bytes: some Collection<UInt8>) -> String {
    let decoding = UTF8Decoding(bytes: bytes)
    invalidUTF8Count += decoding.invalid.count
    for var sequence in decoding.invalid.prefix(Self.invalidUTF8Limit - invalidUTF8.count) {
      sequence.utf8Offset += utf8Decoded
      sequence.repairedUTF8Offset += repairedUTF8Decoded
      invalidUTF8.append(sequence)
    }
    utf8Decoded += bytes.count
    repairedUTF8Decoded += decoding.text.utf8.count
    return decoding.text
  }

  mutating func normalize(_ units: [UInt16]) throws(ICUError) -> [UInt8] {
    let (normalized, runs) = try units.withUnsafeBufferPointer { (buffer) throws(ICUError) in
      try normalizer.instance.normalize(buffer)
    }
    for run in runs {
      let range = (run.utf16Range.lowerBound + utf16Consumed)..<(run.utf16Range.upperBound + utf16Consumed)
      longRuns.append(CombiningRun(utf16Range: range, nonStarterCount: run.nonStarterCount))
    }
    utf16Consumed += units.count
    return Array(UTF16Transcoding.string(normalized ?? units).utf8)
  }

  /// The offset of the last scalar in `units` past `lowerBound` with a normalization boundary
  /// before it, or 0 when there is none.
  func lastBoundary(in units: [UInt16], after lowerBound: Int) -> Int {
    var i = units.count
    while i > max(lowerBound, 0) {
      i -= 1
      let unit = units[i]
      if UTF16.isTrailSurrogate(unit), i > 0, UTF16.isLeadSurrogate(units[i - 1]) {
        i -= 1
        let value = 0x10000 + ((UInt32(units[i]) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
        if normalizer.instance.hasBoundaryBefore(value) { return i }
      } else if normalizer.instance.hasBoundaryBefore(UInt32(unit)) {
        return i
      }
    }
    return 0
  }

  /// How many bytes at the end of `bytes` are the start of a UTF-8 sequence that may still be
  /// completed by the next chunk (0 to 3). Holding them back keeps the decoding identical to
  /// decoding the whole input: only a sequence cut short depends on what follows.
  static func incompleteSuffixLength(of bytes: [UInt8]) -> Int {
    var back = 1
    while back <= min(3, bytes.count) {
      let byte = bytes[bytes.count - back]
      if byte & 0xC0 != 0x80 {
        let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return needed > back ? back : 0
      }
      back += 1
    }
    return 0
  }
}
