package import UStrICU
import UStrCore

extension BreakBoundary {
  /// Writes the boundary's object of the `breaks` JSON document, byte for byte what encoding
  /// it writes, without going through `Encodable`: `breaks --format json` writes one per
  /// boundary of the text.
  ///
  ///     var bytes: [UInt8] = []
  ///     boundary.writeJSON(into: &bytes, depth: 0, indentation: 0)
  ///     // {"utf8Offset":5,"utf16Offset":5,"scalarOffset":5,"ruleStatus":200}: after "Hello"
  ///
  /// - Parameters:
  ///   - bytes: The buffer the object is appended to.
  ///   - depth: The nesting level of the object (its members sit one level deeper).
  ///   - indentation: Spaces a level; 0 writes it on one line.
  package func writeJSON(into bytes: inout [UInt8], depth: Int, indentation: Int) {
    let inner = depth + 1
    bytes.append(UInt8(ascii: "{"))
    JSONBytes.key("utf8Offset", isFirst: true, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.integer(position.utf8Offset, into: &bytes)
    JSONBytes.key("utf16Offset", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.integer(position.utf16Offset, into: &bytes)
    JSONBytes.key("scalarOffset", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.integer(position.scalarOffset, into: &bytes)
    JSONBytes.key("ruleStatus", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    if let ruleStatus { JSONBytes.integer(ruleStatus, into: &bytes) } else { JSONBytes.null(into: &bytes) }
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }
}

extension SegmentReport {
  /// Writes the segment's object of the `breaks` JSON document, byte for byte what encoding it
  /// writes, without going through `Encodable`: `breaks --format json` writes one per segment
  /// of the text.
  ///
  /// - Parameters:
  ///   - bytes: The buffer the object is appended to.
  ///   - depth: The nesting level of the object (its members sit one level deeper).
  ///   - indentation: Spaces a level; 0 writes it on one line.
  ///   - drainIfFull: Called as a long text is written, a piece of about 64 KiB at a time, to
  ///     take away what `bytes` holds so far (a segment can be a text's whole line); `nil`
  ///     writes the object whole.
  /// - Complexity: O(k) in the segment's text.
  package func writeJSON(
    into bytes: inout [UInt8], depth: Int, indentation: Int, drainIfFull: ByteOutput.Drainer? = nil
  ) {
    let inner = depth + 1
    bytes.append(UInt8(ascii: "{"))
    JSONBytes.key("segmentOffset", isFirst: true, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.integer(segmentOffset, into: &bytes)
    JSONBytes.key("text", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.string(text, into: &bytes, drainIfFull: drainIfFull)
    JSONBytes.range("scalarRange", scalarRange, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.range("utf16Range", utf16Range, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.range("utf8Range", utf8Range, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.key("category", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    if let category { JSONBytes.string(category.rawValue, into: &bytes) } else { JSONBytes.null(into: &bytes) }
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }
}
