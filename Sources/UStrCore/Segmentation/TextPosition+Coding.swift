/// A row that sits at one position of a text writes the position flat, its three offsets among
/// the row's own keys (`{"utf8Offset": 3, "utf16Offset": 2, "scalarOffset": 2, "rule": …}`):
/// the rows of `ustr breaks` (boundaries, disagreements, positions) read and write it here.
extension KeyedEncodingContainer {
  /// Writes `position`'s offsets under the row's keys for them, UTF-8 first.
  package mutating func encode(
    _ position: TextPosition, utf8Offset: Key, utf16Offset: Key, scalarOffset: Key
  ) throws {
    try encode(position.utf8Offset, forKey: utf8Offset)
    try encode(position.utf16Offset, forKey: utf16Offset)
    try encode(position.scalarOffset, forKey: scalarOffset)
  }
}

extension KeyedDecodingContainer {
  /// Reads the position a row writes flat under its keys for the three offsets.
  package func decodePosition(utf8Offset: Key, utf16Offset: Key, scalarOffset: Key) throws -> TextPosition {
    TextPosition(
      utf8Offset: try decode(Int.self, forKey: utf8Offset),
      utf16Offset: try decode(Int.self, forKey: utf16Offset),
      scalarOffset: try decode(Int.self, forKey: scalarOffset))
  }
}
