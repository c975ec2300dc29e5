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
