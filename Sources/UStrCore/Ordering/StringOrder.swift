/// A way to sort text. The three orders agree on ASCII and disagree elsewhere:
///
/// | order      | compares                        | used by                                   |
/// |------------|---------------------------------|-------------------------------------------|
/// | `.utf16`   | UTF-16 code units               | Java `compareTo`, JS `<`, C# ordinal      |
/// | `.scalar`  | code points (= UTF-8 bytes)     | Rust, Go, Python 3, `memcmp` on UTF-8     |
/// | `.swift`   | canonical equivalence (NFC)     | Swift `<` and `==`                        |
///
///     StringOrder.utf16.compare("\u{FF61}", "\u{1F600}")     // .after  (FF61 > D83D)
///     StringOrder.scalar.compare("\u{FF61}", "\u{1F600}")  // .before (U+FF61 < U+1F600)
///     StringOrder.swift.compare("e\u{301}", "\u{E9}")       // .equal  (canonically equivalent)
public enum StringOrder: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Lexicographic by UTF-16 code unit, exactly as Java's `String.compareTo`.
  case utf16
  /// Lexicographic by Unicode scalar value: code point order, which is UTF-8 byte order.
  case scalar
  /// Swift's `<`: lexicographic by the scalars of the texts' NFC forms, so canonically
  /// equivalent texts are equal. Governed by the standard library's Unicode version.
  case swift

  /// Compares `a` with `b` in this order.
  ///
  /// - Complexity: `.utf16` and `.scalar`: O(n) in the length of the common prefix, on the raw
  ///   UTF-8 with no allocation. `.swift`: the standard library's, O(n) and faster on NFC text (long runs
  ///   of combining marks are put in canonical order first, in linear time: see
  ///   ``Swift/String/withCombiningRunsInCanonicalOrder()``).
  public func compare(_ a: String, _ b: String) -> StringComparison {
    compareText(a, b)
  }

  /// Compares `a` with `b` in this order; see ``compare(_:_:)-(String,String)``.
  public func compare(_ a: Substring, _ b: Substring) -> StringComparison {
    compareText(a, b)
  }

  private func compareText<Text: StringProtocol>(_ a: Text, _ b: Text) -> StringComparison {
    switch self {
    case .utf16: return UTF8Order.withUTF8(a, b) { UTF8Order.compare($0, $1, asUTF16: true) }
    case .scalar: return UTF8Order.withUTF8(a, b) { UTF8Order.compare($0, $1, asUTF16: false) }
    case .swift:
      return Self.swiftComparison(
        a, b, reordered: (a.combiningRunsInCanonicalOrder(), b.combiningRunsInCanonicalOrder()))
    }
  }

  /// Swift's comparison of `a` and `b`, given their long unsorted runs of combining marks put in
  /// canonical order (`nil` where a text has none), which would make it quadratic.
  static func swiftComparison<Text: StringProtocol>(
    _ a: Text, _ b: Text, reordered: (String?, String?)
  ) -> StringComparison {
    // The same bytes are equal (as for the standard library).
    if a.utf8.elementsEqual(b.utf8) { return .equal }
    switch reordered {
    case (nil, nil): return swiftComparison(a, b)
    case (let x, let y): return swiftComparison(x ?? String(a), y ?? String(b))
    }
  }

  private static func swiftComparison<Text: StringProtocol>(_ a: Text, _ b: Text) -> StringComparison {
    a == b ? .equal : (a < b ? .before : .after)
  }

  /// Whether `a` sorts strictly before `b`: a predicate for the standard library's `sort(by:)`,
  /// which is stable.
  ///
  ///     lines.sort(by: StringOrder.utf16.areInIncreasingOrder)
  public func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    compare(a, b) == .before
  }

  /// Whether `a` sorts strictly before `b`; see ``areInIncreasingOrder(_:_:)-(String,String)``.
  public func areInIncreasingOrder(_ a: Substring, _ b: Substring) -> Bool {
    compare(a, b) == .before
  }

  /// The name a person reads: "Java compareTo (UTF-16 code units)".
  public var title: String {
    switch self {
    case .utf16: "Java compareTo (UTF-16 code units)"
    case .scalar: "code point order (UTF-8 bytes)"
    case .swift: "Swift < (canonical equivalence)"
    }
  }

  public var description: String { rawValue }
}
