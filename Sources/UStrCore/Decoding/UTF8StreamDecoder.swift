/// Decodes UTF-8 that arrives in chunks, cut anywhere, into well-formed UTF-8, reporting every
/// ill-formed sequence exactly as `UTF8Decoding(bytes:)` reports it for the whole input.
///
///     var decoder = UTF8StreamDecoder()
///     // "é" = C3 A9, and an overlong "/" = C0 AF, each cut by the chunk boundary
///     let first = decoder.decode([0x61, 0xC3])     // repairedUTF8 [61], invalid []
///     let second = decoder.decode([0xA9, 0xC0])    // repairedUTF8 [C3 A9], invalid []
///     let third = decoder.decode([0xAF, 0x62])     // repairedUTF8 [], invalid []
///     let rest = decoder.finish()
///     // rest.repairedUTF8: EF BF BD EF BF BD 62; rest.invalid: one .overlongEncoding [C0 AF]
///     // at utf8Offset 3, repairedUTF8Offset 3, replacementCount 2
///
/// A chunk's bytes are decoded once the sequence they belong to can no longer change with what
/// follows: an ill-formed sequence spans at most 6 bytes (`FC` and five continuation bytes), so
/// at most the last 5 bytes wait for the next chunk. Offsets are counted from the start of the
/// whole input; the repaired output is exactly `String(decoding: input, as: UTF8.self)`'s UTF-8
/// once every chunk and `finish()` are joined, and each part ends on a scalar boundary.
///
/// Made with a `listLimit`, the decoder hands over only the first `listLimit` ill-formed
/// sequences as values and counts the rest (``unlistedCount``): a gigabyte of bad bytes then
/// costs no more memory than a chunk of repaired text.
public struct UTF8StreamDecoder: Sendable {
  /// What one call decoded.
  public struct Output: Sendable {
    /// Well-formed UTF-8: the input with each ill-formed sequence replaced by U+FFFD (EF BF BD)
    /// per maximal subpart. It ends on a scalar boundary.
    public var repairedUTF8: [UInt8]
    /// The ill-formed sequences decoded by this call, in input order, with offsets from the
    /// start of the whole input.
    public var invalid: [InvalidUTF8Sequence]
  }

  /// Input bytes decoded so far (not counting the ones waiting for the next chunk).
  public private(set) var utf8Offset = 0
  /// The UTF-8 length of the repaired text returned so far.
  public private(set) var repairedUTF8Offset = 0
  /// Bytes at the end of the last chunk whose sequence the next chunk may still change.
  private var waiting: [UInt8] = []
  /// The most ill-formed sequences handed over as values; the rest are only counted.
  public let listLimit: Int
  /// The ill-formed sequences handed over so far.
  public private(set) var listedCount = 0
  /// The ill-formed sequences decoded past ``listLimit``: counted, not handed over.
  public private(set) var unlistedCount = 0
  /// How many U+FFFD replace the unlisted sequences in the repaired text.
  public private(set) var unlistedReplacementCount = 0

  /// The most bytes one ill-formed sequence spans (`FC` and five continuation bytes).
  static let longestSequence = 6

  /// Creates a decoder at the start of an input that hands over at most `listLimit` ill-formed
  /// sequences as values (every one by default) and counts the rest.
  public init(listLimit: Int = .max) {
    self.listLimit = listLimit
  }

  /// Decodes the next chunk of input; up to 5 bytes at its end may wait for the next call, none
  /// when it ends with an ASCII byte (which no sequence continues past: a line a pipe gives
  /// goes on whole).
  ///
  /// - Complexity: O(n) in the chunk.
  public mutating func decode(_ chunk: some Collection<UInt8>) -> Output {
    var bytes = waiting
    bytes.append(contentsOf: chunk)
    let endsWithASCII = bytes.last.map { $0 < 0x80 } ?? false
    return decode(bytes, decidableBefore: endsWithASCII ? bytes.count : bytes.count - (Self.longestSequence - 1))
  }

  /// Decodes the next chunk and hands `body` the result as well-formed UTF-8, in place where it
  /// can: what ``decode(_:)`` returns, in one or more pieces that each end on a scalar boundary.
  ///
  /// A well-formed chunk, the common case, is checked where it lies (`UTF8.isWellFormed`) and
  /// handed over without a copy, but for a scalar it cuts (which waits) and one the last chunk
  /// cut (handed first, finished); a chunk with an ill-formed sequence goes through the
  /// validator that names each one, and `body` gets the repaired bytes.
  ///
  ///     var decoder = UTF8StreamDecoder()
  ///     decoder.decode(inPlace: [0x61, 0xC3]) { print(Array($0)) }  // [61]
  ///     decoder.decode(inPlace: [0xA9, 0x62]) { print(Array($0)) }  // [C3 A9], then [62]
  ///
  /// - Returns: The ill-formed sequences this call decoded, with offsets in the whole input.
  /// - Complexity: O(n) in the chunk.
  public mutating func decode<E: Error>(
    inPlace chunk: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) -> [InvalidUTF8Sequence] {
    var bridgeEnd = 0
    if !waiting.isEmpty {
      while bridgeEnd < min(chunk.count, 3), chunk[bridgeEnd] & 0xC0 == 0x80 { bridgeEnd += 1 }
    }
    let cut = Self.lastScalarStart(in: chunk, from: bridgeEnd)
    let bridge = waiting + chunk[..<bridgeEnd]
    let isWellFormed = chunk.withUnsafeBufferPointer { whole in
      UTF8.isWellFormed(UnsafeBufferPointer(rebasing: whole[bridgeEnd..<cut]))
    }
    if bridgeEnd < chunk.count, chunk[bridgeEnd] & 0xC0 != 0x80, isWellFormed, UTF8.isWellFormed(bridge) {
      if !bridge.isEmpty { try bridge.withUnsafeBufferPointer { (bridge) throws(E) in try body(bridge) } }
      if cut > bridgeEnd {
        try chunk.withUnsafeBufferPointer { (whole) throws(E) in try body(UnsafeBufferPointer(rebasing: whole[bridgeEnd..<cut])) }
      }
      let decoded = bridge.count + (cut - bridgeEnd)
      waiting = Array(chunk[cut...])
      utf8Offset += decoded
      repairedUTF8Offset += decoded
      return []
    }
    let output = decode(chunk)
    if !output.repairedUTF8.isEmpty {
      try output.repairedUTF8.withUnsafeBufferPointer { (repaired) throws(E) in try body(repaired) }
    }
    return output.invalid
  }

  /// Decodes the next chunk into a `String`: what ``decode(_:)`` returns, as text.
  ///
  /// The pieces ``decode(inPlace:_:)`` hands over are well-formed (a well-formed chunk checked
  /// 32 bytes a step where it lies, the validator's repair of any other), so each is copied
  /// into the string as it is (`String(wellFormedUTF8:)`), not checked a second time. Either way
  /// the text and the reports are ``decode(_:)``'s.
  ///
  /// - Complexity: O(n) in the chunk.
  public mutating func decodeText(_ chunk: [UInt8]) -> (text: String, invalid: [InvalidUTF8Sequence]) {
    var text = ""
    let invalid = decode(inPlace: chunk) { text += String(wellFormedUTF8: $0) }
    return (text, invalid)
  }

  /// Where the scalar the end of `chunk` may cut starts: the offset of a lead byte among the
  /// last four whose sequence runs past the end, else the chunk's end (never before `start`).
  static func lastScalarStart(in chunk: [UInt8], from start: Int) -> Int {
    var position = chunk.count
    while position > max(start, chunk.count - 4) {
      position -= 1
      let byte = chunk[position]
      guard byte & 0xC0 == 0x80 else {
        let width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return position + width > chunk.count ? position : chunk.count
      }
    }
    return chunk.count
  }

  /// Ends the input: decodes the bytes still waiting (a sequence cut short by the end of input
  /// is reported and replaced). The counts stay readable; a new input needs a new decoder.
  public mutating func finish() -> Output {
    decode(waiting, decidableBefore: waiting.count)
  }

  /// Decodes every sequence of `bytes` starting before `limit` (the rest waits).
  private mutating func decode(_ bytes: [UInt8], decidableBefore limit: Int) -> Output {
    var validator = UTF8Validator(bytes: bytes)
    var repaired: [UInt8] = []
    repaired.reserveCapacity(bytes.count)
    var invalid: [InvalidUTF8Sequence] = []
    var copiedUpTo = 0
    while let found = validator.nextInvalid(startingBefore: limit) {
      repaired.append(contentsOf: bytes[copiedUpTo..<found.utf8Offset])
      if listedCount < listLimit {
        listedCount += 1
        invalid.append(
          InvalidUTF8Sequence(
            utf8Offset: utf8Offset + found.utf8Offset,
            repairedUTF8Offset: repairedUTF8Offset + repaired.count,
            bytes: Array(bytes[found.utf8Offset..<found.end]), kind: found.kind,
            replacementCount: found.replacementCount))
      } else {
        unlistedCount += 1
        unlistedReplacementCount += found.replacementCount
      }
      for _ in 0..<found.replacementCount { repaired.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
      copiedUpTo = found.end
    }
    let decoded = max(validator.position, copiedUpTo)
    repaired.append(contentsOf: bytes[copiedUpTo..<decoded])
    waiting = Array(bytes[decoded...])
    utf8Offset += decoded
    repairedUTF8Offset += repaired.count
    return Output(repairedUTF8: repaired, invalid: invalid)
  }
}
