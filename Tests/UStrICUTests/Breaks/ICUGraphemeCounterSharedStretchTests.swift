import Testing
import UStrCore
@testable import UStrICU
import UStrTestSupport

/// A long stretch handed over from inside one text given to ``ICUGraphemeCounter/append(_:)``
/// (a window that is one cluster of a million marks) is held as that text, not as UTF-16, and
/// counted as ICU counts the whole text, whether it ends with the text, goes on in the next
/// one, or ends in an uncertain scalar ICU must see with it.
@Suite("ICU grapheme counter: a long stretch held as its text")
struct ICUGraphemeCounterSharedStretchTests {
  /// 600 000 marks on one base: 1.2 MB, more than the shortest stretch held as its text.
  static let marks = "a" + String(repeating: "\u{301}", count: 600_000)

  @Test func aLongClusterInOneTextIsHeldAsThatTextAndCountedAsICUCountsIt() throws {
    #expect(Self.marks.utf8.count > ICUGraphemeCounter.sharedUTF8Limit)
    for text in [Self.marks, "ab " + Self.marks, "\u{1F600}\u{200D}" + Self.marks] {
      var counter = try ICUGraphemeCounter()
      try counter.append(text)
      #expect(counter.shared != nil, "the stretch is held as the text")
      #expect(counter.pending.capacity < 1 << 17, "no UTF-16 of the stretch: \(counter.pending.capacity)")
      #expect(try counter.finish() == ICU.graphemeCount(of: text))
      #expect(counter.shared == nil)
    }
  }

  @Test func aLongStretchThatGoesOnInTheNextTextCountsAsICUDoesOnTheWhole() throws {
    // The marks go on; a virama and a consonant (ICU 72 joins them by CLDR's aksara rule, so
    // the reference leaves them to ICU); a line; more text.
    let nexts = [
      "\u{301}\u{301} b", "\u{94D}\u{915}\u{94D}\u{937}x", "\r\nnext line", "\u{200D}\u{1F600}",
      String(repeating: "\u{301}", count: 70_000) + "\u{1F1EF}\u{1F1F5}",
    ]
    for next in nexts {
      for base in ["\u{915}", "a"] {
        let first = "x " + base + String(repeating: "\u{301}", count: 600_000)
        var counter = try ICUGraphemeCounter()
        try counter.append(first)
        try counter.append(next)
        try counter.append("the end")
        #expect(try counter.finish() == ICU.graphemeCount(of: first + next + "the end"), "\(next.unicodeScalars.first!)")
      }
    }
  }

  @Test func aCounterUsedAgainAfterASharedStretchCountsTheNextTextAlone() throws {
    var counter = try ICUGraphemeCounter()
    try counter.append(Self.marks)
    #expect(try counter.finish() == 1)
    try counter.append("Poke\u{301}mon")
    #expect(try counter.finish() == 7)
  }
}
