/// The JSON members of the asked properties of scalars (`inspect --properties`), made once per
/// scalar value and layout: `,"script":"Latn","age":"1.1","disagreements":[]`, byte for byte
/// what encoding the scalar's ``ScalarReport`` with its ``ScalarPropertyValues`` writes.
///
///     var json = ScalarPropertyJSON(properties: [.script], widthPolicy: .unicode)
///     json.members(of: "é", depth: 4, indentation: 0)  // the bytes of ,"script":"Latn","disagreements":[]
///
/// A text meets the same few thousand scalars again and again: a row costs a dictionary lookup,
/// whatever the number of properties. Memory stays bounded: past `limit` scalars the cache
/// starts over.
package struct ScalarPropertyJSON {
  /// The most scalars remembered at once.
  package static let limit = 1 << 14
  /// The properties written, in order.
  package let properties: [ScalarProperty]
  /// The policy of the `width` property (the scalar's cells alone).
  package let widthPolicy: WidthPolicy
  var members: [UInt32: [UInt8]] = [:]
  var layout = (depth: -1, indentation: -1)

  /// Members of `properties`, with `width` under `widthPolicy`.
  package init(properties: [ScalarProperty], widthPolicy: WidthPolicy) {
    self.properties = properties
    self.widthPolicy = widthPolicy
  }

  /// The members of `scalar`'s properties and its `disagreements`, each preceded by its comma,
  /// for a scalar object at `depth` laid out with `indentation`.
  ///
  /// - Complexity: O(1) for a scalar met before in this layout; a lookup per property otherwise.
  package mutating func members(of scalar: Unicode.Scalar, depth: Int, indentation: Int) -> [UInt8] {
    if layout != (depth, indentation) {
      members.removeAll(keepingCapacity: true)
      layout = (depth, indentation)
    }
    if let known = members[scalar.value] { return known }
    if members.count >= Self.limit { members.removeAll(keepingCapacity: true) }
    let values = ScalarPropertyValues(scalar, properties: properties, widthPolicy: widthPolicy)
    var bytes: [UInt8] = []
    let inner = depth + 1
    func member(_ key: String, _ value: some Encodable) {
      bytes.append(UInt8(ascii: ","))
      JSONBytes.newline(depth: inner, indentation: indentation, into: &bytes)
      JSONBytes.string(key, into: &bytes)
      bytes.append(UInt8(ascii: ":"))
      if indentation > 0 { bytes.append(0x20) }
      var encoded: [UInt8] = []
      let output = ByteOutput { encoded += $0 }
      // Property values are names, numbers and flags (all finite), and disagreements strings.
      try? JSONStreamEncoder(output: output, indentation: indentation, depth: inner).encode(value)
      try? output.flush()
      bytes += encoded
    }
    for entry in values.values { member(entry.property.rawValue, entry.value) }
    member("disagreements", values.disagreements)
    members[scalar.value] = bytes
    return bytes
  }
}
