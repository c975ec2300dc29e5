import Testing
import UStrCore

@Suite("Substrings")
struct SubstringTests {
  @Test(arguments: IndexingSamples.named + [IndexingSamples.random(seed: 7, scalars: 120)])
  func slicingAtEveryBoundaryPairRebuildsTheText(text: String) throws {
    let map = OffsetMap(text)
    let characters = Array(text)
    for view in TextView.allCases {
      let boundaries = (0...map.counts.graphemes).map { map.position($0, in: .grapheme)!.roundedDown[view] }
      for (lowerIndex, lower) in boundaries.enumerated() {
        for (upperIndex, upper) in boundaries.enumerated().dropFirst(lowerIndex) {
          let head = try map.substring(0..<lower, in: view).get()
          let middle = try map.substring(lower..<upper, in: view).get()
          let tail = try map.substring(upper..<map.counts[view], in: view).get()
          #expect(head + middle + tail == text)
          #expect(Array(middle) == Array(characters[lowerIndex..<upperIndex]))
        }
      }
    }
  }

  @Test func cutThroughASurrogatePairIsRefusedWithItsScalar() {
    // "👩🏽‍🚀!" = U+1F469 U+1F3FD U+200D U+1F680 U+0021
    let map = OffsetMap("\u{1F469}\u{1F3FD}\u{200D}\u{1F680}!")
    guard case .failure(let refusal) = map.substring(1..<8, in: .utf16) else {
      Issue.record("expected a refusal")
      return
    }
    #expect(refusal.end == .lower && refusal.view == .utf16 && refusal.offset == 1)
    guard case .cutsScalar(let scalar, let cluster) = refusal.reason else {
      Issue.record("expected cutsScalar, got \(refusal.reason)")
      return
    }
    #expect(scalar.scalar == "\u{1F469}")
    #expect(cluster.utf16Range == 0..<7)
    #expect(
      refusal.description
        == "the lower end, utf16 offset 1, falls inside U+1F469 (between its two UTF-16 code units)"
        + " inside the cluster U+1F469 U+1F3FD U+200D U+1F680 (utf16 0..<7)")
  }

  @Test func cutBetweenScalarsOfAClusterIsRefused() {
    let map = OffsetMap("Poke\u{301}mon")
    guard case .failure(let refusal) = map.substring(0..<4, in: .scalar) else {
      Issue.record("expected a refusal")
      return
    }
    #expect(refusal.end == .upper)
    guard case .cutsCluster(let cluster) = refusal.reason else {
      Issue.record("expected cutsCluster, got \(refusal.reason)")
      return
    }
    #expect(cluster.character == "e\u{301}")
  }

  @Test func aRefusalNamesTheFirstScalarsOfALongClusterAndCountsTheRest() {
    // One cluster of 100 001 scalars: the message names 16 and counts the others.
    let map = OffsetMap("a" + String(repeating: "\u{301}", count: 100_000))
    guard case .failure(let refusal) = map.substring(3..<7, in: .utf16) else {
      Issue.record("expected a refusal")
      return
    }
    let named = (["U+0061"] + Array(repeating: "U+0301", count: 15)).joined(separator: " ")
    #expect(
      refusal.description
        == "the lower end, utf16 offset 3, falls between scalars of the cluster \(named) … and 99985 more"
        + " (utf16 0..<100001)")
  }

  @Test func outOfRangeEndsAreRefusedWhateverTheRounding() {
    let map = OffsetMap("abc")
    for rounding in SliceRounding.allCases {
      let result = map.substring(1..<9, in: .utf8, rounding: rounding)
      #expect(throws: SliceRefusal(end: .upper, view: .utf8, offset: 9, reason: .outOfRange(count: 3))) {
        try result.get()
      }
    }
  }

  @Test func roundingWidensOrNarrowsToWholeClusters() throws {
    let map = OffsetMap("\u{1F469}\u{1F3FD}\u{200D}\u{1F680}!")
    #expect(try map.substring(1..<8, in: .utf16, rounding: .outward).get() == "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}!")
    #expect(try map.substring(1..<8, in: .utf16, rounding: .inward).get() == "!")
    #expect(try map.substring(1..<3, in: .utf16, rounding: .inward).get() == "")
    #expect(try map.substring(1..<3, in: .utf16, rounding: .outward).get() == "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}")
  }
}
