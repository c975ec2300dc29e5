/// Encodes `Encodable` values straight into a ``ByteOutput`` as ASCII-safe JSON, with no tree of
/// values in between: what the streamed reports write row by row.
///
/// Keys come in the order the type encodes them, `nil` written as
/// `null` (every key of the contract is present), everything outside printable ASCII escaped as
/// `\uXXXX`, pretty-printed with 2 spaces a level (arrays whose first element is a number, string
/// or `null` on one line: `[0, 2]`) or compact on one line for JSON Lines.
///
///     let output = ByteOutput { print(String(decoding: $0, as: UTF8.self), terminator: "") }
///     let json = JSONStreamEncoder(output: output, indentation: 0)
///     try json.encode(["U+00E9", "é"])   // ["U+00E9","\u00E9"]
///
/// Containers are closed lazily: Swift's `Encoder` never says when a container is done, so the
/// encoder closes every container deeper than the one being written to before each write, and
/// the rest when `encode` returns.
///
/// - Complexity: O(n) in the size of the output.
public final class JSONStreamEncoder {
  /// Where the text goes.
  public let output: ByteOutput
  /// Spaces per level; 0 writes compact JSON on one line.
  public let indentation: Int
  /// The nesting level the next value starts at (the document writer's current depth).
  var baseDepth: Int

  /// One open container.
  struct Frame {
    var isObject: Bool
    /// Whether this array is written on one line (its first element was a number or string).
    var isInline = false
    var count = 0
  }

  /// The open containers, outermost first; frame `i` is at depth `baseDepth + i`.
  var frames: [Frame] = []
  /// Counts every value written, to find an `encode(to:)` that wrote nothing.
  var writes = 0

  /// An encoder writing into `output`, starting at nesting level `depth`.
  public init(output: ByteOutput, indentation: Int = 2, depth: Int = 0) {
    self.output = output
    self.indentation = indentation
    self.baseDepth = depth
  }

  /// Writes `value` as JSON, closing every container it opened.
  public func encode(_ value: some Encodable) throws {
    let level = frames.count
    try writeValue(value, codingPath: [])
    close(downTo: level)
    output.drainIfFull()
  }

  /// `value` as JSON text: pretty-printed with `indentation` spaces a level, or on one line
  /// with 0.
  ///
  ///     try JSONStreamEncoder.text(of: ["a": [0, 2]])  // "{\n  \"a\": [0, 2]\n}"
  ///
  /// - Throws: `EncodingError` when a number is not finite.
  public static func text(of value: some Encodable, indentation: Int = 2) throws -> String {
    String(decoding: try bytes(of: value, indentation: indentation), as: UTF8.self)
  }

  /// `value` as JSON bytes, laid out as it would be at nesting level `depth` of a document (its
  /// members one level deeper, its closing bracket at `depth`): an element made now and written
  /// later as an element (`element(writtenBy:)`, which hands over the depth it must have).
  ///
  ///     try JSONStreamEncoder.bytes(of: ["a": 1], depth: 1)  // the UTF-8 of "{\n    \"a\": 1\n  }"
  ///
  /// - Throws: `EncodingError` when a number is not finite.
  public static func bytes(of value: some Encodable, indentation: Int = 2, depth: Int = 0) throws -> [UInt8] {
    var bytes: [UInt8] = []
    let output = ByteOutput { bytes += $0 }
    try JSONStreamEncoder(output: output, indentation: indentation, depth: depth).encode(value)
    try? output.flush()  // collecting into an array cannot fail
    return bytes
  }

  // MARK: - Documents written piece by piece

  /// Opens the document's top-level object, whose members follow one call at a time.
  public func openObject() {
    _ = open(isObject: true)
  }

  /// Writes one member of the innermost open object.
  public func member(_ key: String, _ value: some Encodable) throws {
    beginMember(key, at: frames.count - 1)
    let level = frames.count
    try writeValue(value, codingPath: [])
    close(downTo: level)
    output.drainIfFull()
  }

  /// Writes every member of `value` (a type that encodes an object) into the innermost open
  /// object, as if they were its own: a header or a summary spread into the document.
  public func members(of value: some Encodable) throws {
    flattensNextObject = true
    defer { flattensNextObject = false }
    let level = frames.count
    try value.encode(to: StreamEncoder(json: self, codingPath: []))
    close(downTo: level)
    output.drainIfFull()
  }

  /// Writes a string member of the innermost open object whose value comes in pieces (a
  /// literal of a text too large to hold): `write` gets a function that appends a piece.
  ///
  ///     try json.member("literal") { append in append("\"caf"); append("\\u00E9\"") }
  package func member(_ key: String, writingStringBy write: (_ append: (String) -> Void) throws -> Void) rethrows {
    beginMember(key, at: frames.count - 1)
    settle(isScalar: true)
    writes += 1
    output.write(byte: UInt8(ascii: "\""))
    try write { piece in
      output.withBuffer { JSONBytes.stringContents(piece, into: &$0) }
    }
    output.write(byte: UInt8(ascii: "\""))
    output.drainIfFull()
  }

  /// Opens an array as the next member of the innermost open object: `"graphemes": [`.
  public func openArray(member key: String) {
    beginMember(key, at: frames.count - 1)
    _ = open(isObject: false)
  }

  /// Opens an object as the next member of the innermost open object: `"data": {`.
  public func openObject(member key: String) {
    beginMember(key, at: frames.count - 1)
    _ = open(isObject: true)
  }

  /// Opens an object as the next element of the innermost open array, whose members follow
  /// one call at a time.
  package func openObjectElement() {
    beginElement(at: frames.count - 1)
    _ = open(isObject: true)
  }

  /// Writes one element of the innermost open array.
  public func element(_ value: some Encodable) throws {
    let level = frames.count - 1
    beginElement(at: level)
    try writeValue(value, codingPath: [])
    close(downTo: level + 1)
    output.drainIfFull()
  }

  /// Writes one element of the innermost open array with a hand-written writer: `write` gets
  /// the output's bytes and the depth of the element (for its own line breaks), and must write
  /// one JSON value laid out as this encoder would.
  package func element(writtenBy write: (inout [UInt8], _ depth: Int, _ indentation: Int) -> Void) {
    element { bytes, depth, indentation, _ in write(&bytes, depth, indentation) }
  }

  /// ``element(writtenBy:)`` for an element that may be too large to hold whole: `write` also
  /// gets `drainIfFull` (``ByteOutput/withDrainingBuffer(_:)``), to call now and then.
  package func element(
    writtenBy write: (inout [UInt8], _ depth: Int, _ indentation: Int, _ drainIfFull: ByteOutput.Drainer) -> Void
  ) {
    let level = frames.count - 1
    beginElement(at: level)
    settle(isScalar: false)
    writes += 1
    let depth = baseDepth + level + 1
    output.withDrainingBuffer { write(&$0, depth, indentation, $1) }
  }

  /// Closes the innermost open object or array.
  public func closeContainer() {
    close(downTo: frames.count - 1)
  }

  /// Set while ``members(of:)`` encodes: the value's object is the one already open.
  var flattensNextObject = false

  // MARK: - Structure

  /// Closes the containers deeper than `level` frames.
  func close(downTo level: Int) {
    while frames.count > level {
      let frame = frames.removeLast()
      if frame.count > 0 && !frame.isInline && indentation > 0 {
        newline(depth: baseDepth + frames.count)
      }
      output.write(byte: frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }
  }

  /// Opens a container at frame level `level` (the value being written there).
  func open(isObject: Bool) -> Int {
    settle(isScalar: false)
    writes += 1
    output.write(byte: isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
    frames.append(Frame(isObject: isObject))
    return frames.count - 1
  }

  func newline(depth: Int) {
    output.write(byte: 0x0A)
    for _ in 0..<(indentation * depth) { output.write(byte: 0x20) }
  }

  /// Starts a member of the object at frame `level`: closes deeper containers, writes the
  /// separator and the key.
  func beginMember(_ key: String, at level: Int) {
    close(downTo: level + 1)
    let count = frames[level].count
    frames[level].count += 1
    if count > 0 { output.write(byte: UInt8(ascii: ",")) }
    if indentation > 0 { newline(depth: baseDepth + level + 1) }
    JSONStreamEncoder.writeString(key, into: output)
    output.write(byte: UInt8(ascii: ":"))
    if indentation > 0 { output.write(byte: 0x20) }
  }

  /// Starts an element of the array at frame `level`. The first element's separator waits for
  /// its first write, which decides whether the array is written on one line (a number, string or
  /// null) or one element a line (a container).
  func beginElement(at level: Int) {
    close(downTo: level + 1)
    let count = frames[level].count
    frames[level].count += 1
    guard count > 0 else { return pendingElement = level }
    output.write(byte: UInt8(ascii: ","))
    if frames[level].isInline {
      if indentation > 0 { output.write(byte: 0x20) }
    } else if indentation > 0 {
      newline(depth: baseDepth + level + 1)
    }
  }

  /// The array whose first element has begun but not yet written anything.
  var pendingElement: Int?

  /// Settles a pending first element: `isScalar` when the write is a number, string or null.
  @inline(__always)
  func settle(isScalar: Bool) {
    guard let level = pendingElement else { return }
    pendingElement = nil
    frames[level].isInline = isScalar
    if !isScalar && indentation > 0 { newline(depth: baseDepth + level + 1) }
  }

  // MARK: - Values

  /// Writes any value: primitives directly, anything else through its `encode(to:)`.
  func writeValue(_ value: some Encodable, codingPath: [any CodingKey]) throws {
    switch value {
    case let text as String: writeString(text)
    case let number as Int: writeInteger(number)
    case let flag as Bool: writeBool(flag)
    case let number as Double: try writeDouble(number, codingPath: codingPath)
    case let value as any HandWrittenJSON:
      // A changed cluster of a million marks is written a piece at a time, not first made an
      // array of a million code point strings.
      settle(isScalar: false)
      writes += 1
      let depth = baseDepth + frames.count
      output.withDrainingBuffer { value.writeJSON(into: &$0, depth: depth, indentation: indentation, drainIfFull: $1) }
    default:
      let before = writes
      let level = frames.count
      try value.encode(to: StreamEncoder(json: self, codingPath: codingPath))
      close(downTo: level)
      // A value that encoded nothing is written as an empty object.
      if writes == before {
        settle(isScalar: false)
        output.write(bytes: "{}".utf8)
      }
    }
  }

  func writeString(_ text: String) {
    settle(isScalar: true)
    writes += 1
    JSONStreamEncoder.writeString(text, into: output)
  }

  func writeInteger(_ number: Int) {
    settle(isScalar: true)
    writes += 1
    if number >= 0 && number < 10 {
      output.write(byte: UInt8(ascii: "0") + UInt8(number))
    } else {
      output.write(String(number))
    }
  }

  func writeBool(_ flag: Bool) {
    settle(isScalar: true)
    writes += 1
    output.write(flag ? "true" : "false")
  }

  func writeNull() {
    settle(isScalar: true)
    writes += 1
    output.write("null")
  }

  func writeDouble(_ number: Double, codingPath: [any CodingKey]) throws {
    guard number.isFinite else {
      throw EncodingError.invalidValue(
        number, .init(codingPath: codingPath, debugDescription: "JSON has no \(number)"))
    }
    settle(isScalar: true)
    writes += 1
    output.write(String(number))
  }

  /// Writes `text` as a JSON string literal in printable ASCII, escaping the rest by UTF-16 unit.
  ///
  /// A long text (a cluster of millions of marks) is written a piece at a time, each drained as
  /// it is written, so its JSON is never held whole.
  static func writeString(_ text: String, into output: ByteOutput) {
    output.withDrainingBuffer { JSONBytes.string(text, into: &$0, drainIfFull: $1) }
  }
}

/// The `Encoder` handed to each value's `encode(to:)`.
struct StreamEncoder: Encoder {
  let json: JSONStreamEncoder
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let level: Int
    if json.flattensNextObject {
      json.flattensNextObject = false
      level = json.frames.count - 1
    } else {
      level = json.open(isObject: true)
    }
    return KeyedEncodingContainer(KeyedStreamContainer<Key>(json: json, level: level, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let level = json.open(isObject: false)
    return UnkeyedStreamContainer(json: json, level: level, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleStreamContainer(json: json, codingPath: codingPath)
  }
}

struct KeyedStreamContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let json: JSONStreamEncoder
  let level: Int
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    json.beginMember(key.stringValue, at: level)
    json.writeNull()
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    json.beginMember(key.stringValue, at: level)
    json.writeString(value)
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    json.beginMember(key.stringValue, at: level)
    json.writeInteger(value)
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    json.beginMember(key.stringValue, at: level)
    json.writeBool(value)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    json.beginMember(key.stringValue, at: level)
    try json.writeValue(value, codingPath: codingPath + [key])
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
    json.beginMember(key.stringValue, at: level)
    let nested = json.open(isObject: true)
    return KeyedEncodingContainer(
      KeyedStreamContainer<NestedKey>(json: json, level: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    json.beginMember(key.stringValue, at: level)
    let nested = json.open(isObject: false)
    return UnkeyedStreamContainer(json: json, level: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    json.beginMember("super", at: level)
    return StreamEncoder(json: json, codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    json.beginMember(key.stringValue, at: level)
    return StreamEncoder(json: json, codingPath: codingPath + [key])
  }
}

struct UnkeyedStreamContainer: UnkeyedEncodingContainer {
  let json: JSONStreamEncoder
  let level: Int
  let codingPath: [any CodingKey]
  private(set) var count = 0

  init(json: JSONStreamEncoder, level: Int, codingPath: [any CodingKey]) {
    self.json = json
    self.level = level
    self.codingPath = codingPath
  }

  mutating func encodeNil() throws {
    json.beginElement(at: level)
    json.writeNull()
    count += 1
  }

  mutating func encode(_ value: String) throws {
    json.beginElement(at: level)
    json.writeString(value)
    count += 1
  }

  mutating func encode(_ value: Int) throws {
    json.beginElement(at: level)
    json.writeInteger(value)
    count += 1
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    json.beginElement(at: level)
    try json.writeValue(value, codingPath: codingPath)
    count += 1
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    json.beginElement(at: level)
    count += 1
    let nested = json.open(isObject: true)
    return KeyedEncodingContainer(
      KeyedStreamContainer<NestedKey>(json: json, level: nested, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    json.beginElement(at: level)
    count += 1
    let nested = json.open(isObject: false)
    return UnkeyedStreamContainer(json: json, level: nested, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    json.beginElement(at: level)
    count += 1
    return StreamEncoder(json: json, codingPath: codingPath)
  }
}

struct SingleStreamContainer: SingleValueEncodingContainer {
  let json: JSONStreamEncoder
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { json.writeNull() }
  mutating func encode(_ value: Bool) throws { json.writeBool(value) }
  mutating func encode(_ value: String) throws { json.writeString(value) }
  mutating func encode(_ value: Double) throws { try json.writeDouble(value, codingPath: codingPath) }
  mutating func encode(_ value: Float) throws { try encode(Double(value)) }
  mutating func encode(_ value: Int) throws { json.writeInteger(value) }
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
    try json.writeValue(value, codingPath: codingPath)
  }
}

/// A value whose JSON the encoder writes through the value's own writer, byte for byte what its
/// `encode(to:)` writes, so a value that may be huge (a changed cluster of a million marks)
/// is written a piece at a time wherever it is encoded, not first made into values to encode.
protocol HandWrittenJSON {
  /// Appends the value's JSON to `bytes` as ``JSONStreamEncoder`` lays it out at `depth`
  /// (its members one level deeper) with `indentation` spaces a level, calling `drainIfFull`
  /// now and then (``ByteOutput/withDrainingBuffer(_:)``).
  func writeJSON(into bytes: inout [UInt8], depth: Int, indentation: Int, drainIfFull: ByteOutput.Drainer?)
}
