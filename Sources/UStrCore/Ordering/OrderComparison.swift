/// Two texts compared in all three ``StringOrder``s, with where and why the orders disagree.
///
///     let comparison = OrderComparison("\u{FF61}", "\u{1F600}")
///     comparison.utf16      // .after
///     comparison.scalar    // .before
///     comparison.swift     // .before
///     comparison.disagreements.map(\.reason).first
///     // "U+FF61 is the UTF-16 unit FF61 and U+1F600 is the surrogate pair D83D DE00: Java
///     //  compares FF61 with D83D and sorts U+FF61 after; code point order sorts it before."
public struct OrderComparison: Hashable, Sendable {
  /// Java's `compareTo`: by UTF-16 code unit.
  public var utf16: StringComparison
  /// Code point order, which is UTF-8 byte order.
  public var scalar: StringComparison
  /// Swift's `<` and `==`: by canonical equivalence.
  public var swift: StringComparison
  /// The first scalar where the texts differ, or `nil` when their scalars are identical.
  public var firstDifference: ScalarDifference?
  /// Each pair of orders that disagree, with the reason: empty when all three agree.
  public var disagreements: [OrderDisagreement]

  /// Compares `a` with `b` in every order.
  ///
  /// - Complexity: O(n) in the length of the texts.
  public init(_ a: String, _ b: String) {
    self.init(
      utf16: StringOrder.utf16.compare(a, b), scalar: StringOrder.scalar.compare(a, b),
      swift: StringOrder.swift.compare(a, b), firstDifference: ScalarDifference(a, b))
  }

  /// The comparison of two texts whose orders are known (compared as they streamed by), with
  /// the first scalar where they differ.
  public init(
    utf16: StringComparison, scalar: StringComparison, swift: StringComparison,
    firstDifference difference: ScalarDifference?
  ) {
    self.utf16 = utf16
    self.scalar = scalar
    self.swift = swift
    firstDifference = difference
    disagreements = []
    let pairs: [(StringOrder, StringOrder)] = [
      (.utf16, .scalar), (.utf16, .swift), (.scalar, .swift),
    ]
    for (first, second) in pairs where self[first] != self[second] {
      disagreements.append(
        OrderDisagreement(
          orders: (first, second), comparisons: (self[first], self[second]),
          reason: reason(first, second, difference)))
    }
  }

  /// The comparison in `order`.
  public subscript(order: StringOrder) -> StringComparison {
    switch order {
    case .utf16: utf16
    case .scalar: scalar
    case .swift: swift
    }
  }

  /// Whether all three orders agree.
  public var ordersAgree: Bool { disagreements.isEmpty }

  private func reason(
    _ first: StringOrder, _ second: StringOrder, _ difference: ScalarDifference?
  ) -> String {
    let javaAgainstCodePoints = first == .utf16 && (second == .scalar || scalar == swift)
    if javaAgainstCodePoints, let difference, let x = difference.a, let y = difference.b {
      let (bmp, astral) = x.value < y.value ? (x, y) : (y, x)
      let unit = bmp.value.hex(digits: 4)
      let pair = UTF16.encode(astral)!.map { $0.hex(digits: 4) }.joined(separator: " ")
      return "\(bmp.codePoint) is the UTF-16 unit \(unit) and \(astral.codePoint) is the "
        + "surrogate pair \(pair): Java compares \(unit) with \(pair.prefix(4)) and sorts "
        + "\(bmp.codePoint) after; code point order sorts it before."
    }
    // The verdicts are in `orders` and `comparisons`; the reason names only the cause, so two
    // pairs with the same cause read the same and a renderer can show it once.
    return "Swift's < compares the texts' canonically equivalent (NFC) forms: texts that differ "
      + "only in composition are equal, and a decomposed character sorts as its composed form."
  }
}

/// A pair of orders that disagree on two texts.
public struct OrderDisagreement: Hashable, Sendable {
  /// The two orders.
  public var orders: (StringOrder, StringOrder)
  /// What each says, in the same order as `orders`.
  public var comparisons: (StringComparison, StringComparison)
  /// Why they disagree, in a sentence.
  public var reason: String

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.orders == rhs.orders && lhs.comparisons == rhs.comparisons && lhs.reason == rhs.reason
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(orders.0)
    hasher.combine(orders.1)
    hasher.combine(comparisons.0)
    hasher.combine(comparisons.1)
    hasher.combine(reason)
  }
}

/// The first scalar where two texts differ, with its position in every view (the texts are
/// identical before it, so the positions are the same in both).
public struct ScalarDifference: Hashable, Sendable {
  /// The position, in scalars from the start.
  public var scalarOffset: Int
  /// The position, in UTF-16 code units from the start.
  public var utf16Offset: Int
  /// The position, in UTF-8 bytes from the start.
  public var utf8Offset: Int
  /// The first text's scalar there, or `nil` when the first text ends there.
  public var a: Unicode.Scalar?
  /// The second text's scalar there, or `nil` when the second text ends there.
  public var b: Unicode.Scalar?

  /// A difference at known offsets: `a` and `b` are the texts' scalars there (`nil` for a
  /// text that ends there).
  public init(scalarOffset: Int, utf16Offset: Int, utf8Offset: Int, a: Unicode.Scalar?, b: Unicode.Scalar?) {
    self.scalarOffset = scalarOffset
    self.utf16Offset = utf16Offset
    self.utf8Offset = utf8Offset
    self.a = a
    self.b = b
  }

  /// Finds the first scalar where `a` and `b` differ; `nil` when their scalars are identical.
  ///
  /// - Complexity: O(n) in the length of the common prefix.
  public init?(_ a: String, _ b: String) {
    var position = (scalars: 0, utf16: 0, utf8: 0)
    var left = a.unicodeScalars.makeIterator()
    var right = b.unicodeScalars.makeIterator()
    while true {
      let x = left.next()
      let y = right.next()
      if x == nil && y == nil { return nil }
      if x != y {
        (scalarOffset, utf16Offset, utf8Offset) = position
        (self.a, self.b) = (x, y)
        return
      }
      position.scalars += 1
      position.utf16 += UTF16.width(x!)
      position.utf8 += UTF8.width(x!)
    }
  }
}
