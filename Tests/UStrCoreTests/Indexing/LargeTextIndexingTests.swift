import Foundation
import Testing
import UStrCore
import UStrTestSupport

@Suite("Index conversion on large texts")
struct LargeTextIndexingTests {
  @Test(arguments: [11, 12])
  func randomTextsOfManyCheckpointsConvertExactly(seed: Int) {
    // About 150 KB: hundreds of 256-byte blocks, dozens of 4096-byte superblocks.
    let text = IndexingSamples.random(seed: UInt64(seed), scalars: 60_000)
    #expect(text.utf8.count >= 100_000)
    // Every offset near a checkpoint (where the map's arithmetic changes) and 2000 at random:
    // all 150 000 took most of a debug test run.
    checkConversions(of: text, sample: .nearCheckpoints(random: 2000))
    checkPositions(of: text, every: 997)
  }

  @Test func asciiAndFourByteBlocksConvertExactly() {
    // Runs that end exactly at and across block edges: 255 ASCII bytes then a 4-byte scalar.
    let text = String(repeating: String(repeating: "x", count: 255) + "\u{1F600}", count: 40)
    checkConversions(of: text)
  }

  @Test func clustersOfHundredsOfMarksConvertExactly() {
    // 600 clusters of "a" + 200 × U+0301 (401 bytes each): groups of 512 clusters span more
    // than 64 KiB, so their grapheme checkpoints are stored wide; then ordinary text.
    let cluster = "a" + String(repeating: "\u{301}", count: 200)
    let text = String(repeating: cluster, count: 600) + String(repeating: "b\u{4E2D}", count: 700)
    checkConversions(of: text, sample: .nearCheckpoints(random: 300))
    checkPositions(of: text, every: 4999)
  }

  /// Every corpus file (lipsum and Wikipedia, in many scripts; the first 24 kB of each, for the
  /// time of a debug run) converts like the standard library near every checkpoint and at
  /// random offsets.
  @Test func corpusFilesConvertExactly() throws {
    guard case .success(let root) = SharedData.corpusRoot else {
      print("skipped: the corpus folder was not found")
      return
    }
    for folder in ["lipsum", "wikipedia_mars"] {
      let directory = root.appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      for name in names where name.hasSuffix(".txt") {
        let data = try #require(FileManager.default.contents(atPath: directory.appendingPathComponent(name).path))
        // A scalar cut at the end is repaired to U+FFFD, as any decoding does.
        let text = String(decoding: data.prefix(24_000), as: UTF8.self)
        checkConversions(of: text, sample: .nearCheckpoints(random: 300))
      }
    }
  }

  @Test func mixedOneTwoThreeByteCorpusFileConvertsExactly() throws {
    switch SharedData.corpusRoot {
    case .failure(let missing):
      print("skipped: synthetic/mixed-1-2-3-byte.utf8.txt not found (\(missing))")
    case .success(let root):
      let url = root.appendingPathComponent("synthetic/mixed-1-2-3-byte.utf8.txt")
      guard let data = FileManager.default.contents(atPath: url.path) else {
        print("skipped: \(url.path) not readable")
        return
      }
      let text = String(decoding: data, as: UTF8.self)
      checkConversions(of: text, every: 4093)
      checkPositions(of: text, every: 65_537)
    }
  }
}
