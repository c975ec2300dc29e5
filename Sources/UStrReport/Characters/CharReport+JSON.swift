extension CharReport.Cluster {
  /// Writes the cluster as JSON, byte for byte what encoding it writes, without going through
  /// `Encodable`: `char --all --format json` writes one per cluster of a text of any size.
  ///
  ///     var bytes: [UInt8] = []
  ///     cluster.writeJSON(into: &bytes, depth: 0, indentation: 0)
  ///     // {"graphemeOffset":0,"scalarRange":[0,2],"codePoints":["U+0065","U+0301"],"width":{...}}
  ///
  /// - Parameters:
  ///   - bytes: The buffer the object is appended to.
  ///   - depth: The nesting level of the object (its members sit one level deeper).
  ///   - indentation: Spaces a level; 0 writes it on one line.
  ///   - drainIfFull: Called every 8192 code points (``ByteOutput/withDrainingBuffer(_:)``): a
  ///     cluster of a million marks is a row of 9 MB; `nil` writes it whole.
  /// - Complexity: O(s) in the cluster's scalars.
  package func writeJSON(into bytes: inout [UInt8], depth: Int, indentation: Int, drainIfFull: ByteOutput.Drainer? = nil) {
    bytes.append(UInt8(ascii: "{"))
    JSONBytes.key("graphemeOffset", isFirst: true, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.integer(graphemeOffset, into: &bytes)
    JSONBytes.range("scalarRange", scalarRange, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.key("codePoints", isFirst: false, depth: depth + 1, indentation: indentation, into: &bytes)
    JSONBytes.codePoints(of: codePoints, indentation: indentation, into: &bytes, drainIfFull: drainIfFull)
    JSONBytes.key("width", isFirst: false, depth: depth + 1, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "{"))
    JSONBytes.key("wcwidth", isFirst: true, depth: depth + 2, indentation: indentation, into: &bytes)
    JSONBytes.integer(width.wcwidth, into: &bytes)
    JSONBytes.key("unicode", isFirst: false, depth: depth + 2, indentation: indentation, into: &bytes)
    JSONBytes.integer(width.unicode, into: &bytes)
    JSONBytes.key("perScalarEmoji", isFirst: false, depth: depth + 2, indentation: indentation, into: &bytes)
    JSONBytes.integer(width.perScalarEmoji, into: &bytes)
    JSONBytes.newline(depth: depth + 1, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }
}
