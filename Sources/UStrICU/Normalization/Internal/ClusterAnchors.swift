/// Finds the places in UTF-16 text where a grapheme cluster boundary holds whatever any
/// normalization form does to the text around it, and where no cluster rule looks back past it:
/// where the clusters of a text and of its normalized form can be counted apart.
///
/// An anchor is the position after an ASCII scalar `x` that normalization leaves alone:
/// - `x` a control other than CR (LF, TAB...): UAX #29 breaks after it (GB4) before any other
///   rule, whatever follows, even what normalization made of it;
/// - `x` printable, and the scalar `y` after it left alone too, and `y` not one that joins the
///   cluster before it (Extend, ZWJ, SpacingMark), which the standard library answers for "a"
///   followed by `y` (every printable ASCII scalar has the same break properties as "a").
///
/// No rule that looks back (Indic conjuncts GB9c, emoji ZWJ sequences GB11, regional indicator
/// pairs GB12/13) passes over an ASCII scalar, so an anchor also isolates: the clusters after it
/// are the same whatever comes before it.
///
///     // "le é", with "é" changed by NFD: anchors after "l" (before "e") and after "e" (before
///     // " "); not after " ", since "é" changes.
struct ClusterAnchors {
  /// The scalars that start a new cluster after "a": neither Extend, ZWJ nor SpacingMark.
  private var breakingAfterASCII = ProbedScalarSet { scalar in
    var pair = "a"
    pair.unicodeScalars.append(scalar)
    return pair.count == 2
  }
  /// The scalars that hold "a" after them in their cluster: Prepend.
  private var prepending = ProbedScalarSet { scalar in
    var pair = String(Character(scalar))
    pair.unicodeScalars.append("a")
    return pair.count == 1
  }

  /// Whether a cluster boundary falls between a printable ASCII scalar and `value`, as the
  /// standard library segments them.
  ///
  /// - Complexity: O(1) once `value`'s page is judged; judging costs 256 two-scalar strings.
  mutating func breaksAfterASCII(_ value: UInt32) -> Bool { breakingAfterASCII.contains(value) }

  /// Whether `value` keeps the scalar after it in its cluster whatever that is (Prepend).
  mutating func isPrepend(_ value: UInt32) -> Bool { prepending.contains(value) }

  /// Whether `index` (0 < index ≤ count) is an anchor, given that the scalar before it is not
  /// changed by normalization; `followerIsUnchanged` says whether the scalar at `index` is not
  /// either (a printable `x` needs it).
  mutating func isAnchor(
    at index: Int, in units: UnsafeBufferPointer<UInt16>, followerIsUnchanged: Bool
  ) -> Bool {
    let x = units[index - 1]
    guard x < 0x80, x != 0x0D else { return false }
    if x < 0x20 || x == 0x7F { return true }
    guard followerIsUnchanged, index < units.count else { return false }
    let y = units[index]
    if y < 0x80 { return true }
    return breaksAfterASCII(decodeScalar(units, at: index).0)
  }

  /// The last anchor in `lowerBound...upperBound`, where the scalars from `lowerBound - 1` are
  /// unchanged and the one at `upperBound` may change; `nil` when there is none.
  ///
  /// - Complexity: O(m), m the units searched, from the end.
  mutating func last(
    in units: UnsafeBufferPointer<UInt16>, from lowerBound: Int, through upperBound: Int
  ) -> Int? {
    var index = upperBound
    while index >= max(lowerBound, 1) {
      if isAnchor(at: index, in: units, followerIsUnchanged: index < upperBound) { return index }
      index -= 1
    }
    return nil
  }

  /// The first anchor in `lowerBound...upperBound`, under the same conditions as ``last``.
  ///
  /// - Complexity: O(m), m the units searched.
  mutating func first(
    in units: UnsafeBufferPointer<UInt16>, from lowerBound: Int, through upperBound: Int
  ) -> Int? {
    var index = max(lowerBound, 1)
    while index <= upperBound {
      if isAnchor(at: index, in: units, followerIsUnchanged: index < upperBound) { return index }
      index += 1
    }
    return nil
  }
}

/// A set of scalars decided by a test of the standard library's behaviour, asked once per page
/// of 256 code points, the first time one of them is asked about.
struct ProbedScalarSet {
  /// Per page: whether it has been judged.
  private var judged = [Bool](repeating: false, count: 0x1100)
  /// Per code point, 64 a word: whether the test holds.
  private var members = [UInt64](repeating: 0, count: 0x1100 * 4)
  let test: (Unicode.Scalar) -> Bool

  init(_ test: @escaping (Unicode.Scalar) -> Bool) { self.test = test }

  /// Whether the test holds for `value` (false for a surrogate code point).
  ///
  /// - Complexity: O(1) once the page is judged; judging runs the test 256 times.
  mutating func contains(_ value: UInt32) -> Bool {
    let page = Int(value >> 8)
    if !judged[page] {
      judged[page] = true
      for low in 0..<256 {
        let code = UInt32(page << 8 | low)
        if let scalar = Unicode.Scalar(code), test(scalar) { members[Int(code >> 6)] |= 1 << UInt64(code & 63) }
      }
    }
    return members[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
  }
}
