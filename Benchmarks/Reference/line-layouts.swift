// Line start layouts for a text-free line index, measured side by side on the corpus's prose:
// memory (everything counted: arrays' headers and capacities, side tables) and the time of the
// two text-free queries, line -> UTF-8 offset and UTF-8 offset -> line, on the same 1024 seeded
// queries in the same process. Every layout is checked against the plain array of line starts
// (every line of the prose, and every seventh offset) before it is timed.
//
// Run by line-layouts.sh (swiftc -O). Layouts:
// - "main": LineIndex's (chunks of at most 4096 lines and 64 KiB: an Int a chunk, a UInt16
//   distance a line).
// - "bytes/blockN": one byte a line (its UTF-8 length with its terminator; 255 = the length is
//   255 plus the next entry of the chunk's UInt16 side table, which 65535 sends on to an Int
//   table); a header a block of N lines (its start from the chunk's and the rank of its first
//   escape: 6 bytes); chunks of 4096 lines. line -> offset sums the block's first bytes eight at
//   a time and adds the escapes' excess; offset -> line searches the block headers, then skips
//   eight lengths at a time.
// - "bytes-inline/blockN": the same with each block's header in front of its lengths, in one
//   buffer a chunk (one cache line instead of two).
// - "rice/blockN[/chunkL]": each block of N lines Rice-coded with the parameter r that makes it
//   shortest: a length v as its low r bits (all the block's lows first, r bits each) and v >> r
//   in unary (q ones, then a zero); an 8-byte header a block (start from the chunk's: 32 bits,
//   bit position: 27, r: 5); chunks of L lines (4096 unless said). Near the lengths' entropy,
//   but a query decodes up to a block's codes.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What every layout answers, without the text.
protocol LineLayout {
  init(lineStarts: [Int], utf8Count: Int, blockShift: Int, chunkLines: Int)
  /// The bytes held, capacities and array headers included.
  var memory: Int { get }
  func utf8Offset(ofLine line: Int) -> Int
  func line(containingUTF8Offset utf8Offset: Int) -> Int
}

/// An array's header: reference count, type, count, capacity.
let arrayHeader = 32

/// `values` in an array of exactly their count.
func exactCopy<T>(_ values: [T]) -> [T] {
  Array(unsafeUninitializedCapacity: values.count) { buffer, count in
    _ = buffer.initialize(from: values)
    count = values.count
  }
}

/// The first index of `values[lower..<upper]` where `isAfter` holds, or `upper` (branch-free
/// halving, as LineIndex searches).
@inline(__always)
func firstIndex<Value>(
  in values: UnsafeBufferPointer<Value>, _ lower: Int, _ upper: Int, where isAfter: (Value) -> Bool
) -> Int {
  guard lower < upper else { return lower }
  var base = lower
  var length = upper - lower
  while length > 1 {
    let half = length / 2
    base = isAfter(values[base + half]) ? base : base + half
    length -= half
  }
  return isAfter(values[base]) ? base : base + 1
}

/// The eight bytes of `word` added in pairs: four two-byte lanes, to add up later.
@inline(__always)
func pairSums(_ word: UInt64) -> UInt64 {
  (word & 0x00FF_00FF_00FF_00FF) &+ ((word >> 8) & 0x00FF_00FF_00FF_00FF)
}

/// The four two-byte lanes of `lanes` added up.
@inline(__always)
func total(_ lanes: UInt64) -> Int { Int((lanes &* 0x0001_0001_0001_0001) >> 48) }

/// The high bit of each byte of `word` that is 0xFF (exact: no borrow between bytes).
@inline(__always)
func escapeBits(_ word: UInt64) -> UInt64 {
  ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x0101_0101_0101_0101) & word & 0x8080_8080_8080_8080
}

// MARK: - main's layout

struct MainLayout: LineLayout {
  var chunkStarts: [Int] = []
  var chunkFirstLines: [Int] = []
  var chunks: [[UInt16]] = []

  init(lineStarts: [Int], utf8Count: Int, blockShift: Int = 0, chunkLines: Int = 4096) {
    var current: [UInt16] = []
    var base = 0
    for (line, start) in lineStarts.enumerated() {
      if current.isEmpty || start - base > Int(UInt16.max) || current.count == chunkLines {
        if !current.isEmpty { chunks.append(exactCopy(current)) }
        current = [0]
        base = start
        chunkStarts.append(start)
        chunkFirstLines.append(line)
      } else {
        current.append(UInt16(start - base))
      }
    }
    chunks.append(exactCopy(current))
  }

  var memory: Int {
    // As LineIndex.memory counts it: with the column checkpoints' outer array (one empty array
    // a chunk) and the grapheme checkpoints' (empty).
    chunkStarts.capacity * 8 + chunkFirstLines.capacity * 8 + chunks.capacity * 8
      + chunks.reduce(0) { $0 + arrayHeader + $1.capacity * 2 } + chunks.count * 8 + 4 * arrayHeader
  }

  @inline(never)
  func utf8Offset(ofLine line: Int) -> Int {
    let chunk = chunkFirstLines.withUnsafeBufferPointer { firstIndex(in: $0, 1, $0.count) { $0 > line } - 1 }
    return chunkStarts[chunk] + Int(chunks[chunk][line - chunkFirstLines[chunk]])
  }

  @inline(never)
  func line(containingUTF8Offset utf8Offset: Int) -> Int {
    let chunk = chunkStarts.withUnsafeBufferPointer { firstIndex(in: $0, 1, $0.count) { $0 > utf8Offset } - 1 }
    let distance = utf8Offset - chunkStarts[chunk]
    let line = chunks[chunk].withUnsafeBufferPointer { firstIndex(in: $0, 1, $0.count) { Int($0) > distance } - 1 }
    return chunkFirstLines[chunk] + line
  }
}

/// The lines in chunks of a fixed number of lines: each chunk's start and first line, and the
/// chunk search the layouts below share (they differ in what a chunk holds).
struct Chunking {
  var starts: [Int] = []
  var firstLines: [Int] = []

  /// Cuts the lines of `lineStarts` (a text of `utf8Count` bytes) into chunks of `chunkLines`,
  /// calling `body` with each chunk's line lengths (with their terminators), in order.
  init(lineStarts: [Int], utf8Count: Int, chunkLines: Int, _ body: (_ lengths: [Int]) -> Void) {
    var line = 0
    while line < lineStarts.count {
      let end = min(lineStarts.count, line + chunkLines)
      starts.append(lineStarts[line])
      firstLines.append(line)
      body((line..<end).map { (($0 + 1 < lineStarts.count ? lineStarts[$0 + 1] : utf8Count) - lineStarts[$0]) })
      line = end
    }
    starts = exactCopy(starts)
    firstLines = exactCopy(firstLines)
  }

  /// The chunk holding `line`, and the line's number in it.
  @inline(__always)
  func chunk(containingLine line: Int) -> (chunk: Int, line: Int) {
    let chunk = firstLines.withUnsafeBufferPointer { firstIndex(in: $0, 1, $0.count) { $0 > line } - 1 }
    return (chunk, line - firstLines[chunk])
  }

  /// The chunk holding `utf8Offset`, and the offset's distance from the chunk's start.
  @inline(__always)
  func chunk(containingUTF8Offset utf8Offset: Int) -> (chunk: Int, distance: Int) {
    let chunk = starts.withUnsafeBufferPointer { firstIndex(in: $0, 1, $0.count) { $0 > utf8Offset } - 1 }
    return (chunk, utf8Offset - starts[chunk])
  }

  /// The bytes of the chunk tables and of an array of `chunks` of `Chunk`s, with the column
  /// checkpoints' outer array LineIndex keeps (an empty array a chunk) and the grapheme
  /// checkpoints' (empty).
  func memory<Chunk>(_ chunks: [Chunk]) -> Int {
    starts.capacity * 8 + firstLines.capacity * 8 + chunks.capacity * MemoryLayout<Chunk>.stride + chunks.count * 8
      + 4 * arrayHeader
  }
}

// MARK: - one byte a line

/// A chunk's escaped lengths: the excess over 255 as UInt16, 65535 sending on to `huge`.
struct Escapes {
  var excess: [UInt16] = []
  var huge: [Int] = []

  /// The byte that stands for `length`: the length itself below 255, else 255 (the length
  /// stored as the next escape).
  mutating func byte(storing length: Int) -> UInt8 {
    guard length >= 255 else { return UInt8(length) }
    append(length)
    return 255
  }

  /// Stores `length` (255 or more) as the next escape.
  private mutating func append(_ length: Int) {
    if length - 255 >= 65535 {
      excess.append(65535)
      huge.append(length)
    } else {
      excess.append(UInt16(length - 255))
    }
  }

  var memory: Int {
    (excess.isEmpty ? 0 : arrayHeader + excess.capacity * 2) + (huge.isEmpty ? 0 : arrayHeader + huge.capacity * 8)
  }

  /// Calls `body` with the excess table and the huge lengths, as buffers (a closure holding
  /// `self` would retain its arrays at every query).
  @inline(__always)
  func withTables<Result>(_ body: (EscapeTables) -> Result) -> Result {
    excess.withUnsafeBufferPointer { excess in
      huge.withUnsafeBufferPointer { huge in body(EscapeTables(excess: excess, huge: huge)) }
    }
  }

  func exact() -> Escapes { Escapes(excess: exactCopy(excess), huge: exactCopy(huge)) }
}

/// A chunk's `Escapes` as buffers.
struct EscapeTables {
  let excess: UnsafeBufferPointer<UInt16>
  let huge: UnsafeBufferPointer<Int>

  /// The length of escape `rank` minus 255.
  @inline(__always)
  func callAsFunction(_ rank: Int) -> Int {
    excess[rank] == 65535 ? hugeExcess(rank) : Int(excess[rank])
  }

  /// The length of escape `rank` (one of 64 KiB or more) minus 255.
  @inline(never)
  private func hugeExcess(_ rank: Int) -> Int {
    huge[excess[..<rank].filter { $0 == 65535 }.count] - 255
  }
}

struct ByteChunk {
  var lengths: [UInt8]
  /// Block 1's header on: start from the chunk's (low 40 bits) | first escape's rank << 40
  /// (counted as 6 bytes: what a packed array of them would take).
  var blocks: [UInt64]
  var escapes: Escapes
}

struct ByteLayout: LineLayout {
  let blockShift: Int
  let chunking: Chunking
  let chunks: [ByteChunk]

  init(lineStarts: [Int], utf8Count: Int, blockShift: Int, chunkLines: Int = 4096) {
    self.blockShift = blockShift
    var chunks: [ByteChunk] = []
    chunking = Chunking(lineStarts: lineStarts, utf8Count: utf8Count, chunkLines: chunkLines) { lineLengths in
      var lengths: [UInt8] = []
      var blocks: [UInt64] = []
      var escapes = Escapes()
      var start = 0
      for (line, length) in lineLengths.enumerated() {
        if line != 0, line & ((1 << blockShift) - 1) == 0 {
          blocks.append(UInt64(start) | UInt64(escapes.excess.count) << 40)
        }
        lengths.append(escapes.byte(storing: length))
        start += length
      }
      lengths += repeatElement(0, count: 8)  // an eight-byte load never passes the end
      chunks.append(ByteChunk(lengths: exactCopy(lengths), blocks: exactCopy(blocks), escapes: escapes.exact()))
    }
    self.chunks = chunks
  }

  var memory: Int {
    chunking.memory(chunks)
      + chunks.reduce(0) {
        $0 + arrayHeader + $1.lengths.capacity + ($1.blocks.isEmpty ? 0 : arrayHeader + $1.blocks.count * 6)
          + $1.escapes.memory
      }
  }

  @inline(never)
  func utf8Offset(ofLine line: Int) -> Int {
    let (chunk, inChunk) = chunking.chunk(containingLine: line)
    let block = inChunk >> blockShift
    return chunks.withUnsafeBufferPointer { chunks in
      let header = block == 0 ? 0 : chunks[chunk].blocks.withUnsafeBufferPointer { $0[block - 1] }
      let (sum, escaped) = chunks[chunk].lengths.withUnsafeBytes {
        sumOfLengths($0, from: block << blockShift, count: inChunk & ((1 << blockShift) - 1))
      }
      var utf8Offset = chunking.starts[chunk] + Int(header & 0xFF_FFFF_FFFF) + sum
      let rank = Int(header >> 40)
      if escaped > 0 {
        chunks[chunk].escapes.withTables { excess in
          for escape in rank..<(rank + escaped) { utf8Offset += excess(escape) }
        }
      }
      return utf8Offset
    }
  }

  @inline(never)
  func line(containingUTF8Offset utf8Offset: Int) -> Int {
    let (chunk, distance) = chunking.chunk(containingUTF8Offset: utf8Offset)
    return chunks.withUnsafeBufferPointer { chunks in
      let block = chunks[chunk].blocks.withUnsafeBufferPointer {
        firstIndex(in: $0, 0, $0.count) { Int($0 & 0xFF_FFFF_FFFF) > distance }
      }
      let header = block == 0 ? 0 : chunks[chunk].blocks[block - 1]
      let first = block << blockShift
      let count = min(1 << blockShift, chunks[chunk].lengths.count - 8 - first)
      let line = chunks[chunk].lengths.withUnsafeBytes { bytes in
        chunks[chunk].escapes.withTables { excess in
          lineInBlock(
            bytes, from: first, count: count, start: Int(header & 0xFF_FFFF_FFFF), rank: Int(header >> 40),
            excess: excess, distance: distance)
        }
      }
      return chunking.firstLines[chunk] + first + line
    }
  }
}

/// The sum of the `count` lengths at `from` (escapes as 255) and how many are escapes.
@inline(__always)
func sumOfLengths(_ bytes: UnsafeRawBufferPointer, from: Int, count: Int) -> (sum: Int, escapes: Int) {
  var lanes: UInt64 = 0
  var escapes = 0
  var position = from
  let end = from + count
  while end - position >= 8 {
    let word = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)
    lanes &+= pairSums(word)
    escapes &+= escapeBits(word).nonzeroBitCount
    position &+= 8
  }
  if end > position {
    let word = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self) & ((1 << UInt64((end - position) * 8)) &- 1)
    lanes &+= pairSums(word)
    escapes &+= escapeBits(word).nonzeroBitCount
  }
  return (total(lanes), escapes)
}

/// The line (from the block's first) of the `count` lengths at `from`, the block starting at
/// `start` with escape `rank`, that holds `distance`.
@inline(__always)
func lineInBlock(
  _ bytes: UnsafeRawBufferPointer, from: Int, count: Int, start: Int, rank: Int, excess: EscapeTables, distance: Int
) -> Int {
  var position = start
  var rank = rank
  var line = 0
  // Eight lines at a time while they all end at or before the distance.
  while count - line > 8 {
    let word = bytes.loadUnaligned(fromByteOffset: from + line, as: UInt64.self)
    let escaped = escapeBits(word).nonzeroBitCount
    var sum = total(pairSums(word))
    for escape in rank..<(rank + escaped) { sum += excess(escape) }
    if position + sum > distance { break }
    position += sum
    rank += escaped
    line += 8
  }
  while line < count - 1 {
    var length = Int(bytes[from + line])
    if length == 255 {
      length += excess(rank)
      rank += 1
    }
    if position + length > distance { break }
    position += length
    line += 1
  }
  return line
}

struct InlineChunk {
  /// Each block: its start from the chunk's (UInt32), its first escape's rank (UInt16), its
  /// lengths (one byte each).
  var blocks: [UInt8]
  var escapes: Escapes
  var lineCount: Int
}

struct InlineByteLayout: LineLayout {
  let blockShift: Int
  let chunking: Chunking
  let chunks: [InlineChunk]
  var stride: Int { 6 + (1 << blockShift) }

  init(lineStarts: [Int], utf8Count: Int, blockShift: Int, chunkLines: Int = 4096) {
    self.blockShift = blockShift
    var chunks: [InlineChunk] = []
    chunking = Chunking(lineStarts: lineStarts, utf8Count: utf8Count, chunkLines: chunkLines) { lengths in
      var blocks: [UInt8] = []
      var escapes = Escapes()
      var start = 0
      for (line, length) in lengths.enumerated() {
        if line & ((1 << blockShift) - 1) == 0 {
          withUnsafeBytes(of: UInt32(start).littleEndian) { blocks += $0 }
          withUnsafeBytes(of: UInt16(escapes.excess.count).littleEndian) { blocks += $0 }
        }
        blocks.append(escapes.byte(storing: length))
        start += length
      }
      blocks += repeatElement(0, count: 8)  // an eight-byte load never passes the end
      chunks.append(InlineChunk(blocks: exactCopy(blocks), escapes: escapes.exact(), lineCount: lengths.count))
    }
    self.chunks = chunks
  }

  var memory: Int {
    chunking.memory(chunks) + chunks.reduce(0) { $0 + arrayHeader + $1.blocks.capacity + $1.escapes.memory }
  }

  @inline(never)
  func utf8Offset(ofLine line: Int) -> Int {
    let (chunk, inChunk) = chunking.chunk(containingLine: line)
    let at = (inChunk >> blockShift) * stride
    return chunks.withUnsafeBufferPointer { chunks in
      let (start, rank, sum, escaped) = chunks[chunk].blocks.withUnsafeBytes { bytes in
        let (sum, escaped) = sumOfLengths(bytes, from: at + 6, count: inChunk & ((1 << blockShift) - 1))
        return (
          Int(bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)),
          Int(bytes.loadUnaligned(fromByteOffset: at + 4, as: UInt16.self)), sum, escaped
        )
      }
      var utf8Offset = chunking.starts[chunk] + start + sum
      if escaped > 0 {
        chunks[chunk].escapes.withTables { excess in
          for escape in rank..<(rank + escaped) { utf8Offset += excess(escape) }
        }
      }
      return utf8Offset
    }
  }

  @inline(never)
  func line(containingUTF8Offset utf8Offset: Int) -> Int {
    let (chunk, distance) = chunking.chunk(containingUTF8Offset: utf8Offset)
    return chunks.withUnsafeBufferPointer { chunks in
      chunks[chunk].blocks.withUnsafeBytes { bytes in
        // The last block starting at or before the distance.
        var block = 0
        var length = (chunks[chunk].lineCount + (1 << blockShift) - 1) >> blockShift
        while length > 1 {
          let half = length / 2
          let start = Int(bytes.loadUnaligned(fromByteOffset: (block + half) * stride, as: UInt32.self))
          block = start > distance ? block : block + half
          length -= half
        }
        let at = block * stride
        let line = chunks[chunk].escapes.withTables { excess in
          lineInBlock(
            bytes, from: at + 6, count: min(1 << blockShift, chunks[chunk].lineCount - (block << blockShift)),
            start: Int(bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)),
            rank: Int(bytes.loadUnaligned(fromByteOffset: at + 4, as: UInt16.self)), excess: excess,
            distance: distance)
        }
        return chunking.firstLines[chunk] + (block << blockShift) + line
      }
    }
  }
}

// MARK: - Rice codes

struct RiceChunk {
  var bits: [UInt64]
  /// start from the chunk's (32 bits) | bit position of the block's lows (27) << 32 | r << 59.
  var blocks: [UInt64]
  var lineCount: Int
}

struct RiceLayout: LineLayout {
  let blockShift: Int
  let chunking: Chunking
  let chunks: [RiceChunk]

  init(lineStarts: [Int], utf8Count: Int, blockShift: Int, chunkLines: Int = 4096) {
    self.blockShift = blockShift
    var chunks: [RiceChunk] = []
    chunking = Chunking(lineStarts: lineStarts, utf8Count: utf8Count, chunkLines: chunkLines) { chunkLengths in
      var writer = BitWriter()
      var blocks: [UInt64] = []
      var start = 0
      for first in Swift.stride(from: 0, to: chunkLengths.count, by: 1 << blockShift) {
        let lengths = chunkLengths[first..<min(chunkLengths.count, first + (1 << blockShift))]
        let r = (0..<27).min { a, b in
          lengths.reduce(0) { $0 + a + 1 + $1 >> a } < lengths.reduce(0) { $0 + b + 1 + $1 >> b }
        }!
        blocks.append(UInt64(start) | UInt64(writer.count) << 32 | UInt64(r) << 59)
        for length in lengths { writer.append(UInt64(length) & ((1 << UInt64(r)) - 1), width: r) }
        for length in lengths {
          var q = length >> r
          while q >= 32 {
            writer.append(0xFFFF_FFFF, width: 32)
            q -= 32
          }
          writer.append((1 << UInt64(q)) - 1, width: q + 1)
        }
        start += lengths.reduce(0, +)
      }
      chunks.append(RiceChunk(bits: exactCopy(writer.words), blocks: exactCopy(blocks), lineCount: chunkLengths.count))
    }
    self.chunks = chunks
  }

  var memory: Int {
    chunking.memory(chunks) + chunks.reduce(0) { $0 + 2 * arrayHeader + $1.bits.capacity * 8 + $1.blocks.capacity * 8 }
  }

  /// The `width` bits at bit `position` (width 1...64, not crossing more than one word edge).
  @inline(__always)
  static func bits(_ words: UnsafeBufferPointer<UInt64>, at position: Int, width: Int) -> UInt64 {
    let word = position >> 6
    let bit = position & 63
    var value = words[word] >> UInt64(bit)
    if bit + width > 64 { value |= words[word + 1] << UInt64(64 - bit) }
    return width == 64 ? value : value & ((1 << UInt64(width)) - 1)
  }

  @inline(never)
  func utf8Offset(ofLine line: Int) -> Int {
    let (chunk, inChunk) = chunking.chunk(containingLine: line)
    let block = inChunk >> blockShift
    return chunks.withUnsafeBufferPointer { chunks in
      let header = chunks[chunk].blocks[block]
      let r = Int(header >> 59)
      let lows = Int((header >> 32) & 0x7FF_FFFF)
      let linesBefore = inChunk - (block << blockShift)
      let blockLines = min(1 << blockShift, chunks[chunk].lineCount - (block << blockShift))
      return chunks[chunk].bits.withUnsafeBufferPointer { words in
        var lowSum = 0
        if r > 0 {
          for index in 0..<linesBefore { lowSum += Int(Self.bits(words, at: lows + index * r, width: r)) }
        }
        // The ones before the linesBefore-th zero of the unary highs.
        var position = lows + blockLines * r
        var zeros = 0
        var ones = 0
        while zeros < linesBefore {
          let width = 64 - (position & 63)
          var word = Self.bits(words, at: position, width: width)
          let wordZeros = width - word.nonzeroBitCount
          if zeros + wordZeros < linesBefore {
            zeros += wordZeros
            ones += word.nonzeroBitCount
            position += width
            continue
          }
          while zeros < linesBefore {
            let run = (~word).trailingZeroBitCount
            ones += run
            word >>= UInt64(run + 1)
            zeros += 1
          }
        }
        return chunking.starts[chunk] + Int(header & 0xFFFF_FFFF) + ones << r + lowSum
      }
    }
  }

  @inline(never)
  func line(containingUTF8Offset utf8Offset: Int) -> Int {
    let (chunk, distance) = chunking.chunk(containingUTF8Offset: utf8Offset)
    return chunks.withUnsafeBufferPointer { chunks in
      let block = chunks[chunk].blocks.withUnsafeBufferPointer {
        firstIndex(in: $0, 1, $0.count) { Int($0 & 0xFFFF_FFFF) > distance } - 1
      }
      let header = chunks[chunk].blocks[block]
      let r = Int(header >> 59)
      let lows = Int((header >> 32) & 0x7FF_FFFF)
      var position = Int(header & 0xFFFF_FFFF)
      let blockLines = min(1 << blockShift, chunks[chunk].lineCount - (block << blockShift))
      var high = lows + blockLines * r
      return chunks[chunk].bits.withUnsafeBufferPointer { words in
        var line = 0
        while line < blockLines - 1 {
          var q = 0
          while true {
            let width = 64 - (high & 63)
            let run = (~Self.bits(words, at: high, width: width)).trailingZeroBitCount
            if run < width {
              q += run
              high += run + 1
              break
            }
            q += width
            high += width
          }
          let low = r == 0 ? 0 : Int(Self.bits(words, at: lows + line * r, width: r))
          let length = q << r + low
          if position + length > distance { break }
          position += length
          line += 1
        }
        return chunking.firstLines[chunk] + (block << blockShift) + line
      }
    }
  }
}

/// Appends bit fields, low bits first.
struct BitWriter {
  var words: [UInt64] = []
  var count = 0

  mutating func append(_ value: UInt64, width: Int) {
    guard width > 0 else { return }
    let bit = count & 63
    if bit == 0 { words.append(0) }
    words[words.count - 1] |= value << UInt64(bit)
    if bit + width > 64 { words.append(value >> UInt64(64 - bit)) }
    count += width
  }
}

// MARK: - The run

/// The line starts of `bytes` with LF, CR LF and CR as terminators (LSP's).
func lineStarts(of bytes: [UInt8]) -> [Int] {
  var starts = [0]
  for (index, byte) in bytes.enumerated() {
    if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
      starts.append(index + 1)
    }
  }
  return starts
}

func read(_ path: String) -> [UInt8] {
  guard let file = fopen(path, "rb") else { fatalError("cannot read \(path)") }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  return bytes
}

func names(in folder: String) -> [String] {
  guard let directory = opendir(folder) else { fatalError("cannot list \(folder)") }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) {
      String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
    }
    if name.hasSuffix(".txt") { names.append(folder + "/" + name) }
  }
  return names.sorted()
}

func nanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func format(_ value: Double, _ digits: Int) -> String {
  var text = String(Int((value * pow(10, Double(digits))).rounded()))
  while text.count <= digits { text = "0" + text }
  return digits == 0 ? text : String(text.dropLast(digits)) + "." + String(text.suffix(digits))
}

let corpus = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "../shared/corpus"
// As the benchmarks' CorpusText.prose: the lipsum and wikipedia_mars files, in name order.
let prose = (names(in: corpus + "/lipsum") + names(in: corpus + "/wikipedia_mars")).flatMap(read)
var large = prose
while large.count < 64 << 20 { large += prose }

let layouts: [(String, (inout [(String, any LineLayout)], [Int], Int) -> Void)] = [
  ("main", { $0.append(("main", MainLayout(lineStarts: $1, utf8Count: $2))) }),
  ("bytes", { list, starts, count in
    for shift in [5, 6, 7, 8] {
      list.append(("bytes/block\(1 << shift)", ByteLayout(lineStarts: starts, utf8Count: count, blockShift: shift)))
    }
  }),
  ("bytes-inline", { list, starts, count in
    for shift in [4, 5] {
      list.append(
        ("bytes-inline/block\(1 << shift)", InlineByteLayout(lineStarts: starts, utf8Count: count, blockShift: shift)))
    }
  }),
  ("rice", { list, starts, count in
    for shift in [7, 8, 9] {
      list.append(("rice/block\(1 << shift)", RiceLayout(lineStarts: starts, utf8Count: count, blockShift: shift)))
    }
    for shift in [8, 9] {
      list.append(
        ("rice/block\(1 << shift)/chunk16384",
         RiceLayout(lineStarts: starts, utf8Count: count, blockShift: shift, chunkLines: 16384)))
    }
  }),
]

for (name, text) in [("prose", prose), ("64MB-prose", large)] {
  let starts = lineStarts(of: text)
  // The lengths' entropy (each line alone), against the bits a line that 1 % of the text allows.
  var frequencies: [Int: Int] = [:]
  for line in starts.indices {
    frequencies[(line + 1 < starts.count ? starts[line + 1] : text.count) - starts[line], default: 0] += 1
  }
  let entropy = frequencies.values.reduce(0.0) {
    let p = Double($1) / Double(starts.count)
    return $0 - p * log2(p)
  }
  let long = frequencies.filter { $0.key >= 255 }.values.reduce(0, +)
  print(
    "\(name): \(text.count) bytes, \(starts.count) lines, \(format(Double(text.count) / Double(starts.count), 1)) bytes a line, "
      + "\(format(Double(long) * 100 / Double(starts.count), 2)) % of them 255 bytes or more; "
      + "entropy of a line's length \(format(entropy, 2)) bits, 1 % of the text = \(format(Double(text.count) * 0.08 / Double(starts.count), 2)) bits a line"
  )
  var built: [(String, any LineLayout)] = []
  for (_, add) in layouts { add(&built, starts, text.count) }
  var state: UInt64 = 11
  var lines: [Int] = []
  var offsets: [Int] = []
  for _ in 0..<1024 {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    lines.append(Int(state >> 11) % starts.count)
    offsets.append(Int(state >> 13) % (text.count + 1))
  }
  for (label, layout) in built {
    // Checked before timing: every line's start, every seventh offset's line.
    for line in starts.indices where layout.utf8Offset(ofLine: line) != starts[line] {
      fatalError("\(label): line \(line) starts at \(starts[line]), not \(layout.utf8Offset(ofLine: line))")
    }
    var line = 0
    for utf8Offset in stride(from: 0, through: text.count, by: 7) {
      while line + 1 < starts.count, starts[line + 1] <= utf8Offset { line += 1 }
      if layout.line(containingUTF8Offset: utf8Offset) != line { fatalError("\(label): offset \(utf8Offset)") }
    }
  }
  // Seven rounds, each layout in turn; the best round of each, in ns a query.
  var best: [String: (toOffset: Double, toLine: Double)] = [:]
  for _ in 0..<7 {
    for (label, layout) in built {
      var sink = 0
      let start = nanoseconds()
      for _ in 0..<200 { for line in lines { sink &+= layout.utf8Offset(ofLine: line) } }
      let middle = nanoseconds()
      for _ in 0..<200 { for utf8Offset in offsets { sink &+= layout.line(containingUTF8Offset: utf8Offset) } }
      let end = nanoseconds()
      if sink == 42 { print("") }
      let old = best[label] ?? (.infinity, .infinity)
      best[label] = (min(old.0, Double(middle - start) / 204_800), min(old.1, Double(end - middle) / 204_800))
    }
  }
  let main = best["main"]!
  print("  layout                       memory   line -> offset       offset -> line")
  for (label, layout) in built {
    let time = best[label]!
    let memory = format(Double(layout.memory) * 100 / Double(text.count), 3) + " %"
    let toOffset = format(time.toOffset, 1) + " ns " + format(time.toOffset / main.toOffset, 2) + "x"
    let toLine = format(time.toLine, 1) + " ns " + format(time.toLine / main.toLine, 2) + "x"
    print("  " + label.rightPadded(26) + memory.leftPadded(9) + toOffset.leftPadded(18) + toLine.leftPadded(21))
  }
}

extension String {
  func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
  func rightPadded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
