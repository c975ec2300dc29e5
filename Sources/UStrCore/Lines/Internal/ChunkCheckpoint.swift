/// A checkpoint that ``LineIndex`` keeps per chunk, at a UTF-8 distance from the chunk's first
/// line start (so that shifting the chunk moves it for free).
protocol ChunkCheckpoint {
  var utf8Distance: UInt32 { get set }
}
