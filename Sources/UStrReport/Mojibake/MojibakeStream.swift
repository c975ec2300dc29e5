import UStrCore
import UStrICU

/// Mojibake repaired in a text handed over a stretch at a time: a stretch's trailing non-ASCII
/// run is held back until the next stretch, so mojibake cut between two stretches is still
/// found (a run over 64 KiB is let through as it is, to keep memory bounded).
///
///     var stream = MojibakeStream()
///     stream.append("PokÃ")     // ("Pok", [])
///     stream.append("©mon")     // ("Pokémon" so far: "émon", [the change])
///     stream.finish()
public struct MojibakeStream: Sendable {
  /// The longest non-ASCII run held back, in UTF-8 bytes.
  static let heldLimit = 1 << 16

  var held = ""
  var utf8Offset = 0
  var scalarOffset = 0

  public init() {}

  /// The repaired text of everything before the held-back run, and its changes (offsets in
  /// the whole input).
  ///
  /// - Complexity: O(n) in the stretch and the held-back run.
  public mutating func append(_ text: String) -> (text: String, changes: [MojibakeChange]) {
    var whole = held + text
    let scalars = whole.unicodeScalars
    var cut = scalars.endIndex
    while cut > scalars.startIndex, !scalars[scalars.index(before: cut)].isASCII {
      cut = scalars.index(before: cut)
    }
    if whole.utf8.distance(from: cut, to: whole.endIndex) > Self.heldLimit { cut = whole.endIndex }
    held = String(whole[cut...])
    whole = String(whole[..<cut])
    return repair(whole)
  }

  /// The held-back run, repaired.
  public mutating func finish() -> (text: String, changes: [MojibakeChange]) {
    defer { held = "" }
    return repair(held)
  }

  mutating func repair(_ text: String) -> (text: String, changes: [MojibakeChange]) {
    defer {
      utf8Offset += text.utf8.count
      scalarOffset += UTF8CodeUnitCounts(of: text).scalars
    }
    guard let found = Mojibake.repair(text) else { return (text, []) }
    let changes = found.changes.map { change in
      var change = change
      change.utf8Range = change.utf8Range.lowerBound + utf8Offset..<change.utf8Range.upperBound + utf8Offset
      change.scalarRange =
        change.scalarRange.lowerBound + scalarOffset..<change.scalarRange.upperBound + scalarOffset
      return change
    }
    return (found.text, changes)
  }
}
