import Testing
import UStrCore
import UStrReport

/// `lengths --format json` writes each cluster of `swiftJavaDifference.clusters` by hand, byte
/// for byte what its `encode(to:)` writes: a cluster of a million marks was a million code point
/// strings made and written one container call at a time.
@Suite("Cluster lengths as JSON")
struct ClusterLengthsJSONTests {
  /// "é" (e U+0301), 👍🏽 (U+1F44D U+1F3FD), a quote and a backslash beside marks, a flag
  /// (U+1F1EF U+1F1F5), and a cluster of 80 000 marks on one base (long enough to be written
  /// in pieces).
  static let text =
    "Poke\u{301}mon 👍🏽 \"\u{301}\\\u{301} \u{1F1EF}\u{1F1F5} a" + String(repeating: "\u{316}\u{301}", count: 40_000)

  /// A cluster encoded through its `encode(to:)`, which the encoder does not write by hand.
  struct ThroughEncodable: Encodable {
    var cluster: ClusterLengths
    func encode(to encoder: any Encoder) throws { try cluster.encode(to: encoder) }
  }

  struct Listing<Cluster: Encodable>: Encodable {
    var name = "swiftJavaDifference"
    var clusters: [Cluster]
    var count: Int
  }

  @Test(arguments: [0, 2])
  func aClusterWrittenByHandIsWhatItsEncodingWrites(_ indentation: Int) throws {
    let clusters = LengthDifference(of: Self.text).clusters
    #expect(clusters.count == 6)
    #expect(clusters.last!.counts.scalars == 80_001)
    let byHand = try JSONStreamEncoder.bytes(of: Listing(clusters: clusters, count: 6), indentation: indentation)
    let encoded = try JSONStreamEncoder.bytes(
      of: Listing(clusters: clusters.map(ThroughEncodable.init), count: 6), indentation: indentation)
    #expect(String(decoding: byHand, as: UTF8.self) == String(decoding: encoded, as: UTF8.self))
    for depth in [0, 3] {
      let alone = try JSONStreamEncoder.bytes(of: clusters, indentation: indentation, depth: depth)
      let through = try JSONStreamEncoder.bytes(of: clusters.map(ThroughEncodable.init), indentation: indentation, depth: depth)
      #expect(alone == through, "depth \(depth)")
    }
  }

  @Test func aLongClusterLeavesTheBufferAsItIsWritten() throws {
    let difference = LengthDifference(of: Self.text)
    var drains: [Int] = []
    let threshold = 1 << 12
    let output = ByteOutput(threshold: threshold) { drains.append($0.count) }
    try JSONStreamEncoder(output: output, indentation: 2).encode(difference)
    try output.flush()
    // 80 001 code points ("U+0301", 800 KB) and their text (480 KB escaped): drained in pieces,
    // none near the whole.
    #expect(drains.count > 10, "\(drains.count) drains")
    #expect(drains.max()! < 1 << 18, "\(drains.max()!) bytes at once")
  }
}
