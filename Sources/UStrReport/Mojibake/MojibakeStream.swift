import UStrCore
import UStrICU

/// Mojibake repaired in a text handed over a stretch at a time. The text is repaired in
/// stretches of its own, whatever the pieces it comes in: each ends just after the last ASCII
/// scalar in its first `stretchUTF8Count` bytes (or there, at a scalar's start, when that
/// much has no ASCII), so mojibake cut between two pieces is still found, and the answer (which
/// encoding a stretch was read as) is the same for a file read in 1 MiB chunks, a pipe read
/// as its writer gives it, and the text given whole.
///
///     var stream = MojibakeStream()
///     stream.append("PokÃ")     // ("", []): held until a stretch is full
///     stream.append("©mon")     // ("", [])
///     stream.finish()           // ("Pokémon", [the change])
///
/// - Complexity: O(n); memory O(`stretchUTF8Count` + the largest piece).
public struct MojibakeStream: Sendable {
  /// The most bytes of one stretch repaired at once.
  static let stretchUTF8Count = 1 << 20

  var held = ""
  var utf8Offset = 0
  var scalarOffset = 0

  public init() {}

  /// The repaired text of the stretches that are full, and their changes (offsets in the
  /// whole input).
  ///
  /// - Complexity: O(n) in the piece and the bytes repaired.
  public mutating func append(_ text: String) -> (text: String, changes: [MojibakeChange]) {
    held += text
    var repaired = ""
    var changes: [MojibakeChange] = []
    // The rest is copied once per piece, not once per stretch.
    var rest = held[...]
    while rest.utf8.count >= Self.stretchUTF8Count {
      let cut = Self.stretchEnd(in: rest)
      let part = repair(String(rest[..<cut]))
      repaired += part.text
      changes += part.changes
      rest = rest[cut...]
    }
    held = String(rest)
    return (repaired, changes)
  }

  /// Where the stretch that starts `text` ends: just after its last ASCII scalar within
  /// `stretchUTF8Count` bytes, else at the scalar that starts there.
  ///
  /// - Complexity: O(`stretchUTF8Count`).
  static func stretchEnd(in text: Substring) -> String.Index {
    let utf8 = text.utf8
    let limit = utf8.index(utf8.startIndex, offsetBy: stretchUTF8Count)
    var cut = limit
    while cut > utf8.startIndex, utf8[utf8.index(before: cut)] >= 0x80 { cut = utf8.index(before: cut) }
    if cut > utf8.startIndex { return cut }
    cut = limit
    while cut < utf8.endIndex, cut > utf8.startIndex, utf8[cut] & 0xC0 == 0x80 { cut = utf8.index(before: cut) }
    return cut
  }

  /// The text held (less than a stretch), repaired.
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
