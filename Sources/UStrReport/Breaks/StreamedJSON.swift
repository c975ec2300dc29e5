/// Writes one JSON document piece by piece, in the layout of `JSONWriter` (2-space indentation,
/// ASCII-safe), so a report's rows can be written as they are made instead of as one tree.
///
///     var json = StreamedJSON { print($0, terminator: "") }
///     json.beginObject()
///     json.member("kind", .string("word"))
///     json.beginArray("segments")
///     for row in rows { try json.element(row) }   // each row encoded alone
///     json.endArray()
///     json.endObject()
///
/// Scalar arrays written whole (`member(_:_:)`) stay on one line, as `JSONWriter` writes them.
struct StreamedJSON {
  /// Receives the text, in order.
  let output: (String) -> Void
  /// Per open container: whether it holds an element yet.
  private var open: [Bool] = []
  private let encoder = JSONValueEncoder()

  init(output: @escaping (String) -> Void) {
    self.output = output
  }

  private var indent: String { String(repeating: "  ", count: open.count) }

  /// Starts the next member or element: the comma and the new line before it.
  private mutating func next() {
    guard let hasElements = open.last else { return }
    output(hasElements ? ",\n" + indent : "\n" + indent)
    open[open.count - 1] = true
  }

  /// `value`'s JSON, its lines indented to the current depth.
  private func text(_ value: JSONValue) -> String {
    var text = ""
    JSONWriter().write(value, depth: open.count, into: &text)
    return text
  }

  mutating func beginObject(_ key: String? = nil) {
    next()
    if let key { output(JSONWriter().write(.string(key)) + ": ") }
    output("{")
    open.append(false)
  }

  mutating func endObject() {
    let hasMembers = open.removeLast()
    output(hasMembers ? "\n" + indent + "}" : "}")
    if open.isEmpty { output("\n") }
  }

  mutating func beginArray(_ key: String? = nil) {
    next()
    if let key { output(JSONWriter().write(.string(key)) + ": ") }
    output("[")
    open.append(false)
  }

  mutating func endArray() {
    let hasElements = open.removeLast()
    output(hasElements ? "\n" + indent + "]" : "]")
  }

  /// A member of the current object.
  mutating func member(_ key: String, _ value: JSONValue) {
    next()
    output(JSONWriter().write(.string(key)) + ": " + text(value))
  }

  /// A member of the current object, encoded.
  mutating func member(_ key: String, encoding value: some Encodable) throws {
    member(key, try encoder.encode(value))
  }

  /// An element of the current array, encoded.
  mutating func element(_ value: some Encodable) throws {
    next()
    output(text(try encoder.encode(value)))
  }
}
