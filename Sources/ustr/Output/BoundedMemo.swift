/// Values made once each by key and kept while they repeat, in bounded memory: once it holds
/// `limit` values it starts again, so a text of many distinct keys costs at most `limit`
/// values. What the tables and sinks remember of what recurs row after row (a scalar's cells,
/// a short text's cut, a change's description) is kept in one.
///
///     var names = BoundedMemo<UInt32, String>(limit: 4096)
///     names.value(for: 0xE9) { ScalarName.of("\u{E9}") }  // made
///     names.value(for: 0xE9) { ScalarName.of("\u{E9}") }  // looked up
///
/// - Complexity: O(1) a lookup after hashing the key; memory O(`limit`) values.
struct BoundedMemo<Key: Hashable, Value> {
  /// The most values held.
  let limit: Int
  private var values: [Key: Value] = [:]

  init(limit: Int) {
    self.limit = limit
  }

  /// The value of `key`, made by `make` when it is not held.
  mutating func value(for key: Key, make: () throws -> Value) rethrows -> Value {
    if let value = values[key] { return value }
    if values.count >= limit { values.removeAll(keepingCapacity: true) }
    let value = try make()
    values[key] = value
    return value
  }
}
