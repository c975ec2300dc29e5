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
  /// - Parameter lookAlike: Whether to tell `.lookAlike` with ICU's spoof checker (UTS #39).
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n) in the length of the common prefix.
  public init?(_ a: String, _ b: String, lookAlike: Bool = true) throws(ICUError) {
    var ia = a.startIndex
    var ib = b.startIndex
    var position = BoundaryOffsets.start
    var previous: (Character?, Character?) = (nil, nil)
    while ia < a.endIndex, ib < b.endIndex,
      a[ia].unicodeScalars.elementsEqual(b[ib].unicodeScalars)
    {
      previous = (a[ia], b[ib])
      position = position.advanced(past: a[ia])
      ia = a.index(after: ia)
      ib = b.index(after: ib)
    }
    if ia == a.endIndex, ib == b.endIndex { return nil }
    first = Side(
      position: position, cluster: ia < a.endIndex ? a[ia] : nil, clusterBefore: previous.0,
      clusterAfter: a.index(ia, offsetBy: 1, limitedBy: a.endIndex).flatMap { $0 < a.endIndex ? a[$0] : nil })
    second = Side(
      position: position, cluster: ib < b.endIndex ? b[ib] : nil, clusterBefore: previous.1,
      clusterAfter: b.index(ib, offsetBy: 1, limitedBy: b.endIndex).flatMap { $0 < b.endIndex ? b[$0] : nil })
    kind = try Self.classify(
      first.cluster, second.cluster, windowA: Self.window(a[ia...]),
      windowB: Self.window(b[ib...]), lookAlike: lookAlike)
  }

  /// The first `window` clusters of `rest`.
  static func window(_ rest: Substring) -> String {
    String(rest.prefix(window))
  }

  /// Classifies the difference between clusters `ca` and `cb`, whose texts go on with `windowA`
  /// and `windowB` (each starting with its cluster).
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
  /// image of the first few whole clusters of the other text's window (a character that maps to
  /// several: "ﬁ" vs "f", "i").
  static func matches(
    _ ca: Character, _ cb: Character, _ windowA: String, _ windowB: String,
    _ transform: (String) throws(ICUError) -> String
  ) throws(ICUError) -> Bool {
    let ta = try transform(String(ca)).unicodeScalars
    let tb = try transform(String(cb)).unicodeScalars
    if ta.elementsEqual(tb) { return true }
    if !ta.isEmpty, try clusterPrefix(of: windowB, mapsTo: ta, transform) { return true }
    if !tb.isEmpty, try clusterPrefix(of: windowA, mapsTo: tb, transform) { return true }
    return false
  }

  /// Whether the image of the first k clusters of `window`, for some k of 2 or more, is `image`.
  static func clusterPrefix(
    of window: String, mapsTo image: String.UnicodeScalarView,
    _ transform: (String) throws(ICUError) -> String
  ) throws(ICUError) -> Bool {
    var end = window.startIndex
    var clusters = 0
    while end < window.endIndex {
      end = window.index(after: end)
      clusters += 1
      guard clusters >= 2 else { continue }
      let prefix = try transform(String(window[..<end])).unicodeScalars
      if prefix.elementsEqual(image) { return true }
      // Images only grow with more clusters: once longer, no later prefix can match.
      if prefix.count > image.count { return false }
    }
    return false
  }

  /// Whether one of `scalars` is a canonical singleton: NFC maps it to one other scalar (Ω U+2126
  /// → U+03A9, Å U+212B → U+00C5), where a composition maps it to several or to itself.
  static func hasSingletonDecomposition(_ scalars: [Unicode.Scalar]) throws(ICUError) -> Bool {
    let nfc = try Normalizer(.nfc)
    for scalar in scalars {
      let image = try nfc.normalize(String(scalar)).unicodeScalars
      if image.count == 1, image.first != scalar { return true }
    }
    return false
  }

  /// Whether `scalars` holds a default-ignorable scalar (U+200B, U+200D, U+00AD, U+2060...) that
  /// `other` lacks. Uses the standard library's Default_Ignorable_Code_Point.
  static func hasIgnorable(_ scalars: [Unicode.Scalar], notIn other: [Unicode.Scalar]) -> Bool {
    scalars.contains { $0.properties.isDefaultIgnorableCodePoint && !other.contains($0) }
  }
}
