package import UStrICU

extension ClusterChange: HandWrittenJSON {
  /// Writes the change as JSON, byte for byte what encoding it writes (`encode(to:)`), without
  /// going through `Encodable`: `normalize --check` lists every changed cluster, millions of them
  /// for a text in the other form. A long side (a cluster of a million marks) is written a piece
  /// at a time, `drainIfFull` called after each piece.
  ///
  ///     var bytes: [UInt8] = []
  ///     change.writeJSON(into: &bytes, depth: 0, indentation: 0)
  ///     // {"graphemeOffset":3,"scalarOffset":3,"utf16Offset":3,"utf8Offset":3,"before":"e\u0301",...}
  ///
  /// - Parameters:
  ///   - bytes: The buffer the object is appended to.
  ///   - depth: The nesting level of the object (its members sit one level deeper).
  ///   - indentation: Spaces a level; 0 writes it on one line.
  ///   - drainIfFull: Called now and then while a long side is written (`nil`: never).
  /// - Complexity: O(n) in the two sides' scalars.
  package func writeJSON(
    into bytes: inout [UInt8], depth: Int, indentation: Int, drainIfFull: ByteOutput.Drainer? = nil
  ) {
    let inner = depth + 1
    func key(_ key: StaticString, isFirst: Bool = false) {
      JSONBytes.key(key, isFirst: isFirst, depth: inner, indentation: indentation, into: &bytes)
    }
    bytes.append(UInt8(ascii: "{"))
    key("graphemeOffset", isFirst: true)
    JSONBytes.integer(graphemeOffset, into: &bytes)
    key("scalarOffset")
    JSONBytes.integer(scalarOffset, into: &bytes)
    key("utf16Offset")
    JSONBytes.integer(utf16Offset, into: &bytes)
    key("utf8Offset")
    JSONBytes.integer(utf8Offset, into: &bytes)
    let before = String(self.before)
    key("before")
    JSONBytes.string(before, into: &bytes, drainIfFull: drainIfFull)
    key("beforeCodePoints")
    JSONBytes.codePoints(of: before.unicodeScalars, indentation: indentation, into: &bytes, drainIfFull: drainIfFull)
    key("after")
    JSONBytes.string(after, into: &bytes, drainIfFull: drainIfFull)
    key("afterCodePoints")
    JSONBytes.codePoints(of: after.unicodeScalars, indentation: indentation, into: &bytes, drainIfFull: drainIfFull)
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }
}
