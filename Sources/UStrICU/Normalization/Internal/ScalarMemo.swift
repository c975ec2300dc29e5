/// Values remembered per scalar, found without hashing: a slot per BMP code point (made when the
/// first value is stored, so a text that stores none pays nothing) and a dictionary above the
/// BMP. What a normalization form makes of each accented letter or Hangul syllable met, asked
/// once per occurrence.
///
///     var memo = ScalarMemo<Int>()
///     memo[0xE9] = 2
///     memo[0xE9]      // 2
///     memo[0x1F600]   // nil
///
/// - Complexity: O(1) per lookup; 256 KB once a BMP value is stored.
struct ScalarMemo<Value> {
  /// Per BMP code point: 0, or the index in `values` plus one.
  private var slots: [Int32] = []
  private var values: [Value] = []
  private var supplementary: [UInt32: Value] = [:]

  subscript(value: UInt32) -> Value? {
    get {
      guard value < 0x10000 else { return supplementary[value] }
      guard !slots.isEmpty else { return nil }
      let slot = slots[Int(value)]
      return slot == 0 ? nil : values[Int(slot) - 1]
    }
    set {
      guard value < 0x10000 else { return supplementary[value] = newValue }
      if slots.isEmpty { slots = [Int32](repeating: 0, count: 0x10000) }
      let slot = slots[Int(value)]
      switch (slot, newValue) {
      case (0, let new?):
        values.append(new)
        slots[Int(value)] = Int32(values.count)
      case (_, let new?): values[Int(slot) - 1] = new
      case (_, nil): slots[Int(value)] = 0
      }
    }
  }
}
