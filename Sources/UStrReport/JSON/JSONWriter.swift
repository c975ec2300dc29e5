/// Writes a `JSONValue` as ASCII-only, well-formed JSON.
///
/// Every character outside printable ASCII is written as `\uXXXX` (a surrogate pair above the
/// BMP), so no control, bidi override or line separator from the text ever reaches the output
/// raw, whatever the input was:
///
///     JSONWriter().write(.string("é\u{202E}😀"))
///     // "\u00E9\u202E\uD83D\uDE00"
public struct JSONWriter: Sendable {
  /// Spaces per nesting level; 0 writes everything on one line.
  public var indentation: Int

  /// Creates a writer; `indentation` 2 pretty-prints, 0 writes one line.
  public init(indentation: Int = 2) {
    self.indentation = indentation
  }

  /// The JSON text of `value`, ending without a newline.
  ///
  /// - Complexity: O(n) in the size of the output.
  public func write(_ value: JSONValue) -> String {
    var output = ""
    write(value, depth: 0, into: &output)
    return output
  }

  func write(_ value: JSONValue, depth: Int, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .integer(let number): output += String(number)
    case .number(let number):
      output += number.isFinite ? String(number) : "null"
    case .string(let text): Self.writeString(text, into: &output)
    case .array(let elements) where indentation > 0 && elements.allSatisfy(\.isScalar):
      // Short lists of numbers or strings ([0, 2], ["C3", "A9"]) read best on one line.
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += ", " }
        write(element, depth: depth + 1, into: &output)
      }
      output += "]"
    case .array(let elements):
      writeContainer(elements, open: "[", close: "]", depth: depth, into: &output) {
        element, output in write(element, depth: depth + 1, into: &output)
      }
    case .object(let members):
      writeContainer(members, open: "{", close: "}", depth: depth, into: &output) {
        member, output in
        Self.writeString(member.key, into: &output)
        output += indentation > 0 ? ": " : ":"
        write(member.value, depth: depth + 1, into: &output)
      }
    }
  }

  func writeContainer<Element>(
    _ elements: [Element], open: String, close: String, depth: Int, into output: inout String,
    _ writeElement: (Element, inout String) -> Void
  ) {
    output += open
    guard !elements.isEmpty else { return output += close }
    let inner = indentation > 0 ? "\n" + String(repeating: " ", count: indentation * (depth + 1)) : ""
    for (index, element) in elements.enumerated() {
      output += index == 0 ? inner : "," + inner
      writeElement(element, &output)
    }
    if indentation > 0 { output += "\n" + String(repeating: " ", count: indentation * depth) }
    output += close
  }

  /// Writes `text` as a JSON string literal using printable ASCII only.
  static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for unit in text.utf16 {
      switch unit {
      case 0x22: output += "\\\""
      case 0x5C: output += "\\\\"
      case 0x0A: output += "\\n"
      case 0x0D: output += "\\r"
      case 0x09: output += "\\t"
      case 0x20...0x7E: output.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default: output += "\\u" + Hex.digits(unit, width: 4)
      }
    }
    output += "\""
  }
}
