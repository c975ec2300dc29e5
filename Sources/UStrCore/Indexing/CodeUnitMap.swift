/// Sampled checkpoints over a text's UTF-8 that convert offsets between the UTF-8, UTF-16 and
/// scalar views in O(log n) time with a scan of at most 256 bytes.
///
/// For "a😀é" (U+0061 U+1F600 U+00E9; UTF-8 61 F0 9F 98 80 C3 A9):
///
///     let map = CodeUnitMap("a😀é")
///     map.utf16Offset(utf8Offset: 5)   // 3  (after 😀, which UTF-16 writes as two units)
///     map.utf16Offset(utf8Offset: 2)   // nil (inside 😀)
///     map.utf8Offset(utf16Offset: 2)   // nil (between the two UTF-16 units of U+1F600)
///     map.utf8Offset(scalarOffset: 2)  // 5
///
/// Every 256 bytes a checkpoint records how many scalars and UTF-16 units start before it (two
/// `UInt16`s relative to a 4096-byte superblock, which records two `Int`s), and one bit says
/// whether the block is all ASCII: 1/64 + 1/256 + 1/2048 of the text, about 2 %. A query finds
/// its checkpoint (directly for a UTF-8 offset, by binary search over superblocks then blocks
/// for the others); in an ASCII block the answer is arithmetic, elsewhere the bytes from the
/// checkpoint are classified a word or a vector at a time.
///
/// The map keeps `text` (a reference to its storage, not a copy) and reads its UTF-8 in place.
public struct CodeUnitMap: Sendable {
  /// The text the offsets refer to, as native UTF-8.
  public let text: String
  /// The text's length in UTF-8, scalars and UTF-16.
  public let counts: UTF8CodeUnitCounts
  /// Scalars and UTF-16 units starting before each 4096-byte superblock.
  var superblocks: [Checkpoint<Int>]
  /// Scalars and UTF-16 units starting between each 256-byte block's superblock and the block;
  /// one more than the number of whole blocks, so that the end has one.
  var blocks: [Checkpoint<UInt16>]
  /// Bit `b % 64` of word `b / 64` is set when block `b` is all ASCII: there, every offset in
  /// every view is the block's checkpoint plus the same count, so a query needs no scan.
  var asciiBlocks: [UInt64]

  static let blockShift = 8
  static let blockSize = 1 << blockShift
  static let blocksPerSuperblock = 16

  /// Builds the map in one pass over `text`'s UTF-8.
  ///
  /// - Complexity: O(n) in the UTF-8 length, at the speed of ``UTF8CodeUnitCounts`` (tens of
  ///   gigabytes a second); memory about 2 % of the UTF-8 length.
  public init(_ text: String) {
    var text = text
    text.makeContiguousUTF8()
    self.text = text
    var superblocks: [Checkpoint<Int>] = []
    var blocks: [Checkpoint<UInt16>] = []
    var asciiBlocks: [UInt64] = []
    let total = text.utf8.withContiguousStorageIfAvailable { bytes in
      Self.build(
        UnsafeRawBufferPointer(bytes), superblocks: &superblocks, blocks: &blocks,
        asciiBlocks: &asciiBlocks)
    }!
    self.superblocks = superblocks
    self.blocks = blocks
    self.asciiBlocks = asciiBlocks
    self.counts = total
  }

  /// The bytes of checkpoints the map holds beyond the text itself.
  public var checkpointMemory: Int {
    superblocks.capacity * MemoryLayout<Checkpoint<Int>>.stride
      + blocks.capacity * MemoryLayout<Checkpoint<UInt16>>.stride
      + asciiBlocks.capacity * MemoryLayout<UInt64>.stride
  }

  /// Whether block `block` holds ASCII bytes only.
  func isASCII(block: Int) -> Bool {
    asciiBlocks[block >> 6] & (1 << UInt64(block & 63)) != 0
  }

  private static func build(
    _ bytes: UnsafeRawBufferPointer, superblocks: inout [Checkpoint<Int>],
    blocks: inout [Checkpoint<UInt16>], asciiBlocks: inout [UInt64]
  ) -> UTF8CodeUnitCounts {
    let blockCount = bytes.count >> blockShift + 1
    blocks.reserveCapacity(blockCount)
    asciiBlocks = Array(repeating: 0, count: (blockCount + 63) / 64)
    superblocks.reserveCapacity(blockCount / blocksPerSuperblock + 1)
    var whole = Checkpoint<Int>(scalars: 0, utf16: 0)
    var inSuperblock = Checkpoint<Int>(scalars: 0, utf16: 0)
    var start = 0
    for block in 0..<blockCount {
      if block % blocksPerSuperblock == 0 {
        whole.add(inSuperblock)
        inSuperblock = Checkpoint(scalars: 0, utf16: 0)
        superblocks.append(whole)
      }
      blocks.append(Checkpoint(scalars: UInt16(inSuperblock.scalars), utf16: UInt16(inSuperblock.utf16)))
      let end = min(start + blockSize, bytes.count)
      let classes = UTF8ByteClasses(counting: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
      inSuperblock.add(Checkpoint(classes, bytes: end - start))
      // No continuation byte means no multi-byte scalar starts and ends here; one may only start
      // at the last byte, with its continuation bytes in the next block.
      if classes.continuationBytes == 0, end == start || bytes[end - 1] < 0x80 {
        asciiBlocks[block >> 6] |= 1 << UInt64(block & 63)
      }
      start = end
    }
    whole.add(inSuperblock)
    return UTF8CodeUnitCounts(utf8: bytes.count, scalars: whole.scalars, utf16: whole.utf16)
  }
}

/// Scalars and UTF-16 units that start before a point of the UTF-8.
struct Checkpoint<Count: FixedWidthInteger & Sendable>: Sendable {
  var scalars: Count
  var utf16: Count
}

extension Checkpoint<Int> {
  init(_ classes: UTF8ByteClasses, bytes: Int) {
    scalars = bytes - classes.continuationBytes
    utf16 = scalars + classes.fourByteLeaders
  }

  mutating func add(_ other: Checkpoint<Int>) {
    scalars += other.scalars
    utf16 += other.utf16
  }
}
