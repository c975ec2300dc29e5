import UStrCore
import UStrICU

extension ScanFinding {
  /// Writes the finding as JSON, byte for byte what encoding it writes (``encode(to:)``),
  /// without going through `Encodable`: `scan --all --format json` and `jsonl` write one per
  /// finding, millions of them for a file of hostile bytes.
  ///
  ///     var bytes: [UInt8] = []
  ///     finding.writeJSON(into: &bytes, depth: 0, indentation: 0)
  ///     // {"path":"x.swift","lineNumber":3,"columnNumber":{"utf8":2,"utf16":2,"scalar":2,"grapheme":2},...}
  ///
  /// - Parameters:
  ///   - bytes: The buffer the object is appended to.
  ///   - depth: The nesting level of the object (its members sit one level deeper).
  ///   - indentation: Spaces a level; 0 writes it on one line.
  /// - Complexity: O(n) in the finding's texts and code points.
  package func writeJSON(into bytes: inout [UInt8], depth: Int, indentation: Int) {
    let inner = depth + 1
    func key(_ key: StaticString, isFirst: Bool = false) {
      JSONBytes.key(key, isFirst: isFirst, depth: inner, indentation: indentation, into: &bytes)
    }
    bytes.append(UInt8(ascii: "{"))
    key("path", isFirst: true)
    JSONBytes.string(path, into: &bytes)
    key("lineNumber")
    JSONBytes.integer(lineNumber, into: &bytes)
    key("columnNumber")
    Self.writeColumns(columnNumber, into: &bytes, depth: inner, indentation: indentation)
    key("utf8Offset")
    Self.writeOptional(utf8Offset, into: &bytes)
    key("rule")
    JSONBytes.string(rule.rawValue, into: &bytes)
    key("severity")
    JSONBytes.string(severity.rawValue, into: &bytes)
    key("codePoints")
    JSONBytes.codePoints(codePoints, indentation: indentation, into: &bytes)
    key("message")
    JSONBytes.string(message, into: &bytes)
    key("decoded")
    Self.writeOptional(decoded, into: &bytes)
    key("displayed")
    Self.writeOptional(displayed, into: &bytes)
    if let invalidUTF8 {
      key("invalidUTF8Count")
      JSONBytes.integer(1, into: &bytes)
      key("invalidUTF8")
      Self.writeOneElementArray(into: &bytes, depth: inner, indentation: indentation) { bytes, depth in
        Self.writeInvalidBytes(
          ("utf8Offset", invalidUTF8.utf8Offset), invalidUTF8.bytes, kind: invalidUTF8.kind.rawValue,
          replacementCount: invalidUTF8.replacementCount,
          repairedUTF8Offset: invalidUTF8.repairedUTF8Offset, into: &bytes, depth: depth,
          indentation: indentation)
      }
    }
    if let mojibake {
      key("repaired")
      JSONBytes.string(mojibake.repaired, into: &bytes)
      key("steps")
      MojibakeStep.writeJSON(mojibake.steps, into: &bytes, depth: inner, indentation: indentation)
    }
    if let encoding {
      key("encoding")
      JSONBytes.string(encoding, into: &bytes)
      key("inputOffset")
      Self.writeOptional(inputOffset, into: &bytes)
    }
    if let invalidInput {
      key("invalidInputCount")
      JSONBytes.integer(1, into: &bytes)
      key("invalidInput")
      Self.writeOneElementArray(into: &bytes, depth: inner, indentation: indentation) { bytes, depth in
        Self.writeInvalidBytes(
          ("inputOffset", invalidInput.inputOffset), invalidInput.bytes, kind: invalidInput.kind.rawValue,
          replacementCount: 1, repairedUTF8Offset: invalidInput.repairedUTF8Offset, into: &bytes,
          depth: depth, indentation: indentation)
      }
    }
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  /// `{"utf8": …, "utf16": …, "scalar": …, "grapheme": …}` (`null` for a unit not given), the
  /// object at nesting level `depth`.
  static func writeColumns(_ column: LineColumns, into bytes: inout [UInt8], depth: Int, indentation: Int) {
    bytes.append(UInt8(ascii: "{"))
    let units: [(StaticString, Int?)] = [
      ("utf8", column.utf8), ("utf16", column.utf16), ("scalar", column.scalar), ("grapheme", column.grapheme),
    ]
    for (index, unit) in units.enumerated() {
      JSONBytes.key(unit.0, isFirst: index == 0, depth: depth + 1, indentation: indentation, into: &bytes)
      writeOptional(unit.1, into: &bytes)
    }
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  /// An array of one object, written by `write` at the nesting level it is handed.
  static func writeOneElementArray(
    into bytes: inout [UInt8], depth: Int, indentation: Int,
    _ write: (inout [UInt8], _ depth: Int) -> Void
  ) {
    bytes.append(UInt8(ascii: "["))
    JSONBytes.newline(depth: depth + 1, indentation: indentation, into: &bytes)
    write(&bytes, depth + 1)
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "]"))
  }

  /// An invalid sequence's object as `InvalidUTF8Sequence` and `InvalidInputSequence` encode
  /// it: its offset (under its own key), `bytes` in hex, `kind`, `replacementCount`,
  /// `repairedUTF8Offset`.
  static func writeInvalidBytes(
    _ offset: (key: StaticString, value: Int), _ sequence: [UInt8], kind: String, replacementCount: Int,
    repairedUTF8Offset: Int, into bytes: inout [UInt8], depth: Int, indentation: Int
  ) {
    bytes.append(UInt8(ascii: "{"))
    JSONBytes.key(offset.key, isFirst: true, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.integer(offset.value, into: &bytes)
    JSONBytes.key("bytes", isFirst: false, depth: depth + 1, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "["))
    for (index, byte) in sequence.enumerated() {
      if index > 0 { JSONBytes.inlineSeparator(indentation: indentation, into: &bytes) }
      JSONBytes.quotedHex(UInt32(byte), digits: 2, into: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
    JSONBytes.key("kind", isFirst: false, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.string(kind, into: &bytes)
    JSONBytes.key("replacementCount", isFirst: false, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.integer(replacementCount, into: &bytes)
    JSONBytes.key("repairedUTF8Offset", isFirst: false, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.integer(repairedUTF8Offset, into: &bytes)
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  static func writeOptional(_ value: Int?, into bytes: inout [UInt8]) {
    if let value { JSONBytes.integer(value, into: &bytes) } else { JSONBytes.null(into: &bytes) }
  }

  static func writeOptional(_ value: String?, into bytes: inout [UInt8]) {
    if let value { JSONBytes.string(value, into: &bytes) } else { JSONBytes.null(into: &bytes) }
  }
}
