/// A block of Blocks.txt: a named range of code points ("Arrows", U+2190..U+21FF).
public struct Block: Hashable, Sendable, CustomStringConvertible {
  let index: Int

  /// The name as Blocks.txt spells it: "Latin-1 Supplement".
  public var name: String { blockNames[index] }
  /// The name.
  public var description: String { name }

  init(index: Int) { self.index = index }

  /// The block named `text`, matched loosely (case, spaces, hyphens and underscores ignored, as
  /// UAX #44 LM3 says): "arrows", "Latin_1_Supplement"; `nil` when none is.
  public init?(named text: String) {
    let key = PropertyName.loose(text)
    guard let index = blockNames.indices.dropFirst().first(where: { PropertyName.loose(blockNames[$0]) == key })
    else { return nil }
    self.index = index
  }

  /// The code points of the block, first to last.
  ///
  /// - Complexity: O(r) for r property ranges, once per call.
  public var codePoints: ClosedRange<UInt32> {
    var first: UInt32?
    var last: UInt32 = 0
    for (i, entry) in characterPropertyRanges.enumerated() where Int(entry >> 13 & 0x1FF) == index {
      let start = UInt32(truncatingIfNeeded: entry >> 32)
      let end = i + 1 < characterPropertyRanges.count
        ? UInt32(truncatingIfNeeded: characterPropertyRanges[i + 1] >> 32) - 1 : 0x10FFFF
      if first == nil { first = start }
      last = end
    }
    return (first ?? 0)...last
  }

  /// Every block of the tables, in code point order.
  public static var all: [Block] { blockNames.indices.dropFirst().map(Block.init(index:)) }
}
