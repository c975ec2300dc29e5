package import UStrICU

extension MojibakeChange {
  /// Writes the change as JSON, byte for byte what encoding it writes, without going through
  /// `Encodable`: `demojibake --format json` writes one per stretch repaired, millions in a
  /// large file.
  ///
  ///     var bytes: [UInt8] = []
  ///     change.writeJSON(into: &bytes, depth: 0, indentation: 0)
  ///     // {"utf8Range":[3,7],"scalarRange":[3,5],"original":"\u00C3\u00A9","repaired":"\u00E9","steps":[...]}
  ///
  /// - Parameters:
  ///   - bytes: The buffer the object is appended to.
  ///   - depth: The nesting level of the object (its members sit one level deeper).
  ///   - indentation: Spaces a level; 0 writes it on one line.
  /// - Complexity: O(n) in the texts' lengths.
  package func writeJSON(into bytes: inout [UInt8], depth: Int, indentation: Int) {
    bytes.append(UInt8(ascii: "{"))
    JSONBytes.key("utf8Range", isFirst: true, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.rangeValue(utf8Range, indentation: indentation, into: &bytes)
    JSONBytes.range("scalarRange", scalarRange, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.key("original", isFirst: false, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.string(original, into: &bytes)
    JSONBytes.key("repaired", isFirst: false, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.string(repaired, into: &bytes)
    JSONBytes.key("steps", isFirst: false, depth: depth + 1, indentation: indentation, into: &bytes)
    MojibakeStep.writeJSON(steps, into: &bytes, depth: depth + 1, indentation: indentation)
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }
}

extension MojibakeStep {
  /// Writes `steps` as the JSON array encoding them writes, the array at nesting level `depth`:
  /// `[{"action": "encode", "encoding": "ISO-8859-1"}, …]`, one object a line.
  ///
  /// - Complexity: O(n) in the steps.
  static func writeJSON(_ steps: [MojibakeStep], into bytes: inout [UInt8], depth: Int, indentation: Int) {
    bytes.append(UInt8(ascii: "["))
    for (index, step) in steps.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      JSONBytes.newline(depth: depth + 1, indentation: indentation, into: &bytes)
      bytes.append(UInt8(ascii: "{"))
      JSONBytes.key("action", isFirst: true, depth: depth + 2, indentation: indentation, into: &bytes)
      JSONBytes.string(step.action.rawValue, into: &bytes)
      JSONBytes.key("encoding", isFirst: false, depth: depth + 2, indentation: indentation, into: &bytes)
      JSONBytes.string(step.encoding, into: &bytes)
      JSONBytes.newline(depth: depth + 1, indentation: indentation, into: &bytes)
      bytes.append(UInt8(ascii: "}"))
    }
    if !steps.isEmpty { JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes) }
    bytes.append(UInt8(ascii: "]"))
  }
}
