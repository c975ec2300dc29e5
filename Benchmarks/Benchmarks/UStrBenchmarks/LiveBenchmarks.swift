import Benchmark
import UStrCore
import UStrLive

/// `ustr live`'s keystroke budget: a keystroke in a 100 KB text, with the screen it leads to,
/// must take well under a frame (16 ms). "ours" is the view model's incremental path (the counts
/// from the edited region, the clusters on screen and the cursor's columns from the nearest
/// checkpoints); "stdlib" is the naive way, the same insert followed by recounting the whole
/// text with the standard library's four views. Two keystrokes an iteration: "é" typed, then
/// Backspace, so the text stays the same.
func registerLiveBenchmarks() {
  // The corpus texts, and two hostile ones: a run of 25,000 regional indicators (an edit
  // re-pairs the rest of the run) and a chain of 14,000 emoji joined by ZWJ (one cluster).
  let hostile = [
    ("flags", String(repeating: "\u{1F1E6}", count: 25_000)),
    ("joiners", String(repeating: "\u{1F469}\u{200D}", count: 14_000)),
  ]
  let texts = CorpusText.named.map { (name: $0.name, text: prefix($0.text, utf8Count: 100_000)) } + hostile
  for (name, text) in texts {
    var state = LiveState(text: text, cursorUTF8Offset: text.utf8.count / 2)
    Benchmark("live-keystroke-100KB-\(name)/ours") { benchmark in
      for _ in benchmark.scaledIterations {
        state.handle(.text("é"))
        blackHole(state.screen)
        state.handle(.key(.backspace))
        blackHole(state.screen)
      }
    }
    var naive = text
    let middle = naive.utf8.index(naive.startIndex, offsetBy: state.cursor.utf8Offset)
    Benchmark("live-keystroke-100KB-\(name)/stdlib") { benchmark in
      for _ in benchmark.scaledIterations {
        naive.insert("é", at: middle)
        blackHole((naive.count, naive.unicodeScalars.count, naive.utf16.count, naive.utf8.count))
        naive.remove(at: middle)
        blackHole((naive.count, naive.unicodeScalars.count, naive.utf16.count, naive.utf8.count))
      }
    }
    // The recount a pause after the last keystroke brings (normalization, warnings, exact
    // counts, checkpoints): not in the keystroke's budget, shown for what it costs.
    Benchmark("live-recount-100KB-\(name)") { benchmark in
      for _ in benchmark.scaledIterations {
        state.handle(.text("é"))
        state.handle(.tick)
        state.handle(.key(.backspace))
        state.handle(.tick)
      }
    }
  }
}

/// The longest prefix of `text` of at most `utf8Count` bytes that ends on a cluster boundary.
private func prefix(_ text: String, utf8Count: Int) -> String {
  var end = text.startIndex
  var bytes = 0
  for index in text.indices {
    let next = text.index(after: index)
    bytes += text.utf8.distance(from: index, to: next)
    if bytes > utf8Count { break }
    end = next
  }
  return String(text[..<end])
}
