/// Packs ascending line starts into ``LineIndex``'s chunks: a new chunk when the current one has
/// ``LineIndex/maximumChunkLines`` starts or the next start is 64 KiB or more past its first.
struct LineChunkBuilder {
  private(set) var chunkStarts: [Int] = []
  private(set) var chunkFirstLines: [Int] = []
  private(set) var chunks: [[UInt16]] = []
  /// The chunk being filled, copied to an array of its exact size when full.
  private var current: [UInt16] = []
  private var currentStart = 0
  private var nextLine: Int

  /// The most starts a chunk gets.
  private let maximumLines: Int

  /// A builder whose first start will be line `firstLine`, making chunks of at most
  /// `maximumLines` starts (an edit that splits a full chunk asks for half).
  init(firstLine: Int, maximumLines: Int = LineIndex.maximumChunkLines) {
    nextLine = firstLine
    self.maximumLines = min(maximumLines, LineIndex.maximumChunkLines)
    current.reserveCapacity(self.maximumLines)
  }

  /// Adds the next line start (above every start added before).
  @inline(__always)
  mutating func append(_ utf8Offset: Int) {
    let distance = utf8Offset - currentStart
    if current.isEmpty || distance > Int(UInt16.max) || current.count == maximumLines {
      startChunk(at: utf8Offset)
      current.append(0)
    } else {
      current.append(UInt16(truncatingIfNeeded: distance))
    }
    nextLine += 1
  }

  private mutating func startChunk(at utf8Offset: Int) {
    flush()
    chunkStarts.append(utf8Offset)
    chunkFirstLines.append(nextLine)
    currentStart = utf8Offset
  }

  private mutating func flush() {
    guard !current.isEmpty else { return }
    chunks.append(Array(unsafeUninitializedCapacity: current.count) { buffer, count in
      _ = buffer.initialize(from: current)
      count = current.count
    })
    current.removeAll(keepingCapacity: true)
  }

  /// Stores the last chunk.
  mutating func finish() { flush() }
}
