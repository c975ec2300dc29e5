#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import UStrICU

/// A stretch of a long piece given to the rules on its own (``FileScanner/scanStretches(_:isLineEnd:)``).
struct StretchContext {
  /// The whole piece (the rest of a line, or a piece of one that goes on).
  var piece: UnsafeBufferPointer<UInt8>
  /// Where the stretch being scanned starts in it.
  var utf8Offset = 0
  /// Whether a stretch before found the piece's first change to NFC, which is made once.
  var foundNotNFC = false
}

extension FileScanner {
  /// A piece this long or longer is scanned in stretches, in bytes.
  static let minimumStretchedLength = 1 << 16
  /// How far a stretch reaches past the scalar that opened it, at least, in bytes.
  static let stretchPadding = 256

  /// Scans `bytes`, a long piece of a line (its last when `isLineEnd`), as the rules would
  /// scan it whole, but gives them only the stretches around what ``sieve`` flags; between
  /// them, only the line's counts move on. Each stretch starts and ends between two printable
  /// ASCII bytes, where no rule looks across (no scalar's context, run, cluster or NFC
  /// segment crosses), and the piece keeps what the rules decide per piece: one not-NFC
  /// finding, excerpts cut at the piece's ends.
  ///
  /// A piece is scanned whole when it is short, where identifiers are checked, when the
  /// stretches would cover more than a quarter of it, when it holds an
  /// inline `ustr:allow` (it applies to all the piece), input that did not decode, or a stretch
  /// with a bidi embedding, override or isolate, ill-formed UTF-8, or a stretch of characters
  /// some encoding undoes (the mojibake rule picks the encoding over the whole piece), and at a
  /// line's end with a bidi control still open.
  ///
  /// - Complexity: O(n) in the piece's length.
  func scanStretches(_ bytes: UnsafeBufferPointer<UInt8>, isLineEnd: Bool) {
    guard let stretches = flaggedStretches(bytes, isLineEnd: isLineEnd) else {
      scanText(bytes, isLineEnd: isLineEnd)
      return
    }
    let pieceOffset = fileOffset
    stretch = StretchContext(piece: bytes)
    var position = 0
    for range in stretches {
      passStretch(UnsafeBufferPointer(rebasing: bytes[position..<range.lowerBound]))
      stretch!.utf8Offset = range.lowerBound
      scanText(UnsafeBufferPointer(rebasing: bytes[range]), isLineEnd: isLineEnd && range.upperBound == bytes.count)
      fileOffset += range.count
      position = range.upperBound
    }
    if isLineEnd {
      // Nothing after the last stretch needs counting: only the repaired text moves on.
      repairedOffset += bytes.count - position
    } else {
      passStretch(UnsafeBufferPointer(rebasing: bytes[position...]))
    }
    stretch = nil
    fileOffset = pieceOffset
  }

  /// Moves past a stretch the sieve proved clean: the line's counts, the offsets.
  private func passStretch(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !bytes.isEmpty else { return }
    if line.startOffset == nil { line.startOffset = fileOffset }
    advanceLineState(text: String(decoding: bytes, as: UTF8.self), byteCount: bytes.count, isLineEnd: false)
    repairedOffset += bytes.count
    fileOffset += bytes.count
  }

  /// The stretches of `bytes` the rules are to see, in order and apart, or `nil` when the
  /// piece is to be scanned whole (``scanStretches(_:isLineEnd:)`` says when).
  ///
  /// - Complexity: O(n) in the piece's length.
  func flaggedStretches(_ bytes: UnsafeBufferPointer<UInt8>, isLineEnd: Bool) -> [Range<Int>]? {
    let count = bytes.count
    // The sieve sees no scalar before the piece: a non-ASCII one at its start would be judged
    // by the one before it.
    guard usesSieve, spoof == nil, count >= Self.minimumStretchedLength, let base = bytes.baseAddress,
      line.previous == nil || base[0] < 0x80, !(isLineEnd && !line.bidiStack.isEmpty),
      !hasInvalidInput(before: fileOffset + count),
      !Self.holdsInlineMarker(bytes)
    else { return nil }
    var stretches: [Range<Int>] = []
    var covered = 0
    var start = 0
    while start < count, let flagged = sieve.firstFlaggedScalar(base, from: start, to: count) {
      let lower = Self.printableASCIIPair(before: max(flagged - 4, start), in: bytes, notBefore: start)
      let upper = Self.printableASCIIPair(after: min(flagged + Self.stretchPadding, count), in: bytes)
      covered += upper - lower
      // Flagged all over (private use, say): whole, before the checks cost more than they save.
      if covered > count / 4 { return nil }
      let stretch = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
      guard !Self.holdsBidiControl(stretch), let text = String(validating: stretch, as: UTF8.self),
        !(looksForMojibake && Mojibake.mayHoldMojibake(stretch) && Mojibake.holdsUndoableStretch(text))
      else { return nil }
      if let last = stretches.last, last.upperBound == lower {
        stretches[stretches.count - 1] = last.lowerBound..<upper
      } else {
        stretches.append(lower..<upper)
      }
      start = upper
    }
    return stretches
  }

  /// The last offset at or before `utf8Offset` and after `floor` that sits between two
  /// printable ASCII bytes, else `floor`.
  static func printableASCIIPair(
    before utf8Offset: Int, in bytes: UnsafeBufferPointer<UInt8>, notBefore floor: Int
  ) -> Int {
    var offset = utf8Offset
    while offset > floor {
      if isPrintableASCII(bytes[offset - 1]) && isPrintableASCII(bytes[offset]) { return offset }
      offset -= 1
    }
    return floor
  }

  /// The first offset at or after `utf8Offset` that sits between two printable ASCII bytes,
  /// else the end.
  static func printableASCIIPair(after utf8Offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var offset = max(utf8Offset, 1)
    while offset < bytes.count {
      if isPrintableASCII(bytes[offset - 1]) && isPrintableASCII(bytes[offset]) { return offset }
      offset += 1
    }
    return bytes.count
  }

  @inline(__always)
  static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

  /// Whether `bytes` hold `ustr:allow` (``ScanSelector/marker``): its colon is searched for
  /// (rarer in text than its first letter), then the bytes around it compared.
  static func holdsInlineMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let marker = ScanSelector.marker
    let colon = marker.firstIndex(of: 0x3A)!
    guard let base = bytes.baseAddress, bytes.count >= marker.count else { return false }
    var start = colon
    let last = bytes.count - (marker.count - colon)
    while start <= last, let found = memchr(base + start, 0x3A, last + 1 - start) {
      let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
      if bytes[(at - colon)..<(at - colon + marker.count)].elementsEqual(marker) { return true }
      start = at + 1
    }
    return false
  }

  /// Whether `bytes` hold an embedding, override, PDF, isolate or PDI (U+202A–U+202E,
  /// U+2066–U+2069: E2 80 AA–AE, E2 81 A6–A9).
  static func holdsBidiControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count >= 3 else { return false }
    var start = 0
    while let found = memchr(base + start, 0xE2, bytes.count - 2 - start) {
      let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
      let second = bytes[at + 1]
      let third = bytes[at + 2]
      if second == 0x80 && (0xAA...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third) {
        return true
      }
      start = at + 1
      if start >= bytes.count - 2 { break }
    }
    return false
  }
}
