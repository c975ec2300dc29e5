import UStrReport

/// Lays out rows that go through `Encodable` as elements of a list at one depth of a JSON
/// document, through one encoder kept from row to row: the bytes a ``RecordSpool`` keeps until
/// the document reaches the list.
///
///     let layout = RowLayout(depth: 2)   // the elements of a member of the document's object
///     try spool.append(layout.bytes(of: row))
///
/// - Complexity: O(the row's JSON) per row; memory O(the largest row).
final class RowLayout {
  private var collected: [UInt8] = []
  private var json: JSONStreamEncoder!

  /// A layout for elements at `depth` (a member of the document's object is at depth 1, the
  /// elements of its array at 2).
  init(depth: Int) {
    json = JSONStreamEncoder(output: ByteOutput { [unowned self] in collected += $0 }, depth: depth)
  }

  /// `value` laid out as an element at the depth this layout was made for.
  func bytes(of value: some Encodable) throws -> [UInt8] {
    collected.removeAll(keepingCapacity: true)
    try json.encode(value)
    try json.output.flush()
    return collected
  }
}
