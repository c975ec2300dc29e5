/// A block of Blocks.txt: a named range of code points ("Arrows", U+2190..U+21FF).
///
/// Unicode adds blocks in most versions, so a block is either one of the tables' (with its
/// code points) or a name they do not have, carried as it came (``init(name:)``, a JSON
/// document of a newer ustr): never lost. JSON writes the name.
public struct Block: Codable, Hashable, Sendable, CustomStringConvertible {
  private enum Value: Hashable, Sendable {
    /// The tables' row.
    case table(Int)
    /// A name the tables do not have.
    case other(String)
  }

  private let value: Value

  /// The name as Blocks.txt spells it: "Latin-1 Supplement".
  public var name: String {
    switch value {
    case .table(let index): blockNames[index]
    case .other(let name): name
    }
  }
  /// The name.
  public var description: String { name }

  init(index: Int) { value = .table(index) }

  /// The block named exactly `name` as Blocks.txt spells it ("Latin-1 Supplement"); a name the
  /// tables do not have is kept as it is.
  ///
  /// - Complexity: O(b) for the b blocks of the tables.
  public init(name: String) {
    if let index = blockNames.indices.dropFirst().first(where: { blockNames[$0] == name }) {
      value = .table(index)
    } else {
      value = .other(name)
    }
  }

  /// The block named `text`, matched loosely (case, spaces, hyphens and underscores ignored, as
  /// UAX #44 LM3 says): "arrows", "Latin_1_Supplement"; `nil` when none is.
  public init?(named text: String) {
    let key = PropertyName.loose(text)
    guard let index = blockNames.indices.dropFirst().first(where: { PropertyName.loose(blockNames[$0]) == key })
    else { return nil }
    value = .table(index)
  }

  /// The code points of the block, first to last; `nil` for a block the tables do not have.
  ///
  /// - Complexity: O(r) for r property ranges, once per call.
  public var codePoints: ClosedRange<UInt32>? {
    guard case .table(let index) = value else { return nil }
    var first: UInt32?
    var last: UInt32 = 0
    for (i, entry) in characterPropertyRanges.enumerated() where Int(entry >> 13 & 0x1FF) == index {
      let start = UInt32(truncatingIfNeeded: entry >> 32)
      let end = i + 1 < characterPropertyRanges.count
        ? UInt32(truncatingIfNeeded: characterPropertyRanges[i + 1] >> 32) - 1 : 0x10FFFF
      if first == nil { first = start }
      last = end
    }
    return first.map { $0...last }
  }

  /// Every block of the tables, in code point order.
  public static var all: [Block] { blockNames.indices.dropFirst().map(Block.init(index:)) }

  /// Reads a block from its name ("Arrows"), known to the tables or not.
  ///
  /// - Throws: `DecodingError` when the value is not a string.
  public init(from decoder: any Decoder) throws {
    self.init(name: try decoder.singleValueContainer().decode(String.self))
  }

  /// Writes the name: "Arrows".
  ///
  /// - Throws: What `encoder` throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
