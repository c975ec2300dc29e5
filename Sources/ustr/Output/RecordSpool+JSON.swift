import UStrReport

extension RecordSpool {
  /// Writes every record, each one JSON value laid out for the depth of `json`'s innermost
  /// open array (``RowLayout``), as that array's elements, a piece at a time: one record can be
  /// a text's whole line.
  ///
  ///     json.openArray(member: "disagreements")
  ///     try spool.writeElements(into: json)
  ///     json.closeContainer()
  ///
  /// - Throws: `OutputError` when the spool cannot be read back, or when `json`'s output has
  ///   failed (checked at each piece, so a closed output stops the reading).
  /// - Complexity: O(n) in the bytes kept; memory O(``pieceSize``).
  func writeElements(into json: JSONStreamEncoder) throws {
    try forEachPiece { piece, startsElement, _ in
      if let failure = json.output.failure { throw failure }
      if startsElement {
        json.element { bytes, _, _ in bytes += piece }
      } else {
        json.output.write(bytes: piece)
      }
    }
  }
}
