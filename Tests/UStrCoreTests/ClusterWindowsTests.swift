import Testing
import UStrCore
import UStrTestSupport

/// Windows of whole clusters: joined they are the text, and their clusters are the text's.
@Suite("Cluster windows")
struct ClusterWindowsTests {
  static let texts: [String] =
    ["Poke\u{301}mon", "a\r\nb\r", "\u{1F1EF}\u{1F1F5}\u{1F1E6}", "\u{915}\u{94D}\u{937}", ""]
    + AdversarialText.allCases.map { $0.text(repeating: 30) }

  @Test(arguments: texts)
  func windowsAreWholeClustersOfTheText(_ text: String) {
    for chunkScalars in [1, 2, 5, 64] {
      var windows = ClusterWindows()
      var produced: [String] = []
      for chunk in ScalarChunks.of(text, size: chunkScalars) { produced.append(windows.append(chunk)) }
      produced.append(windows.finish())
      #expect(produced.joined() == text, "chunks of \(chunkScalars)")
      // Each window's own clusters, one after the other, are the whole text's clusters.
      #expect(produced.flatMap { Array($0) } == Array(text), "chunks of \(chunkScalars)")
      #expect(windows.heldUTF8Count == 0)
    }
  }

  @Test func textEndingWithALineFeedComesOutWholeAndTextEndingOtherwiseWaits() {
    var windows = ClusterWindows()
    // After a line feed every cluster ends (GB4): nothing of a line waits for the next one.
    #expect(windows.append("Poke\u{301}mon\n") == "Poke\u{301}mon\n")
    #expect(windows.heldUTF8Count == 0)
    // A CR may begin CR LF, a letter may take marks: they wait.
    #expect(windows.append("ab\r") == "ab")
    #expect(windows.append("\ncd") == "\r\nc")
    #expect(windows.finish() == "d")
  }

  @Test func aClusterLongerThanEveryChunkComesOutWholeOnceTheHeldTextDoubles() {
    var windows = ClusterWindows()
    var ready = windows.append("a")
    for _ in 0..<1000 { ready += windows.append("\u{301}") }
    #expect(ready.isEmpty)
    #expect(windows.heldUTF8Count == 1 + 2000)
    // Past the cluster's end, a walk from the start is tried again only once the held text has
    // doubled (what keeps one huge cluster linear), so the cluster may wait a little longer.
    ready += windows.append("b")
    for _ in 0..<2100 where ready.isEmpty { ready += windows.append("c") }
    #expect(ready.hasPrefix("a" + String(repeating: "\u{301}", count: 1000) + "b"))
    #expect(Array(ready).first == Character("a" + String(repeating: "\u{301}", count: 1000)))
    #expect(windows.heldUTF8Count < 4100)
  }

  /// Appending nothing to a held cluster that shares its storage (a long cluster listed as a
  /// change) does not copy it.
  @Test func appendingNothingKeepsAHeldClustersStorage() {
    func storage(of text: String) -> UnsafeRawPointer? {
      var text = text
      return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }
    let cluster = "a" + String(repeating: "\u{301}", count: 5_000)
    var windows = ClusterWindows()
    #expect(windows.append(cluster).isEmpty)
    #expect(windows.append("").isEmpty)
    let held = windows.finish()
    #expect(held == cluster && storage(of: held) == storage(of: cluster))
  }
}
