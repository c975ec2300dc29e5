/// Encodes any `Encodable` report into a `JSONValue`, keeping keys in the order the type encodes
/// them (declaration order for synthesized conformances) and writing `nil` as `null`, so every
/// key of the contract is always present.
///
///     struct Point: Encodable { var x: Int; var label: String? }
///     try JSONValueEncoder().encode(Point(x: 1, label: nil))
///     // .object([("x", .integer(1)), ("label", .null)])
public struct JSONValueEncoder: Sendable {
  /// Creates an encoder.
  public init() {}

  /// The JSON value of `value`.
  ///
  /// - Throws: `EncodingError` when a number is not finite.
  public func encode(_ value: some Encodable) throws -> JSONValue {
    let node = JSONNode()
    try value.encode(to: NodeEncoder(node: node, codingPath: []))
    return node.value
  }

  /// `value` written as ASCII-safe JSON text: pretty-printed with 2 spaces, or on one line.
  public func encodeText(_ value: some Encodable, pretty: Bool = true) throws -> String {
    JSONWriter(indentation: pretty ? 2 : 0).write(try encode(value))
  }
}

/// A value under construction: containers append to it while the encoding runs.
///
/// Members and elements are stored properties of this class, not enum payloads, so appending
/// mutates them in place: amortized O(1), where rebuilding a payload copied the whole array on
/// every append (quadratic in an array of 20 000 scalars).
final class JSONNode {
  enum Kind { case empty, leaf, object, array }

  var kind = Kind.empty
  var leaf = JSONValue.null
  var members: [(key: String, node: JSONNode)] = []
  var elements: [JSONNode] = []

  var value: JSONValue {
    switch kind {
    case .empty: .object([])
    case .leaf: leaf
    case .object: .object(members.map { ($0.key, $0.node.value) })
    case .array: .array(elements.map(\.value))
    }
  }

  func setLeaf(_ value: JSONValue) {
    kind = .leaf
    leaf = value
  }

  /// The child stored under `key`, created (or replaced) in writing order.
  func child(forKey key: String) -> JSONNode {
    ensureObject()
    let node = JSONNode()
    // Reports have few keys per object; a key written twice replaces the first in place.
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].node = node
    } else {
      members.append((key, node))
    }
    return node
  }

  /// A new element appended to this array.
  func appendElement() -> JSONNode {
    ensureArray()
    let node = JSONNode()
    elements.append(node)
    return node
  }

  func ensureObject() {
    if kind != .object { kind = .object; members = [] }
  }

  func ensureArray() {
    if kind != .array { kind = .array; elements = [] }
  }
}

struct NodeEncoder: Encoder {
  let node: JSONNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.ensureObject()
    return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.ensureArray()
    return UnkeyedNodeContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNodeContainer(node: node, codingPath: codingPath)
  }
}

/// Encodes one value into `node`: primitives directly, anything else through its `encode(to:)`.
func encodeValue(_ value: some Encodable, into node: JSONNode, codingPath: [any CodingKey]) throws {
  switch value {
  case let text as String: node.setLeaf(.string(text))
  case let flag as Bool: node.setLeaf(.bool(flag))
  case let number as Int: node.setLeaf(.integer(number))
  case let number as Double:
    guard number.isFinite else {
      throw EncodingError.invalidValue(
        number, .init(codingPath: codingPath, debugDescription: "JSON has no \(number)"))
    }
    node.setLeaf(.number(number))
  default: try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
  }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: JSONNode
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    node.child(forKey: key.stringValue).setLeaf(.null)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encodeValue(value, into: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }

  // `nil` is written as `null` rather than left out: the report's keys are always present.
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = node.child(forKey: key.stringValue)
    child.ensureObject()
    return KeyedEncodingContainer(
      KeyedNodeContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = node.child(forKey: key.stringValue)
    child.ensureArray()
    return UnkeyedNodeContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]
  var count: Int {
    node.kind == .array ? node.elements.count : 0
  }

  mutating func encodeNil() throws { node.appendElement().setLeaf(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try encodeValue(value, into: node.appendElement(), codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = node.appendElement()
    child.ensureObject()
    return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: child, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = node.appendElement()
    child.ensureArray()
    return UnkeyedNodeContainer(node: child, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.appendElement(), codingPath: codingPath)
  }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.setLeaf(.null) }
  mutating func encode(_ value: Bool) throws { node.setLeaf(.bool(value)) }
  mutating func encode(_ value: String) throws { node.setLeaf(.string(value)) }
  mutating func encode(_ value: Double) throws {
    try encodeValue(value, into: node, codingPath: codingPath)
  }
  mutating func encode(_ value: Float) throws { try encode(Double(value)) }
  mutating func encode(_ value: Int) throws { node.setLeaf(.integer(value)) }
  mutating func encode(_ value: Int8) throws { try encode(Int(value)) }
  mutating func encode(_ value: Int16) throws { try encode(Int(value)) }
  mutating func encode(_ value: Int32) throws { try encode(Int(value)) }
  mutating func encode(_ value: Int64) throws { try encode(Int(value)) }
  mutating func encode(_ value: UInt) throws { try encode(Int(value)) }
  mutating func encode(_ value: UInt8) throws { try encode(Int(value)) }
  mutating func encode(_ value: UInt16) throws { try encode(Int(value)) }
  mutating func encode(_ value: UInt32) throws { try encode(Int(value)) }
  mutating func encode(_ value: UInt64) throws { try encode(Int(value)) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try encodeValue(value, into: node, codingPath: codingPath)
  }
}
