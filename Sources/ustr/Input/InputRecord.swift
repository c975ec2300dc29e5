import UStrReport

/// The inputs a command read, for the JSON `input` object: one input's description, or, for
/// `compare`, `{"a": {...}, "b": {...}}`.
enum InputRecord {
  nonisolated(unsafe) static var inputs: [(name: String?, description: InputDescription)] = []

  static func add(_ description: InputDescription, name: String?) {
    inputs.append((name, description))
  }

  /// Writes the `input` member into `json`'s open object, when the command read any input.
  static func writeMember(into json: JSONStreamEncoder) throws {
    guard let first = inputs.first else { return }
    if inputs.count == 1, first.name == nil { return try json.member("input", first.description) }
    json.openObject(member: "input")
    for (index, input) in inputs.enumerated() {
      try json.member(input.name ?? "input\(index)", input.description)
    }
    json.closeContainer()
  }
}
