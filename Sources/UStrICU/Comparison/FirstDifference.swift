public import UStrCore

/// Where two texts first differ, scalar for scalar, and what kind of difference it is.
///
///     let d = try FirstDifference("Pok\u{E9}mon", "Poke\u{301}mon")!
///     d.kind                      // .composition
///     d.first.position            // utf8Offset 3, utf16Offset 3, scalarOffset 3, graphemeOffset 3
///     d.first.cluster, d.second.cluster  // "é" (U+00E9), "é" (U+0065 U+0301)
///     d.second.clusterAfter       // "m"
///
/// Both texts are walked by grapheme cluster; the first cluster whose scalars differ is the
/// difference. Clusters are compared by scalars, not with `==`.
public struct FirstDifference: Hashable, Sendable {
  /// The first differing cluster in one of the texts, with its neighbours.
  public struct Side: Hashable, Sendable {
    /// Where the differing cluster starts (where the text ends, when `cluster` is `nil`).
    public var position: BoundaryOffsets
    /// The differing cluster, or `nil` when this text ends there.
    public var cluster: Character?
    /// The cluster before it, or `nil` at the start.
    public var clusterBefore: Character?
    /// The cluster after it, or `nil` at the end.
    public var clusterAfter: Character?
  }

  /// What kind of difference this is.
  public var kind: DifferenceKind
  /// The difference in the first text.
  public var first: Side
  /// The difference in the second text.
  public var second: Side

  /// Clusters looked at after the differing one, to match a character that maps to several.
  static let window = 8

  /// Finds the first difference between `a` and `b`, or returns `nil` when they have the same
  /// scalars.
  ///
  /// Each cluster's end is found once (a cluster of a million marks is walked a fixed number of
  /// times, not once per question asked about it).
  ///
  /// - Parameter a: The first text.
  /// - Parameter b: The second text.
  /// - Parameter lookAlike: Whether to tell `.lookAlike` with ICU's spoof checker (UTS #39).
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n) in the length of the common prefix and the differing clusters.
  public init?(_ a: String, _ b: String, lookAlike: Bool = true) throws(ICUError) {
    var ia = a.startIndex
    var ib = b.startIndex
    var position = BoundaryOffsets.start
    var before: (Range<String.Index>, Range<String.Index>)? = nil
    // The ends of the clusters at `ia` and `ib`, once found.
    var na: String.Index? = nil
    var nb: String.Index? = nil
    while ia < a.endIndex, ib < b.endIndex {
      let ea = a.index(after: ia)
      let eb = b.index(after: ib)
      guard a.unicodeScalars[ia..<ea].elementsEqual(b.unicodeScalars[ib..<eb]) else {
        (na, nb) = (ea, eb)
        break
      }
      before = (ia..<ea, ib..<eb)
      position = position.advanced(past: a.unicodeScalars[ia..<ea])
      ia = ea
      ib = eb
    }
    if ia == a.endIndex, ib == b.endIndex { return nil }
    let sideA = Self.side(of: a, at: ia, end: na, before: before?.0, position: position)
    let sideB = Self.side(of: b, at: ib, end: nb, before: before?.1, position: position)
    first = sideA.side
    second = sideB.side
    kind = try Self.classify(
      first.cluster, second.cluster, windowA: sideA.following, windowB: sideB.following,
      lookAlike: lookAlike)
  }

  /// The side of a difference at `start` in `text` (the end of its cluster, if already found),
  /// and the up to `window - 1` clusters that follow it.
  static func side(
    of text: String, at start: String.Index, end: String.Index?, before: Range<String.Index>?,
    position: BoundaryOffsets
  ) -> (side: Side, following: String) {
    let clusterBefore = before.map { Character(String(text[$0])) }
    guard start < text.endIndex else {
      return (Side(position: position, cluster: nil, clusterBefore: clusterBefore, clusterAfter: nil), "")
    }
    let end = end ?? text.index(after: start)
    let windowEnd = text.index(end, offsetBy: window - 1, limitedBy: text.endIndex) ?? text.endIndex
    let following = String(text[end..<windowEnd])
    let side = Side(
      position: position, cluster: Character(String(text[start..<end])), clusterBefore: clusterBefore,
      clusterAfter: following.first)
    return (side, following)
  }

  /// Classifies the difference between clusters `ca` and `cb`, whose texts go on with
  /// `windowA` and `windowB` (the clusters after each, up to ``window`` - 1 of them).
  ///
  /// A kind that claims equality at a level (canonical kinds, `.compatibility`, `.caseOnly`) is
  /// only given when the differing stretch is equal at that level on whole clusters: a match that
  /// ends inside a cluster ("e" against the "e" of "e\u{301}") is no match.
  static func classify(
    _ ca: Character?, _ cb: Character?, windowA: String, windowB: String, lookAlike: Bool
  ) throws(ICUError) -> DifferenceKind {
    let sa = ca.map { Array($0.unicodeScalars) } ?? []
    let sb = cb.map { Array($0.unicodeScalars) } ?? []
    if hasIgnorable(sa, notIn: sb) || hasIgnorable(sb, notIn: sa) { return .invisible }
    guard let ca, let cb else { return .endOfText }
    let nfd = try Normalizer(.nfd)
    if try matches(ca, cb, windowA, windowB, nfd.normalize) {
      if sa.map(\.value).sorted() == sb.map(\.value).sorted() { return .markOrder }
      return try hasSingletonDecomposition(sa + sb) ? .canonicalSingleton : .composition
    }
    if try matches(ca, cb, windowA, windowB, Normalizer(.nfkd).normalize) { return .compatibility }
    if try matches(ca, cb, windowA, windowB, CaseFolder().fold) { return .caseOnly }
    if lookAlike, try matches(ca, cb, windowA, windowB, SpoofChecker().skeleton) {
      return .lookAlike
    }
    return .different
  }

  /// Whether `transform` maps the clusters to the same scalars, or one cluster's image is the
  /// image of the other cluster with the first few whole clusters after it (a character that
  /// maps to several: "ﬁ" vs "f", "i").
  static func matches(
    _ ca: Character, _ cb: Character, _ windowA: String, _ windowB: String,
    _ transform: (String) throws(ICUError) -> String
  ) throws(ICUError) -> Bool {
    let ta = try transform(String(ca)).unicodeScalars
    let tb = try transform(String(cb)).unicodeScalars
    if ta.elementsEqual(tb) { return true }
    if !ta.isEmpty, try clusterPrefix(cb, then: windowB, mapsTo: ta, transform) { return true }
    if !tb.isEmpty, try clusterPrefix(ca, then: windowA, mapsTo: tb, transform) { return true }
    return false
  }

  /// Whether the image of `cluster` and the first k clusters of `following`, for some k of 1 or
  /// more, is `image`.
  static func clusterPrefix(
    _ cluster: Character, then following: String, mapsTo image: String.UnicodeScalarView,
    _ transform: (String) throws(ICUError) -> String
  ) throws(ICUError) -> Bool {
    let head = String(cluster)
    var end = following.startIndex
    while end < following.endIndex {
      end = following.index(after: end)
      let prefix = try transform(head + following[..<end]).unicodeScalars
      if prefix.elementsEqual(image) { return true }
      // Images only grow with more clusters: once longer, no later prefix can match.
      if prefix.count > image.count { return false }
    }
    return false
  }

  /// Whether one of `scalars` is a canonical singleton: NFC maps it to one other scalar (Ω U+2126
  /// → U+03A9, Å U+212B → U+00C5), where a composition maps it to several or to itself.
  ///
  /// - Complexity: O(n) in the scalars, one normalization per distinct scalar (a cluster of a
  ///   million marks is usually a handful).
  static func hasSingletonDecomposition(_ scalars: [Unicode.Scalar]) throws(ICUError) -> Bool {
    let nfc = try Normalizer(.nfc)
    var seen = Set<Unicode.Scalar>()
    for scalar in scalars where seen.insert(scalar).inserted {
      let image = try nfc.normalize(String(scalar)).unicodeScalars
      if image.count == 1, image.first != scalar { return true }
    }
    return false
  }

  /// Whether `scalars` holds a default-ignorable scalar (U+200B, U+200D, U+00AD, U+2060...) that
  /// `other` lacks. Uses the standard library's Default_Ignorable_Code_Point.
  ///
  /// - Complexity: O(n + m): the other side's scalars are looked up in a set, built only when
  ///   `scalars` holds an ignorable.
  static func hasIgnorable(_ scalars: [Unicode.Scalar], notIn other: [Unicode.Scalar]) -> Bool {
    var others: Set<Unicode.Scalar>? = nil
    for scalar in scalars where scalar.properties.isDefaultIgnorableCodePoint {
      if others == nil { others = Set(other) }
      if !others!.contains(scalar) { return true }
    }
    return false
  }
}
