/// What `--allow`, `--deny` and the inline `ustr:allow` marker name: a rule by its id, a code
/// point (`U+200D`) or a range of them (`U+E0000-U+E007F`).
///
///     ScanSelector("U+200D")        // .codePoints(0x200D...0x200D)
///     ScanSelector("bidi-mark")     // .rule(.bidiMark)
///     ScanSelector("nonsense")      // nil
public enum ScanSelector: Hashable, Sendable {
  case rule(ScanRule)
  case codePoints(ClosedRange<UInt32>)

  /// Parses one selector; `nil` when it is neither a rule id nor a code point or range.
  public init?(_ text: some StringProtocol) {
    if let rule = ScanRule(rawValue: String(text)) {
      self = .rule(rule)
      return
    }
    let parts = Substring(text).split(separator: "-", maxSplits: 1)
    guard let low = Self.codePoint(parts[0]) else { return nil }
    let high = parts.count == 2 ? Self.codePoint(parts[1]) : low
    guard let high, low <= high else { return nil }
    self = .codePoints(low...high)
  }

  /// "U+200D", "u+200d" or "200D" as a number; `nil` above U+10FFFF.
  static func codePoint(_ text: Substring) -> UInt32? {
    var digits = text
    if digits.hasPrefix("U+") || digits.hasPrefix("u+") { digits = digits.dropFirst(2) }
    guard (1...6).contains(digits.count), let value = UInt32(digits, radix: 16), value <= 0x10FFFF
    else { return nil }
    return value
  }

  /// Whether this selector names `rule` or every one of `codePoints` (and there is one).
  func matches(rule: ScanRule, codePoints: [Unicode.Scalar]) -> Bool {
    switch self {
    case .rule(let named): named == rule
    case .codePoints(let range):
      !codePoints.isEmpty && codePoints.allSatisfy { range.contains($0.value) }
    }
  }

  /// The selectors an inline marker on `line` names: every word after `ustr:allow` (separated
  /// by spaces or commas) that parses, up to the first that does not. A marker may name several:
  /// `// ustr:allow U+200D, bidi-mark`. Empty when the line has no marker.
  ///
  /// - Complexity: O(n) in the line's length: its bytes are searched for the marker's first
  ///   byte, a vector at a time (a line is not walked cluster by cluster).
  package static func inlineAllowed(in line: String) -> [ScanSelector] {
    guard let markerEnd = markerEnd(in: line) else { return [] }
    var selectors: [ScanSelector] = []
    let rest = Substring(line.utf8[markerEnd...])
    for word in rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
      guard let selector = ScanSelector(word) else { break }
      selectors.append(selector)
    }
    return selectors
  }

  /// The inline marker, as UTF-8.
  static let marker = Array("ustr:allow".utf8)

  /// The index just past the first `ustr:allow` in `line`, or `nil`. A search for the first
  /// byte, then a compare: `line.utf8.firstRange(of: marker)` reads the same but made scanning
  /// one 8 MB line three times slower (1.7 s to 5.5 s).
  static func markerEnd(in line: String) -> String.Index? {
    let utf8 = line.utf8
    var start = utf8.startIndex
    while let found = utf8[start...].firstIndex(of: marker[0]) {
      guard let end = utf8.index(found, offsetBy: marker.count, limitedBy: utf8.endIndex) else { return nil }
      if utf8[found..<end].elementsEqual(marker) { return end }
      start = utf8.index(after: found)
    }
    return nil
  }
}
