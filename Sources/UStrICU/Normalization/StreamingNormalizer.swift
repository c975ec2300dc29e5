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
/// UTF-8 sequence anywhere, valid or not (`UTF8StreamDecoder`). Ill-formed UTF-8 is repaired with
/// U+FFFD per maximal subpart, exactly as `String(decoding:as:)` repairs the whole input, and
/// reported in `invalidUTF8` exactly as `UTF8Decoding` reports the whole input.
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
  public var invalidUTF8Count: Int { decoder.listedCount + decoder.unlistedCount }
  /// The most ill-formed sequences kept in `invalidUTF8`, so garbage input keeps memory bounded.
  public static let invalidUTF8Limit = 100

  let normalizer: Normalizer
  /// Decodes the chunks, holding back the bytes of a sequence the last chunk cut short; the
  /// sequences past the limit are only counted.
  var decoder = UTF8StreamDecoder(listLimit: invalidUTF8Limit)
  /// Decoded text after the last boundary, waiting for what follows.
  var pending: [UInt16] = []
  /// UTF-16 code units already normalized and returned, for `longRuns` offsets.
  var utf16Consumed = 0

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
    // Units already pending were searched before; only the new ones (and the scalar before
    // them, which may be a surrogate pair split across the search) can hold a new boundary.
    let searched = max(pending.count - 1, 0)
    pending.append(contentsOf: record(decoder.decode(bytes)).utf16)
    // Text that ends with a line feed (a boundary after it in every form) goes out whole: a
    // line a pipe gives is written before the next one comes.
    let cut =
      pending.last == 0x0A ? pending.count : normalizer.instance.lastBoundary(in: pending, after: searched)
    guard cut > 0 else { return [] }
    // The text up to the cut keeps the buffer; only what follows it is copied (a long run
    // that just ended is not held twice).
    var ready = pending
    pending = Array(ready[cut...])
    ready.removeSubrange(cut...)
    return try normalize(ready)
  }

  /// Ends the input; returns the UTF-8 of the rest of the normalized text. A UTF-8 sequence the
  /// input cut short becomes U+FFFD.
  public mutating func finish() throws(ICUError) -> [UInt8] {
    pending.append(contentsOf: record(decoder.finish()).utf16)
    let rest = pending
    pending = []
    return try normalize(rest)
  }

  /// The text of decoded UTF-8, recording what was invalid.
  mutating func record(_ decoded: UTF8StreamDecoder.Output) -> String {
    invalidUTF8 += decoded.invalid
    return String(wellFormedUTF8: decoded.repairedUTF8)
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
    return (normalized ?? units).withUnsafeBufferPointer(UTF16Transcoding.utf8)
  }
}
