import Testing
import UStrCore
import UStrTestSupport

/// A ``ClusterScalars`` index is its scalar's offset, with the text index that reaches the
/// scalar kept alongside: indices to the same scalar reached by any walk (forward from the
/// start, back from the end, by offsets, there and back) are equal, hash equal and give the
/// same element, so one found by one walk can look up what another walk stored.
@Suite("Cluster scalar indices")
struct ClusterScalarsIndexTests {
  /// Clusters of one to hundreds of scalars of every width.
  static let texts = [
    "a",
    // "é" = U+0065 U+0301
    "e\u{301}",
    // "👩🏽‍🚀" = U+1F469 U+1F3FD U+200D U+1F680
    "\u{1F469}\u{1F3FD}\u{200D}\u{1F680}",
    // "🇯🇵" = U+1F1EF U+1F1F5, then CR LF
    "\u{1F1EF}\u{1F1F5}\r\n",
    // Hangul L V T, then a Devanagari conjunct: "क्ष" = U+0915 U+094D U+0937
    "\u{1100}\u{1161}\u{11A8}\u{915}\u{94D}\u{937}",
    // 1-, 2-, 3- and 4-byte marks on one base (U+1D167 is a surrogate pair in UTF-16).
    "x" + String(repeating: "\u{301}\u{20DD}\u{1D167}", count: 100),
  ]

  @Test(arguments: texts)
  func indicesReachedByEveryWalkAreEqualAndHashEqual(text: String) {
    // Clusters after the first start at offsets other than 0 in every view.
    for cluster in TextBreakdown(of: "Pok\u{E9}mon " + text).graphemes {
      let scalars = cluster.scalars
      let forward = Array(scalars.indices) + [scalars.endIndex]
      var backward = [scalars.endIndex]
      while backward.last! > scalars.startIndex { backward.append(scalars.index(before: backward.last!)) }
      backward.reverse()
      let fromStart = (0...scalars.count).map { scalars.index(scalars.startIndex, offsetBy: $0) }
      let fromEnd = (0...scalars.count).map { scalars.index(scalars.endIndex, offsetBy: $0 - scalars.count) }
      let thereAndBack = forward.dropLast().map { scalars.index(before: scalars.index(after: $0)) } + [scalars.endIndex]
      let walks = [backward, fromStart, fromEnd, thereAndBack]
      #expect(walks.allSatisfy { $0.count == forward.count }, "\(cluster.scalarRange)")
      for walk in walks {
        for (a, b) in zip(forward, walk) {
          #expect(a == b && !(a < b) && !(b < a), "\(cluster.scalarRange)")
          #expect(a.hashValue == b.hashValue, "\(cluster.scalarRange)")
          if a != scalars.endIndex { #expect(scalars[a] == scalars[b], "\(cluster.scalarRange)") }
        }
      }
      // What one walk stored, another finds; the indices of one walk are all different.
      let elements = Dictionary(uniqueKeysWithValues: zip(forward.dropLast(), scalars))
      #expect(backward.dropLast().map { elements[$0] } == Array(scalars), "\(cluster.scalarRange)")
      #expect(Set(fromEnd).count == scalars.count + 1)
      #expect(zip(fromEnd, fromEnd.dropFirst()).allSatisfy { $0 < $1 })
    }
  }
}
