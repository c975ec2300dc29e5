/// A disagreement between two orders is a row of `ustr compare`'s JSON (`orderDisagreements`):
/// the two orders by their keys in `order`, what each says (-1, 0 or 1), and why.
///
///     {"orders": ["utf16", "scalar"], "comparisons": [1, -1],
///      "reason": "U+FF61 (UTF-16 FF61) sorts after U+1F600 (UTF-16 D83D DE00) ..."}
extension OrderDisagreement: Codable {
  enum CodingKeys: String, CodingKey {
    case orders, comparisons, reason
  }

  /// Reads a disagreement from its JSON.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key is missing, a list does not hold two values, or an
  ///   order or comparison is unknown.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let orders = try container.decode([String].self, forKey: .orders).compactMap(StringOrder.init)
    let comparisons = try container.decode([Int].self, forKey: .comparisons).compactMap(StringComparison.init)
    guard orders.count == 2 else {
      throw DecodingError.dataCorruptedError(
        forKey: .orders, in: container, debugDescription: "not two known orders")
    }
    guard comparisons.count == 2 else {
      throw DecodingError.dataCorruptedError(
        forKey: .comparisons, in: container, debugDescription: "not two comparisons of -1, 0 or 1")
    }
    self.init(
      orders: (orders[0], orders[1]), comparisons: (comparisons[0], comparisons[1]),
      reason: try container.decode(String.self, forKey: .reason))
  }

  /// Writes the two orders, the two comparisons and the reason.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode([orders.0.rawValue, orders.1.rawValue], forKey: .orders)
    try container.encode([comparisons.0.rawValue, comparisons.1.rawValue], forKey: .comparisons)
    try container.encode(reason, forKey: .reason)
  }
}
