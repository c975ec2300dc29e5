/// The JSON strings of scalars' names and General_Category codes, made once per scalar value: a
/// row writer meets the same few thousand scalars millions of times, and a name lookup makes a
/// new `String` each time.
///
///     var names = ScalarJSONNames()
///     names.entry(for: "é").name      // the bytes of "\"LATIN SMALL LETTER E WITH ACUTE\""
///     names.entry(for: "é").category  // the bytes of "\"Ll\""
///
/// Memory stays bounded: past `limit` scalars the cache starts over.
package struct ScalarJSONNames {
  /// The most scalars remembered at once.
  package static let limit = 1 << 14

  /// One scalar's quoted, escaped name and category code.
  package struct Entry {
    package var name: [UInt8]
    package var category: [UInt8]
  }

  var entries: [UInt32: Entry] = [:]
  /// The properties each scalar's object carries after `utf8` (`inspect --properties`); `nil`
  /// for none.
  package var properties: ScalarPropertyJSON?

  /// An empty cache.
  package init() {}

  /// The name and category of `scalar` as JSON strings.
  ///
  /// - Complexity: O(1) for a scalar met before; a name lookup otherwise.
  package mutating func entry(for scalar: Unicode.Scalar) -> Entry {
    if let known = entries[scalar.value] { return known }
    if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
    var name: [UInt8] = []
    JSONBytes.string(ScalarName.of(scalar), into: &name)
    var category: [UInt8] = []
    JSONBytes.string(scalar.properties.generalCategory.shortName, into: &category)
    let entry = Entry(name: name, category: category)
    entries[scalar.value] = entry
    return entry
  }
}
